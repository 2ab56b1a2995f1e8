/// Finds where a byte sequence stops being well-formed UTF-8.
public enum UTF8Validation {
  /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or `nil`
  /// when every byte does (overlong forms, surrogates and values past U+10FFFF are rejected).
  public static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { firstInvalidOffset(in: $0) }
  }

  private static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return nil }
    var index = 0
    while index < bytes.count {
      // Eight ASCII bytes at a time: most of a pattern file is ASCII.
      while index + 8 <= bytes.count,
        base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
      }
      guard index < bytes.count else { break }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return index
      }
      guard index + length <= bytes.count else { return index }
      if bytes[index + 1] < lower || bytes[index + 1] > upper { return index }
      for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
        return index
      }
      index += length
    }
    return nil
  }
}
