/// A fenced code block whose info string starts with `haptic`, located in its file.
///
/// The content is what CommonMark says the block holds: container prefixes (`> `, list
/// indentation) and the fence's own indentation are removed and line endings are `\n`. The
/// block keeps, per content line, where that line sits in the file, so positions inside the
/// content map back to file lines and columns, and so the content can be replaced in place.
public struct FencedBlock: Equatable, Sendable {
  /// Where one content line sits in the file.
  struct Line: Equatable, Sendable {
    /// 1-based file line.
    var fileLine: Int
    /// The file offset where the content of the line starts (after the container prefix).
    var contentOffset: Int
    /// Unicode scalars on the file line before the content.
    var prefixColumns: Int
  }

  /// The info string (`haptic`, `haptic title="x"`).
  public var info: String
  /// The position of the first fence character of the opening fence.
  public var fencePosition: SourcePosition
  /// The content, each line ending in `\n`.
  public var content: [UInt8]
  /// The file bytes that hold the content lines (empty, just after the opening fence line,
  /// when the block is empty).
  public var contentRange: Range<Int>
  /// The bytes each rewritten content line starts with, so it stays inside its container.
  var linePrefix: [UInt8]
  /// The line ending rewritten lines use (the opening fence line's).
  var lineEnding: [UInt8]
  /// Whether the opening fence line has a line ending (not so at the very end of a file).
  var openingLineHasEnding: Bool
  /// One entry per content line.
  var lines: [Line]
  /// Where a position just past the content points (the closing fence, or the end of file).
  var endPosition: SourcePosition
  /// The offset in `content` where each content line starts.
  var contentLineStarts: [Int]

  /// The 1-based file line of the opening fence.
  public var openingLine: Int { fencePosition.line }

  /// The file position of a position inside `content` (as `JSONParser` reports them).
  public func filePosition(of position: SourcePosition) -> SourcePosition {
    let index = position.line - 1
    guard index >= 0, index < lines.count else { return endPosition }
    let line = lines[index]
    let delta = max(0, position.offset - contentLineStarts[index])
    return SourcePosition(
      line: line.fileLine, column: line.prefixColumns + position.column,
      offset: line.contentOffset + delta)
  }

  /// The bytes that replace `contentRange` so the block holds `text` (lines split on `\n`).
  func replacement(for text: String) -> [UInt8] {
    var result: [UInt8] = openingLineHasEnding ? [] : lineEnding
    var lineTexts = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lineTexts.last == "" { lineTexts.removeLast() }
    for lineText in lineTexts {
      result += linePrefix
      result += Array(lineText.utf8)
      result += lineEnding
    }
    return result
  }
}
