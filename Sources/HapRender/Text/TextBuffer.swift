/// Emitted text built as UTF-8 bytes in one growing buffer and turned into a `String` once.
///
/// Artefacts of long tracks run to megabytes. Joining arrays of interpolated strings cost most
/// of a render at 10,000 events; copying bytes into raw memory prints the same text for a
/// fraction of it. A buffer belongs to the one function that prints with it.
final class TextBuffer {
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes so far.
  private(set) var count = 0

  init(capacity: Int = 0) {
    self.capacity = max(capacity, 64)
    storage = .allocate(capacity: self.capacity)
  }

  deinit {
    storage.deallocate()
  }

  /// The text so far.
  var text: String {
    String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
  }

  /// Appends `text`'s UTF-8. Disfavoured, so that a literal takes the `StaticString`
  /// overload, copied from the binary without touching a string's reference count (D311).
  @_disfavoredOverload
  func append(_ text: String) {
    var text = text
    text.withUTF8 { append(bytes: $0) }
  }

  func append(_ text: StaticString) {
    text.withUTF8Buffer { append(bytes: $0) }
  }

  func append(byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  func append(bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    (storage + count).update(from: base, count: bytes.count)
    count += bytes.count
  }

  /// An integer in decimal, as `String(value)` prints it.
  func append(_ value: Int) {
    let length = Self.length(of: value)
    reserve(length)
    var magnitude = value.magnitude
    var position = count + length
    repeat {
      position -= 1
      storage[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
    if value < 0 { storage[count] = UInt8(ascii: "-") }
    count += length
  }

  /// `value` as `Decimal.text(value, places:)` prints it.
  func append(decimal value: Double, places: Int = 4) {
    reserve(Decimal.maximumLength)
    count += Decimal.write(
      value, places: places,
      into: UnsafeMutableBufferPointer(start: storage + count, count: Decimal.maximumLength))
  }

  /// Milliseconds as seconds, as `Decimal.seconds` prints them.
  func append(seconds milliseconds: Double) {
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

  private func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    let grown = max(count + extra, 2 * capacity)
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    larger.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = larger
    capacity = grown
  }
}
