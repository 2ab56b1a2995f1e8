/// The help screen, generated from the key tables so it cannot drift from what keys do.
struct HelpWidget: Widget {
  var keyMap: KeyMap
  var scroll: Int
  var theme: Theme
  /// The context listed first (the one the user is in).
  var first: KeyContext? = nil

  /// The contexts in the order the help lists them.
  static let order: [KeyContext] = [
    .grid, .global, .pane, .inspector, .platforms, .artifact, .problems, .analysis, .readOnly,
    .confirmQuit,
    .confirmOverwrite, .diff, .confirmSaveAs, .confirmImportReplace, .prompt, .recovery,
    .saveElsewhere, .help,
    .messages, .browser,
  ]

  static let introduction =
    "haptui editor keys. Mouse: click places the cursor or selects; drag moves an event in "
    + "time and intensity; drag the end of a continuous event to change its duration."

  /// The help text lines with their roles, for a screen `width` columns wide: narrower than
  /// 100 columns, the command names (for scripts and the README) give way to the summaries.
  static func lines(for keyMap: KeyMap, first: KeyContext? = nil, width: Int = 120)
    -> [(String, StyleRole)]
  {
    var lines: [(String, StyleRole)] = TextWidth.wrap(introduction, to: max(width - 2, 20)).map {
      ($0, .plain)
    }
    let showNames = width >= 100
    let contexts = first.map { [$0] + order.filter { $0 != first } } ?? order
    for context in contexts {
      let table = keyMap.table(context)
      guard !table.bindings.isEmpty else { continue }
      lines.append(("", .plain))
      lines.append((context.title, .emphasis))
      for binding in table.bindings {
        let keys = binding.keysText
        let name = showNames ? TextWidth.pad(binding.command.name, to: 22) : ""
        let text = "  " + TextWidth.pad(keys, to: 20) + " " + name + binding.command.summary
        lines.append((TextWidth.truncate(text, to: max(width - 2, 1)), .plain))
      }
    }
    return lines
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    buffer.fill(rect, role: .plain)
    let (titleRect, body) = rect.splitTop(1)
    PaneTitle(title: "Help", detail: "↑↓ scroll · Esc closes", focused: true, theme: theme)
      .render(in: titleRect, into: &buffer)
    let lines = Self.lines(for: keyMap, first: first, width: rect.width)
    let top = min(scroll, max(lines.count - body.height, 0))
    for (offset, line) in lines.dropFirst(top).prefix(body.height).enumerated() {
      buffer.write(" " + line.0, x: body.x, y: body.y + offset, role: line.1, clip: body)
    }
  }
}
