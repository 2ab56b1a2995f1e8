/// The screen listing what differs between the file on disk and the editor's version, with
/// lines only on disk marked `-` and lines only in the editor `+`.
struct DiffWidget: Widget {
  var diff: DiskDiff
  var fileName: String
  var theme: Theme

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    buffer.fill(rect, role: .plain)
    let (titleRect, body) = rect.splitTop(1)
    PaneTitle(
      title: "Changes on disk",
      detail: "\(fileName): - on disk only, + in the editor only · ↑↓ scroll", focused: true,
      theme: theme
    ).render(in: titleRect, into: &buffer)
    let lines = diff.lines.isEmpty ? ["  (no difference: the file on disk matches)"] : diff.lines
    let top = min(diff.scroll, max(lines.count - body.height, 0))
    for (offset, line) in lines.dropFirst(top).prefix(body.height).enumerated() {
      let role: StyleRole =
        line.hasPrefix("-")
        ? .dropped : line.hasPrefix("+") ? .kept : line.hasPrefix("@") ? .dim : .plain
      buffer.write(
        " " + TextWidth.truncate(line, to: max(body.width - 2, 1)), x: body.x,
        y: body.y + offset, role: role, clip: body)
    }
  }
}
