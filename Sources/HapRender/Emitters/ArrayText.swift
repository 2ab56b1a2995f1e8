/// Formats arrays for emitted code, wrapped to the line width: items separated by `, `, a line
/// broken before an item that would pass `width` columns, every line starting with `indent`.
enum ArrayText {
  static func wrapped(_ values: [String], indent: String, width: Int = 100) -> String {
    let out = TextBuffer(capacity: values.count * 8)
    write(values, indent: indent, width: width, into: out)
    return out.text
  }

  static func wrapped(_ values: [Int], indent: String, width: Int = 100) -> String {
    let out = TextBuffer(capacity: values.count * 6)
    write(values, indent: indent, width: width, into: out)
    return out.text
  }

  /// Appends the wrapped text of `values` (ASCII items) to `out`.
  static func write(
    _ values: [String], indent: String, width: Int = 100, into out: TextBuffer
  ) {
    write(
      count: values.count, indent: indent, width: width, into: out,
      length: { values[$0].utf8.count }, item: { $1.append(values[$0]) })
  }

  /// Appends the wrapped decimal text of `values` to `out`.
  static func write(_ values: [Int], indent: String, width: Int = 100, into out: TextBuffer) {
    write(
      count: values.count, indent: indent, width: width, into: out,
      length: { TextBuffer.length(of: values[$0]) }, item: { $1.append(values[$0]) })
  }

  private static func write(
    count: Int, indent: String, width: Int, into out: TextBuffer, length: (Int) -> Int,
    item: (Int, TextBuffer) -> Void
  ) {
    let indentLength = indent.utf8.count
    var lineLength = indentLength
    var started = false
    for position in 0..<count {
      let last = position == count - 1
      let itemLength = length(position) + (last ? 0 : 1)
      if lineLength + itemLength + 1 > width, lineLength != indentLength {
        lineLength = indentLength
      }
      if lineLength == indentLength {
        // An empty item on an empty line leaves it empty (and unprinted).
        guard itemLength > 0 else { continue }
        if started { out.append("\n") }
        out.append(indent)
        started = true
      } else {
        out.append(" ")
        lineLength += 1
      }
      item(position, out)
      if !last { out.append(",") }
      lineLength += itemLength
    }
  }
}
