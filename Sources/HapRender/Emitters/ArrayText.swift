/// Formats integer arrays for emitted code, wrapped to the line width.
enum ArrayText {
  static func wrapped(_ values: [String], indent: String, width: Int = 100) -> String {
    var lines: [String] = []
    var line = indent
    for (position, value) in values.enumerated() {
      let item = value + (position == values.count - 1 ? "" : ",")
      if line.count + item.count + 1 > width, line != indent {
        lines.append(line)
        line = indent
      }
      line += (line == indent ? "" : " ") + item
    }
    if line != indent { lines.append(line) }
    return lines.joined(separator: "\n")
  }
}
