/// Reads the plainest frontmatter, a pattern's usual one, without libyaml: one `key: value`
/// per line, each value a plain word or sentence, a double-quoted string or a flow list of
/// plain words (D306).
///
/// It accepts only a narrow subset of YAML (printable ASCII, `\n` endings, no comments, no
/// tabs, no repeated keys, at most 32 keys and 64 items a list) and gives up, returning `nil`,
/// on anything else; `FrontmatterReader` then reads the text with libyaml. What it returns is
/// what libyaml's reading gives for the same text: a differential test holds it to that.
struct FrontmatterFastReader {
  let lines: LineIndex
  let yamlRange: Range<Int>

  /// The entries, or `nil` when the text is outside the subset.
  func read() -> FrontmatterReader.Result? {
    lines.bytes.withUnsafeBufferPointer { bytes in read(bytes) }
  }

  private func read(_ bytes: UnsafeBufferPointer<UInt8>) -> FrontmatterReader.Result? {
    var result = FrontmatterReader.Result()
    // A pattern's frontmatter has about ten keys: room for them is made once.
    result.entries.reserveCapacity(16)
    var cursor = yamlRange.lowerBound
    let end = yamlRange.upperBound
    // Lines end in "\n" alone here and hold ASCII alone, so a line's number counts up from the
    // first and a column is its byte's distance from the line's start.
    var line = lines.line(containing: cursor)
    while cursor < end {
      var lineEnd = cursor
      while lineEnd < end, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      // Every line ends in "\n" inside the range (the closing `---` follows).
      guard lineEnd < end else { return nil }
      if lineEnd > cursor {
        guard let entry = entry(bytes, cursor..<lineEnd, line: line),
          result.entries.count < FrontmatterReader.Result.scanLimit,
          // Keys are ASCII here: one of another length is another key, with no comparing.
          !result.entries.contains(where: {
            $0.key.utf8.count == entry.key.utf8.count && $0.key == entry.key
          })
        else { return nil }
        result.append(consume entry)
      }
      cursor = lineEnd + 1
      line += 1
    }
    return result.entries.isEmpty ? nil : result
  }

  /// The entry of one non-empty line, numbered `number`, or `nil` when the line is outside
  /// the subset.
  private func entry(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, line number: Int)
    -> FrontmatterEntry?
  {
    var cursor = line.lowerBound
    guard Self.isKeyStart(bytes[cursor]) else { return nil }
    while cursor < line.upperBound, Self.isKeyByte(bytes[cursor]) { cursor += 1 }
    let keyEnd = cursor
    // `key: value`, one space after the colon, the value running to the line's end.
    guard keyEnd + 2 < line.upperBound, bytes[keyEnd] == UInt8(ascii: ":"),
      bytes[keyEnd + 1] == UInt8(ascii: " ")
    else { return nil }
    let start = keyEnd + 2
    let last = bytes[line.upperBound - 1]
    guard last != UInt8(ascii: " ") else { return nil }
    let key = text(bytes, line.lowerBound..<keyEnd)
    let value: YAMLValue
    var scalar: String?
    var style: FrontmatterEntry.ScalarStyle?
    switch bytes[start] {
    case UInt8(ascii: "\""):
      guard line.upperBound - start >= 2, last == UInt8(ascii: "\""),
        (start + 1..<line.upperBound - 1).allSatisfy({ Self.isQuotedByte(bytes[$0]) })
      else { return nil }
      let inner = text(bytes, start + 1..<line.upperBound - 1)
      value = .string(inner)
      scalar = inner
      style = .doubleQuoted
    case UInt8(ascii: "["):
      guard last == UInt8(ascii: "]"), let items = listItems(bytes, start + 1..<line.upperBound - 1)
      else { return nil }
      value = .sequence(items)
    default:
      guard Self.isPlainStart(bytes[start]),
        (start..<line.upperBound).allSatisfy({ Self.isPlainByte(bytes[$0]) })
      else { return nil }
      let plain = text(bytes, start..<line.upperBound)
      value = YAMLValue.resolvePlain(plain)
      scalar = plain
      style = .plain
    }
    return FrontmatterEntry(
      key: key, keyPosition: SourcePosition(line: number, column: 1, offset: line.lowerBound),
      value: value, text: scalar, style: style,
      valuePosition: SourcePosition(
        line: number, column: 1 + start - line.lowerBound, offset: start),
      valueRange: start..<line.upperBound,
      isSingleLineScalar: scalar != nil)
  }

  /// The items of a flow list's inside: plain words joined by `, ` (none for `[]`).
  private func listItems(_ bytes: UnsafeBufferPointer<UInt8>, _ inside: Range<Int>)
    -> [YAMLValue]?
  {
    guard !inside.isEmpty else { return [] }
    var items: [YAMLValue] = []
    items.reserveCapacity(8)
    var cursor = inside.lowerBound
    while true {
      let itemStart = cursor
      while cursor < inside.upperBound, Self.isListWordByte(bytes[cursor]) { cursor += 1 }
      guard cursor > itemStart, Self.isPlainStart(bytes[itemStart]),
        bytes[cursor - 1] != UInt8(ascii: ":")
      else { return nil }
      // A long list is libyaml's to read, with the limit on values (D024).
      guard items.count < Self.listLimit else { return nil }
      items.append(YAMLValue.resolvePlain(text(bytes, itemStart..<cursor)))
      if cursor == inside.upperBound { return items }
      guard cursor + 2 < inside.upperBound, bytes[cursor] == UInt8(ascii: ","),
        bytes[cursor + 1] == UInt8(ascii: " ")
      else { return nil }
      cursor += 2
    }
  }

  /// The most items a list read here may hold: a pattern's lists hold a few words.
  static let listLimit = 64

  private func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isKeyStart(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func isKeyByte(_ byte: UInt8) -> Bool {
    isLetterOrDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
  }

  /// What a plain value may start with: a letter or a digit (no indicator, sign or dot).
  private static func isPlainStart(_ byte: UInt8) -> Bool { isLetterOrDigit(byte) }

  /// What a plain value may hold: letters, digits, single spaces and a few marks that mean
  /// nothing inside a plain scalar (no `:`, `#`, quote, bracket, brace or backslash).
  private static func isPlainByte(_ byte: UInt8) -> Bool {
    if isLetterOrDigit(byte) { return true }
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "-"),
      UInt8(ascii: "_"), UInt8(ascii: "/"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "?"),
      UInt8(ascii: ";"):
      return true
    default:
      return false
    }
  }

  /// What a flow list's plain word may hold (no space, comma or bracket); a `:` inside a
  /// word, never at its end, is part of it (`web:best-effort`).
  private static func isListWordByte(_ byte: UInt8) -> Bool {
    isLetterOrDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
  }

  /// What a double-quoted value may hold without an escape: printable ASCII but `"` and `\`.
  private static func isQuotedByte(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
  }
}
