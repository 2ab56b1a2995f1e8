import Glibc

/// Searches in UTF-8 bytes that `JSONSplice` needs: where two texts start and stop differing,
/// line breaks, and the JSON whitespace around a place.
enum ByteScan {
  /// How many bytes compare at once before the first difference is looked for byte by byte.
  private static let chunk = 4_096

  /// The length of the longest common start of `left` and `right`, at most `limit`.
  static func commonPrefix(
    _ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>, limit: Int
  ) -> Int {
    guard limit > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress else {
      return 0
    }
    var index = 0
    // Whole chunks by `memcmp` (vectorised), then the chunk that differs byte by byte.
    while index + chunk <= limit, memcmp(leftBase + index, rightBase + index, chunk) == 0 {
      index += chunk
    }
    while index < limit, left[index] == right[index] { index += 1 }
    return index
  }

  /// The length of the longest common end of `left` and `right`, at most `limit`.
  static func commonSuffix(
    _ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>, limit: Int
  ) -> Int {
    guard limit > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress else {
      return 0
    }
    var length = 0
    while length + chunk <= limit,
      memcmp(
        leftBase + left.count - length - chunk, rightBase + right.count - length - chunk, chunk)
        == 0
    {
      length += chunk
    }
    while length < limit, left[left.count - 1 - length] == right[right.count - 1 - length] {
      length += 1
    }
    return length
  }

  /// The first index at or after `start` holding `byte`, or `nil`.
  static func index(of byte: UInt8, in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start < text.count, let base = text.baseAddress else { return nil }
    guard let found = memchr(base + start, Int32(byte), text.count - start) else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// How many times `byte` occurs in `range` of `text`.
  static func count(of byte: UInt8, in text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> Int
  {
    var total = 0
    for index in range where text[index] == byte { total += 1 }
    return total
  }

  /// Whether `byte` is JSON whitespace (space, tab, line feed, carriage return).
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// The last byte before `end` that is not JSON whitespace, looking back no further than
  /// `floor`, with its index.
  static func lastNonSpace(
    in text: UnsafeBufferPointer<UInt8>, before end: Int, from floor: Int
  ) -> (byte: UInt8, index: Int)? {
    var index = end - 1
    while index >= floor {
      if !isSpace(text[index]) { return (text[index], index) }
      index -= 1
    }
    return nil
  }

  /// The index of the first byte at or after `start`, before `end`, that is not JSON
  /// whitespace.
  static func firstNonSpace(in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
    -> Int?
  {
    var index = start
    while index < end {
      if !isSpace(text[index]) { return index }
      index += 1
    }
    return nil
  }
}
