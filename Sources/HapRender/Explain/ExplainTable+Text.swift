extension ExplainTable {
  /// The table as text, split into blocks of columns that fit `width`, with a legend.
  public func text(width: Int = 100) -> String {
    let labelWidth = max(4, rows.map(\.label.count).max() ?? 4)
    let columnWidths = columns.enumerated().map { position, column in
      max(column.title.count, rows.map { $0.cells[position].text.count }.max() ?? 0)
    }
    var blocks: [[Int]] = []
    var current: [Int] = []
    var used = labelWidth
    for (position, columnWidth) in columnWidths.enumerated() {
      if !current.isEmpty, used + 2 + columnWidth > width {
        blocks.append(current)
        current = []
        used = labelWidth
      }
      current.append(position)
      used += 2 + columnWidth
    }
    if !current.isEmpty { blocks.append(current) }

    var lines: [String] = []
    for (number, block) in blocks.enumerated() {
      if number > 0 { lines.append("") }
      func line(_ label: String, _ texts: [String]) -> String {
        var text = pad(label, labelWidth)
        for (position, item) in zip(block, texts) {
          text += "  " + pad(item, columnWidths[position])
        }
        return trimmed(text)
      }
      lines.append(line("", block.map { columns[$0].title }))
      lines.append(line("", block.map { String(repeating: "-", count: columnWidths[$0]) }))
      for row in rows {
        lines.append(line(row.label, block.map { row.cells[$0].text }))
      }
    }
    lines.append("")
    lines.append(
      "kept: plays as written; approx: approximated; dropped: lost on this target; unused: not "
        + "needed (a higher rung played, or reduced feedback is off); *: events differ, the worst "
        + "is shown.")
    lines.append("Run 'haptui render --platform P --profile K FILE' for the reasons.")
    return lines.joined(separator: "\n") + "\n"
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  private func trimmed(_ text: String) -> String {
    var text = text
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
