/// Something that draws itself into a rectangle of a cell buffer and touches nothing else.
public protocol Widget {
  func render(in rect: Rect, into buffer: inout CellBuffer)
}

/// The one-line heading every pane has: its name, extra facts, and whether it has the focus.
struct PaneTitle: Widget {
  var title: String
  var detail: String
  var focused: Bool
  var theme: Theme

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0 else { return }
    let line = String(repeating: String(Character(theme.glyphs.horizontal)), count: rect.width)
    buffer.write(line, x: rect.x, y: rect.y, role: focused ? .focusedTitle : .border, clip: rect)
    let marker = focused ? "▸" : " "
    var x = rect.x
    x += buffer.write(
      "\(marker)\(title) ", x: x, y: rect.y, role: focused ? .focusedTitle : .title, clip: rect)
    if !detail.isEmpty {
      buffer.write(" \(detail) ", x: x + 1, y: rect.y, role: .dim, clip: rect)
    }
  }
}
