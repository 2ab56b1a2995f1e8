/// A box in the middle of the screen that asks a question; its keys come from the key tables.
struct DialogWidget: Widget {
  var title: String
  var lines: [String]
  var context: KeyContext
  var theme: Theme

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    let hints = KeyMap.standard.hints(for: context).map { "\($0.keys) \($0.label)" }.joined(
      separator: "   ")
    let contentWidth = max(
      ([title, hints] + lines).map { TextWidth.columns(of: $0) }.max() ?? 0, 20)
    let width = min(contentWidth + 4, rect.width)
    let height = min(lines.count + 4, rect.height)
    let box = Rect(
      x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2, width: width,
      height: height)
    buffer.fill(box, role: .dialog)
    buffer.write(" \(title) ", x: box.x + 1, y: box.y, role: .dialogTitle, clip: box)
    for (offset, line) in lines.enumerated() {
      buffer.write(line, x: box.x + 2, y: box.y + 1 + offset, role: .dialog, clip: box.inset(by: 1))
    }
    buffer.write(hints, x: box.x + 2, y: box.maxY - 2, role: .dialogTitle, clip: box)
  }
}

/// What the editor shows instead of its panes when the window is too small to be useful.
struct TooSmallWidget: Widget {
  var size: TerminalSize

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    let minimum = ScreenLayout.minimum
    let lines = [
      "Window too small: \(size.columns)×\(size.rows).",
      "haptui needs at least \(minimum.columns)×\(minimum.rows).",
      "Enlarge the window, or press q to quit.",
    ]
    let top = max(rect.y + (rect.height - lines.count) / 2, rect.y)
    for (offset, line) in lines.enumerated() {
      let x = max(rect.x + (rect.width - TextWidth.columns(of: line)) / 2, rect.x)
      buffer.write(line, x: x, y: top + offset, role: offset == 0 ? .error : .plain, clip: rect)
    }
  }
}
