/// What a later reading of a file needs from an earlier one to parse only the lines an edit
/// changed (D430): the bytes, the block's tree, and where the block's content lies.
///
/// Kept instead of the whole `HapDocument` between checks, whose line index, block lines and
/// diagnostics the next reading makes again anyway.
public struct EarlierReading: Sendable {
  let bytes: [UInt8]
  let tree: JSONTree
  /// The file bytes of the block's content.
  let content: Range<Int>
  /// How far the content's lines and offsets lie from the file's (`FencedBlock.plainShift`).
  let shift: (lines: Int, offset: Int)

  /// The reading of `document`, or `nil` when its block did not parse or is not the file's
  /// own bytes (then a later reading parses its block whole).
  public init?(_ document: HapDocument) {
    guard let tree = document.tree, let block = document.block, let shift = block.plainShift
    else { return nil }
    bytes = document.bytes
    self.tree = tree
    content = block.content.startIndex..<block.content.endIndex
    self.shift = shift
  }
}
