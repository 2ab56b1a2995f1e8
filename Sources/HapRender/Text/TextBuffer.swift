/// Emitted text built as UTF-8 bytes and turned into a `String` once.
///
/// Artefacts of long tracks run to megabytes; appending bytes to one buffer costs a fraction
/// of joining arrays of interpolated strings, and prints the same text.
struct TextBuffer {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// The text so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The number of bytes so far.
  var count: Int { bytes.count }

  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  mutating func append(byte: UInt8) {
    bytes.append(byte)
  }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// An integer in decimal, as `String(value)` prints it.
  mutating func append(_ value: Int) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
      var magnitude = value.magnitude
      var position = buffer.count
      repeat {
        position -= 1
        buffer[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if value < 0 {
        position -= 1
        buffer[position] = UInt8(ascii: "-")
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position...]))
    }
  }

  /// `value` as `Decimal.text(value, places:)` prints it.
  mutating func append(decimal value: Double, places: Int = 4) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Decimal.maximumLength) { buffer in
      let length = Decimal.write(value, places: places, into: buffer)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<length]))
    }
  }

  /// Milliseconds as seconds, as `Decimal.seconds` prints them.
  mutating func append(seconds milliseconds: Double) {
    append(decimal: milliseconds / 1000, places: 6)
  }

  /// The length of `value` in decimal (sign included).
  static func length(of value: Int) -> Int {
    var magnitude = value.magnitude
    var length = value < 0 ? 2 : 1
    while magnitude >= 10 {
      magnitude /= 10
      length += 1
    }
    return length
  }
}
