import Glibc

/// Finds the fenced code blocks of a plain Markdown body without cmark (D307).
///
/// A body is plain when no line outside a fenced block could open a container or an HTML
/// block: none starts with a space or tab (unless it is blank), `>`, `-`, `+`, `*`, a digit or
/// `<`, except a `- ` list item whose text opens nothing more (D457), and the body has no
/// carriage return or NUL. In such a body every block is a paragraph,
/// a heading, a thematic break or a fenced code block at the margin, so a fence is exactly a
/// line that starts with three or more backticks or tildes, as CommonMark reads it. For
/// anything else the scanner gives up and `BlockLocator` asks cmark; a differential test holds
/// the two to the same blocks.
enum PlainFenceScanner {
  /// One fenced code block: its info string's bytes, its content's bytes (the lines between
  /// the fences, each with its `\n`) and the file line of its opening fence.
  struct Fence: Equatable {
    let info: Range<Int>
    let literal: Range<Int>
    let openingLine: Int
  }

  /// The most prose (bytes outside fenced blocks) the scanner reads: with at most this much,
  /// cmark could not have refused the body for its memory budget (about 230 bytes a byte at
  /// worst, D024), so the scanner never reads what cmark would have refused.
  static let proseLimit = 1 << 20

  /// The fenced blocks of the body that starts at byte `bodyStart`, in file order, or `nil`
  /// when the body is not plain.
  static func fences(in lines: LineIndex, bodyStart: Int) -> [Fence]? {
    let bytes = lines.bytes
    guard bodyStart < bytes.count else { return [] }
    let first = lines.line(containing: bodyStart)
    guard lines.lineStarts[first - 1] == bodyStart else { return nil }
    return bytes.withUnsafeBufferPointer { buffer -> [Fence]? in
      guard let base = buffer.baseAddress else { return [] }
      let body = buffer.count - bodyStart
      if memchr(base + bodyStart, Int32(UInt8(ascii: "\r")), body) != nil
        || memchr(base + bodyStart, 0, body) != nil
        || (body >= 3 && base[bodyStart] == 0xEF && base[bodyStart + 1] == 0xBB
          && base[bodyStart + 2] == 0xBF)
      {
        return nil
      }
      return scan(buffer, lines: lines, firstLine: first)
    }
  }

  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex, firstLine: Int)
    -> [Fence]?
  {
    var found: [Fence] = []
    var prose = 0
    var line = firstLine
    while line <= lines.lineCount {
      let range = lines.contentRange(ofLine: line)
      defer { line += 1 }
      guard let first = range.isEmpty ? nil : bytes[range.lowerBound] else { continue }
      switch first {
      case UInt8(ascii: "`"), UInt8(ascii: "~"):
        let run = runLength(bytes, of: first, in: range)
        guard run >= 3 else { break }
        guard let info = info(bytes, range.lowerBound + run..<range.upperBound, fence: first)
        else { return nil }
        var closing = line + 1
        while closing <= lines.lineCount,
          !closes(bytes, lines.contentRange(ofLine: closing), fence: first, run: run)
        {
          closing += 1
        }
        let start = lines.fullRange(ofLine: line).upperBound
        let end = closing <= lines.lineCount ? lines.lineStarts[closing - 1] : bytes.count
        // cmark ends a last line without `\n` with one; the scanner's literal is the file's.
        if end > start, bytes[end - 1] != UInt8(ascii: "\n") { return nil }
        found.append(Fence(info: info, literal: start..<end, openingLine: line))
        line = closing
        continue
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        guard bytes[range].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        else { return nil }
      case UInt8(ascii: "-"):
        guard isPlainItem(bytes, range) else { return nil }
      case UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "<"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return nil
      default:
        break
      }
      prose += range.count + 1
      if prose > proseLimit { return nil }
    }
    return found
  }

  /// Whether the line is a list item that can hold no fence (D457): `- ` and then a byte that
  /// opens nothing more, so its text is a paragraph. A later line at the margin is then outside
  /// the item (it would need two spaces to be inside), and a fence there is at the margin too:
  /// it cannot continue the item's paragraph, because a fence interrupts a paragraph.
  private static func isPlainItem(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> Bool
  {
    guard range.count >= 3, bytes[range.lowerBound + 1] == UInt8(ascii: " ") else { return false }
    switch bytes[range.lowerBound + 2] {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">"), UInt8(ascii: "-"),
      UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "<"), UInt8(ascii: "`"),
      UInt8(ascii: "~"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return false
    default:
      return true
    }
  }

  /// How many `byte`s open `range`.
  private static func runLength(
    _ bytes: UnsafeBufferPointer<UInt8>, of byte: UInt8, in range: Range<Int>
  ) -> Int {
    var end = range.lowerBound
    while end < range.upperBound, bytes[end] == byte { end += 1 }
    return end - range.lowerBound
  }

  /// The info string after an opening fence, trimmed, or `nil` when cmark would read it
  /// differently: a backtick in a backtick fence's info (then the line is no fence), an
  /// escape or entity (cmark unescapes them), a control character.
  private static func info(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, fence: UInt8
  ) -> Range<Int>? {
    var lower = range.lowerBound
    var upper = range.upperBound
    for index in range {
      let byte = bytes[index]
      if (byte < 0x20 && byte != UInt8(ascii: "\t")) || byte == 0x7F
        || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "&")
        || (fence == UInt8(ascii: "`") && byte == fence)
      {
        return nil
      }
    }
    while lower < upper, bytes[lower] == UInt8(ascii: " ") || bytes[lower] == UInt8(ascii: "\t") {
      lower += 1
    }
    while upper > lower,
      bytes[upper - 1] == UInt8(ascii: " ") || bytes[upper - 1] == UInt8(ascii: "\t")
    {
      upper -= 1
    }
    return lower..<upper
  }

  /// Whether the line closes a fence of `run` `fence` characters: at most three spaces, at
  /// least `run` of the same character, then only spaces and tabs.
  private static func closes(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, fence: UInt8, run: Int
  ) -> Bool {
    var index = range.lowerBound
    while index < range.upperBound, index - range.lowerBound < 4,
      bytes[index] == UInt8(ascii: " ")
    {
      index += 1
    }
    guard index - range.lowerBound <= 3 else { return false }
    let length = runLength(bytes, of: fence, in: index..<range.upperBound)
    guard length >= run else { return false }
    return bytes[(index + length)..<range.upperBound].allSatisfy {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
    }
  }
}
