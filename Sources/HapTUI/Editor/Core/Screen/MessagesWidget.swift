/// The message log (`:messages`): every kept status message in full, wrapped to the width,
/// oldest first, errors in the error colour (D155).
struct MessagesWidget: Widget {
  var log: MessageLog
  /// The first line shown.
  var scroll: Int
  var theme: Theme

  /// The log's lines for a screen `width` columns wide: each message wrapped, its later
  /// lines indented two columns so one message reads as one.
  static func lines(_ log: MessageLog, width: Int) -> [(String, StyleRole)] {
    guard !log.entries.isEmpty else { return [("no messages yet", .dim)] }
    let room = max(width - 4, 8)
    return log.entries.flatMap { message in
      let role: StyleRole = message.kind == .error ? .error : .plain
      return ProblemsLayout.wrap(message.text, to: room).enumerated().map { index, line in
        ((index == 0 ? "" : "  ") + line, role)
      }
    }
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    buffer.fill(rect, role: .plain)
    let (titleRect, body) = rect.splitTop(1)
    let detail = "\(log.entries.count) of the last \(MessageLog.limit) · ↑↓ scroll · q closes"
    PaneTitle(title: "Messages", detail: detail, focused: true, theme: theme)
      .render(in: titleRect, into: &buffer)
    let lines = Self.lines(log, width: rect.width)
    let top = min(scroll, max(lines.count - body.height, 0))
    for (offset, line) in lines.dropFirst(top).prefix(body.height).enumerated() {
      buffer.write(" " + line.0, x: body.x, y: body.y + offset, role: line.1, clip: body)
    }
  }
}
