/// The tabs that choose which pane shows under the grid in a narrow window.
struct TabBarWidget: Widget {
  var state: EditorState
  var visible: Pane
  var theme: Theme

  /// Each tab's label and x range (shared with mouse hit-testing).
  static func tabs(for state: EditorState, in bar: Rect) -> [(Pane, String, Range<Int>)] {
    var x = bar.x
    var result: [(Pane, String, Range<Int>)] = []
    for (offset, pane) in ScreenLayout.tabs.enumerated() {
      var label = " \(offset + 2) \(pane.title) "
      if pane == .problems, !state.diagnostics.isEmpty {
        label = " \(offset + 2) \(pane.title) (\(state.diagnostics.count)) "
      }
      let width = TextWidth.columns(of: label)
      result.append((pane, label, x..<(x + width)))
      x += width + 1
    }
    return result
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    buffer.fill(rect, glyph: theme.glyphs.horizontal, role: .border)
    for (pane, label, range) in Self.tabs(for: state, in: rect) {
      let role: StyleRole =
        pane == visible ? (state.focus == pane ? .focusedTitle : .tabActive) : .tabInactive
      buffer.write(
        label, x: range.lowerBound, y: rect.y, role: pane == visible ? .tabActive : role, clip: rect
      )
    }
  }
}
