/// Makes the frontmatter `title` read as a given text by changing only the title's own bytes.
///
/// An existing title's value is replaced in place by a one-line scalar (a folded, literal,
/// multi-line or list value becomes one scalar); a missing title gets a `title:` line after the
/// `id:` line. Every other byte of the file stays as it was. Each edit is checked by reading
/// the edited frontmatter back: the title must read as the text and every other key as before.
enum FrontmatterTitle {
  /// Why a title cannot be written into a frontmatter.
  struct Refusal: Error {
    var message: String
  }

  /// The replacement that makes the title of `frontmatter` (read from `lines`) read `title`.
  static func edit(_ title: String, in frontmatter: Frontmatter, lines: LineIndex)
    throws(Refusal) -> (range: Range<Int>, bytes: [UInt8])
  {
    let edit = proposedEdit(title, in: frontmatter, lines: lines)
    try check(edit, title: title, in: frontmatter, lines: lines)
    return edit
  }

  static func proposedEdit(_ title: String, in frontmatter: Frontmatter, lines: LineIndex)
    -> (range: Range<Int>, bytes: [UInt8])
  {
    let bytes = lines.bytes
    if let entry = frontmatter.entry("title") {
      let scalar = YAMLScalarWriter.scalar(title, keeping: entry.style)
      if entry.valueRange.isEmpty {
        // `title:` with nothing after the colon: the range sits right after it.
        return (entry.valueRange, Array((" " + scalar).utf8))
      }
      // Block scalars end after their trailing line breaks; those stay in the file.
      var end = entry.valueRange.upperBound
      while end > entry.valueRange.lowerBound, isSpaceOrBreak(bytes[end - 1]) { end -= 1 }
      return (entry.valueRange.lowerBound..<end, Array(scalar.utf8))
    }
    let line = "title: " + YAMLScalarWriter.scalar(title, keeping: nil)
    guard let id = frontmatter.entry("id") else {
      let at = lines.lineStarts[frontmatter.openingLine]
      return (at..<at, Array(line.utf8) + ending(of: frontmatter.openingLine, in: lines))
    }
    var end = id.valueRange.upperBound
    while end > id.valueRange.lowerBound, isSpaceOrBreak(bytes[end - 1]) { end -= 1 }
    let idLine = max(lines.line(containing: end), id.keyPosition.line)
    let start = lines.lineStarts[id.keyPosition.line - 1]
    let indent = bytes[start...].prefix { $0 == UInt8(ascii: " ") }
    let at = lines.fullRange(ofLine: idLine).upperBound
    return (at..<at, Array(indent) + Array(line.utf8) + ending(of: idLine, in: lines))
  }

  /// Reads the frontmatter back with `edit` applied and refuses unless the title reads as
  /// `title` and every other key holds the value it held.
  static func check(
    _ edit: (range: Range<Int>, bytes: [UInt8]), title: String, in frontmatter: Frontmatter,
    lines: LineIndex
  ) throws(Refusal) {
    let closing = lines.fullRange(ofLine: frontmatter.closingLine).upperBound
    var edited = Array(lines.bytes[..<closing])
    edited.replaceSubrange(edit.range, with: edit.bytes)
    let reread = LineIndex(edited)
    guard case .found(let yamlRange, _, _, _) = FrontmatterSplit.locate(in: reread) else {
      throw Refusal(message: "the edited frontmatter would lose its closing `---` line")
    }
    let result = FrontmatterReader(lines: reread, yamlRange: yamlRange).read()
    guard !result.failed else {
      throw Refusal(
        message: "the frontmatter would no longer be valid YAML with the title written there "
          + "(is it written as one `{…}` mapping?)")
    }
    let titles = result.entries.filter { $0.key == "title" }
    guard let first = titles.first, first.stringValue == title, first.style != .block else {
      throw Refusal(message: "the title would not read back as typed")
    }
    let others = result.entries.filter { $0.key != "title" }
    let before = frontmatter.entries.filter { $0.key != "title" }
    let same =
      others.count == before.count
      && zip(others, before).allSatisfy {
        $0.key == $1.key && $0.text == $1.text && $0.style == $1.style
          && sameValue($0.value, $1.value)
      }
    guard same else {
      throw Refusal(message: "writing the title would change another frontmatter key")
    }
  }

  /// Equality that counts NaN equal to itself, so `.nan` values compare as unchanged.
  static func sameValue(_ left: YAMLValue, _ right: YAMLValue) -> Bool {
    if case .float(let a) = left, case .float(let b) = right, a.isNaN, b.isNaN { return true }
    return left == right
  }

  private static func isSpaceOrBreak(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }

  private static func ending(of line: Int, in lines: LineIndex) -> [UInt8] {
    let ending = lines.lineEnding(ofLine: line)
    return ending.isEmpty ? [UInt8(ascii: "\n")] : ending
  }
}
