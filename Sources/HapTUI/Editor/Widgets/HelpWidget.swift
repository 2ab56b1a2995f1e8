/// The help screen, generated from the key tables so it cannot drift from what keys do.
struct HelpWidget: Widget {
  var keyMap: KeyMap
  var scroll: Int
  var theme: Theme
  /// The context listed first (the one the user is in).
  var first: KeyContext? = nil

  /// The contexts in the order the help lists them.
  static let order: [KeyContext] = [
    .grid, .global, .inspector, .platforms, .artifact, .problems, .readOnly, .confirmQuit,
    .confirmOverwrite, .recovery, .help, .browser,
  ]

  /// The help text lines with their roles.
  static func lines(for keyMap: KeyMap, first: KeyContext? = nil) -> [(String, StyleRole)] {
    var lines: [(String, StyleRole)] = [
      (
        "haptui editor keys. Mouse: click places the cursor or selects; drag moves an event in",
        .plain
      ),
      ("time and intensity; drag the end of a continuous event to change its duration.", .plain),
    ]
    let contexts = first.map { [$0] + order.filter { $0 != first } } ?? order
    for context in contexts {
      let table = keyMap.table(context)
      guard !table.bindings.isEmpty else { continue }
      lines.append(("", .plain))
      lines.append((context.title, .emphasis))
      for binding in table.bindings {
        let keys = binding.keys.map(\.name).joined(separator: " ")
        let text =
          "  " + TextWidth.pad(keys, to: 20) + " " + TextWidth.pad(binding.command.name, to: 22)
          + binding.command.summary
        lines.append((text, .plain))
      }
    }
    return lines
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    buffer.fill(rect, role: .plain)
    let (titleRect, body) = rect.splitTop(1)
    PaneTitle(title: "Help", detail: "↑↓ scroll · Esc closes", focused: true, theme: theme)
      .render(in: titleRect, into: &buffer)
    let lines = Self.lines(for: keyMap, first: first)
    let top = min(scroll, max(lines.count - body.height, 0))
    for (offset, line) in lines.dropFirst(top).prefix(body.height).enumerated() {
      buffer.write(" " + line.0, x: body.x, y: body.y + offset, role: line.1, clip: body)
    }
  }
}
