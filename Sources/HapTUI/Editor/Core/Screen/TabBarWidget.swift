/// The tabs that choose which pane shows under the grid in a narrow window.
struct TabBarWidget: Widget {
  /// How many problems the Problems tab counts.
  var problemCount: Int
  /// The pane with the focus.
  var focus: Pane
  var visible: Pane
  var theme: Theme

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    buffer.fill(rect, glyph: theme.glyphs.horizontal, role: .border)
    for (pane, label, range) in TabBarLayout.tabs(problemCount: problemCount, in: rect) {
      let role: StyleRole =
        pane == visible ? (focus == pane ? .focusedTitle : .tabActive) : .tabInactive
      buffer.write(
        label, x: range.lowerBound, y: rect.y, role: pane == visible ? .tabActive : role, clip: rect
      )
    }
  }
}
