/// The second half of a long JSON text read as the elements of an array, by a helper thread
/// while the calling thread reads the first half (D465).
///
/// Where the half starts is a guess made from the bytes alone: the first line from the middle
/// on that opens an object after a line ending in a comma, as a track's events do. The guess
/// is never trusted: the first half's reader uses the tail only when it arrives at exactly
/// that byte expecting an element of an array, at the start of the same line. From there the
/// grammar depends only on that array until it closes, so the tail's values are the ones the
/// reader would have read itself. Anywhere else (inside a string, after a member name), or
/// when the tail breaks the grammar or the value limit, the reader reads on alone.
struct JSONTail: Sendable {
  /// The offset of the first element's first byte, and of the start of its line.
  var start: Int
  var lineStart: Int
  /// The elements, as the children of a root array standing for the one they belong to;
  /// lines count from 1 at `start`'s line, offsets from the text's start.
  var nodes: JSONNodes
  /// The offset just past the array's closing bracket, its line (counted as `nodes`' are)
  /// and the offset where that line starts.
  var end: Int
  var endLine: Int
  var endLineStart: Int

  /// Texts at least this long are read in two halves when a second thread is offered: a
  /// shorter one reads in under a few milliseconds, about what starting a thread costs.
  static let splitSize = 1 << 20

  /// How far past the middle the guess looks for a line that opens an object.
  static let searchLimit = 1 << 16

  /// Where the second half is guessed to start: its first byte and its line's start.
  static func splitPoint(in bytes: UnsafeBufferPointer<UInt8>) -> (start: Int, lineStart: Int)? {
    let limit = min(bytes.count, bytes.count / 2 + searchLimit)
    var cursor = bytes.count / 2
    while let newline = ByteScan.index(of: UInt8(ascii: "\n"), in: bytes, from: cursor),
      newline < limit
    {
      cursor = newline + 1
      guard
        let first = ByteScan.firstNonSpace(in: bytes, from: cursor, to: limit),
        bytes[first] == UInt8(ascii: "{"),
        ByteScan.lastNonSpace(in: bytes, before: newline, from: max(0, newline - 256))?.byte
          == UInt8(ascii: ",")
      else { continue }
      // Only spaces and tabs between the line's start and the object.
      guard bytes[cursor..<first].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { continue }
      return (first, cursor)
    }
    return nil
  }
}
