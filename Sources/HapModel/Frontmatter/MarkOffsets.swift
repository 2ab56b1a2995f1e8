/// Converts character counts from the start of a text (libyaml's `mark.index`) into byte
/// offsets of the file, without a table per character.
///
/// The reader asks in increasing order almost always (a key, its value, the value's end, the
/// next key), so a cursor moves forward over the UTF-8 bytes; a request behind the cursor
/// starts again from the beginning of the text. A byte order mark that opens the text is not
/// counted: libyaml skips it before its first character.
final class MarkOffsets {
  private let bytes: [UInt8]
  private let range: Range<Int>
  /// Where character 0 starts: after an opening byte order mark, if any.
  private let start: Int
  private var character = 0
  private var offset: Int

  init(bytes: [UInt8], range: Range<Int>) {
    self.bytes = bytes
    self.range = range
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    start = bytes[range].starts(with: bom) ? range.lowerBound + bom.count : range.lowerBound
    offset = start
  }

  /// The byte offset where character `index` of the text starts (the text's end past it).
  func offset(ofCharacter index: Int) -> Int {
    if index < character {
      character = 0
      offset = start
    }
    while character < index, offset < range.upperBound {
      offset += 1
      // Continuation bytes belong to the character just passed.
      while offset < range.upperBound, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      character += 1
    }
    return offset
  }
}
