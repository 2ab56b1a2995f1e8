/// A fenced code block whose info string starts with `haptic`, located in its file.
///
/// The content is the file's bytes of the lines CommonMark says the block holds: container
/// prefixes (`> `, list indentation) and the fence's own indentation are removed and line
/// endings are `\n`, but nothing else changes (cmark's own copy turns U+0000 into U+FFFD). The
/// block keeps, per content line, where that line sits in the file, so positions inside the
/// content map back to file lines and columns, and so the content can be replaced in place.
public struct FencedBlock: Equatable, Sendable {
  /// Where one content line sits in the file (20 bytes: a block may have millions of lines).
  struct Line: Equatable, Sendable {
    /// 1-based file line.
    var fileLine: UInt32
    /// The file offset where the file's bytes of the line's content start.
    var fileStart: UInt32
    /// The offset in `content` where the line starts.
    var contentStart: UInt32
    /// Unicode scalars on the file line before `fileStart`.
    var prefixColumns: UInt32
    /// Leading content bytes that are not in the file: spaces standing for part of a tab that
    /// the container prefix split (usually 0, at most 3).
    var synthetic: UInt8
  }

  /// The info string (`haptic`, `haptic title="x"`).
  public var info: String
  /// The position of the first fence character of the opening fence.
  public var fencePosition: SourcePosition
  /// The content, each line ending in `\n`: a slice of the file's bytes when the block's
  /// lines are the file's own (no container prefix, `\n` endings), else a copy.
  public var content: ArraySlice<UInt8>
  /// The file bytes that hold the content lines (empty, just after the opening fence line,
  /// when the block is empty).
  public var contentRange: Range<Int>
  /// The bytes each rewritten content line starts with, so it stays inside its container.
  var linePrefix: [UInt8]
  /// The line ending rewritten lines use (the opening fence line's).
  var lineEnding: [UInt8]
  /// Whether the opening fence line has a line ending (not so at the very end of a file).
  var openingLineHasEnding: Bool
  /// One entry per content line; for a block whose every line is its file's own line, after
  /// the one before, unprefixed (the usual block), the first line's entry alone, which stands
  /// for all (D432).
  var lines: [Line]
  /// How many content lines the block has.
  var lineCount: Int
  /// Where a position just past the content points (the closing fence, or the end of file).
  var endPosition: SourcePosition
  /// Whether a closing fence ends the block (CommonMark runs an unclosed one to the end of its
  /// container: the file, a list item or a block quote).
  public var isClosed = true

  /// The 1-based file line of the opening fence.
  public var openingLine: Int { fencePosition.line }

  /// How far the content's lines and offsets lie from the file's when the content is the
  /// file's bytes unchanged (every line unprefixed, none synthetic, the offsets contiguous),
  /// else `nil`: then `filePosition(of:)` is a shift by these two numbers.
  var plainShift: (lines: Int, offset: Int)? {
    // Only `BlockLocator` makes a slice that starts past 0, and only of a plain block.
    guard let first = lines.first, content.startIndex > 0,
      first.prefixColumns == 0, first.synthetic == 0, Int(first.fileStart) == content.startIndex
    else { return nil }
    return (Int(first.fileLine) - 1, content.startIndex)
  }

  /// The file position of a position inside `content` (as `JSONParser` reports them).
  public func filePosition(of position: SourcePosition) -> SourcePosition {
    let index = position.line - 1
    guard index >= 0, index < lineCount else { return endPosition }
    if lines.count < lineCount, let first = lines.first {
      // Every line is the file's own, the bytes running on from the first line's: a shift.
      return SourcePosition(
        line: Int(first.fileLine) + index, column: max(1, position.column),
        offset: Int(first.fileStart) + max(0, position.offset))
    }
    let line = lines[index]
    let synthetic = Int(line.synthetic)
    let delta = max(0, position.offset - Int(line.contentStart))
    // A position on a synthetic space points at the file's first content byte.
    let past = max(0, delta - synthetic)
    return SourcePosition(
      line: Int(line.fileLine),
      column: Int(line.prefixColumns) + max(1, position.column - synthetic),
      offset: Int(line.fileStart) + past)
  }

  /// The bytes that replace `contentRange` so the block holds `text` (UTF-8, lines split on
  /// `\n`; a canonical layout, so no line holds a bare `\r`).
  func replacement(for text: [UInt8]) -> [UInt8] {
    // The usual block (at the top level, `\n` endings): the text is the replacement.
    if openingLineHasEnding, linePrefix.isEmpty, lineEnding == [0x0A], text.last == 0x0A {
      return text
    }
    var result: [UInt8] = openingLineHasEnding ? [] : lineEnding
    result.reserveCapacity(result.count + text.count * (1 + linePrefix.count + lineEnding.count))
    var start = 0
    while start < text.count {
      let end = text[start...].firstIndex(of: 0x0A) ?? text.count
      result += linePrefix
      result += text[start..<end]
      result += lineEnding
      start = end + 1
    }
    return result
  }
}
