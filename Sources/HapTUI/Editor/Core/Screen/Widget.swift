import Foundation

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
  /// Set at the right end of the line (how far the pane is scrolled, say).
  var trailing: String = ""

  /// `detail` in `width` columns: whole ` · `-separated parts dropped from the end first, then
  /// cut with `…`.
  static func fit(_ detail: String, to width: Int) -> String {
    var parts = detail.components(separatedBy: " · ")
    while parts.count > 1, TextWidth.columns(of: parts.joined(separator: " · ")) > width {
      parts.removeLast()
    }
    return TextWidth.truncate(parts.joined(separator: " · "), to: width)
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0 else { return }
    let line = String(repeating: String(Character(theme.glyphs.horizontal)), count: rect.width)
    buffer.write(line, x: rect.x, y: rect.y, role: focused ? .focusedTitle : .border, clip: rect)
    let marker = focused ? "▸" : " "
    var x = rect.x
    x += buffer.write(
      "\(marker)\(title) ", x: x, y: rect.y, role: focused ? .focusedTitle : .title, clip: rect)
    // The trailing note wins over the detail: the detail is cut to leave it room.
    let trailingWidth = trailing.isEmpty ? 0 : TextWidth.columns(of: trailing) + 3
    if !detail.isEmpty {
      let room = rect.maxX - (x + 1) - trailingWidth
      if room > 2 {
        buffer.write(
          " \(Self.fit(detail, to: room - 2)) ", x: x + 1, y: rect.y, role: .dim,
          clip: rect)
      }
    }
    if trailingWidth > 0, rect.maxX - trailingWidth >= x {
      buffer.write(
        " \(trailing) ", x: rect.maxX - trailingWidth, y: rect.y,
        role: focused ? .focusedTitle : .title, clip: rect)
    }
  }
}
