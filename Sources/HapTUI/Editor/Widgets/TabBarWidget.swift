/// The tabs that choose which pane shows under the grid in a narrow window.
struct TabBarWidget: Widget {
  var state: EditorState
  var visible: Pane
  var theme: Theme

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    buffer.fill(rect, glyph: theme.glyphs.horizontal, role: .border)
    for (pane, label, range) in TabBarLayout.tabs(problemCount: state.diagnostics.count, in: rect) {
      let role: StyleRole =
        pane == visible ? (state.focus == pane ? .focusedTitle : .tabActive) : .tabInactive
      buffer.write(
        label, x: range.lowerBound, y: rect.y, role: pane == visible ? .tabActive : role, clip: rect
      )
    }
  }
}
