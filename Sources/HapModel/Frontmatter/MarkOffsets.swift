/// Converts character counts from the start of a text (libyaml's `mark.index`) into byte
/// offsets of the file, without a table per character.
///
/// The reader asks in increasing order almost always (a key, its value, the value's end, the
/// next key), so a cursor moves forward over the UTF-8 bytes; a request behind the cursor
/// starts again from the beginning of the text.
final class MarkOffsets {
  private let bytes: [UInt8]
  private let range: Range<Int>
  private var character = 0
  private var offset: Int

  init(bytes: [UInt8], range: Range<Int>) {
    self.bytes = bytes
    self.range = range
    offset = range.lowerBound
  }

  /// The byte offset where character `index` of the text starts (the text's end past it).
  func offset(ofCharacter index: Int) -> Int {
    if index < character {
      character = 0
      offset = range.lowerBound
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
