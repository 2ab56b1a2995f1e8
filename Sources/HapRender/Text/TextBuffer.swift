/// Emitted text built as UTF-8 bytes in one growing buffer and turned into a `String` once.
///
/// Artefacts of long tracks run to megabytes. Joining arrays of interpolated strings cost most
/// of a render at 10,000 events; copying bytes into raw memory prints the same text for a
/// fraction of it. A buffer belongs to the one function that prints with it.
///
/// A buffer made with a drain keeps no more than about two pieces: as it grows it hands its
/// text on in pieces of at most `pieceSize` bytes, each ending where a character ends, so a
/// 57 MB artefact is written as it is printed and never held whole (D330).
final class TextBuffer {
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes so far (since the last piece handed on, for a draining buffer).
  private(set) var count = 0
  /// Where the pieces go, for a buffer that does not keep its text.
  private let drain: ((UnsafeBufferPointer<UInt8>) -> Void)?
  /// The most bytes a drained piece holds (a character is never split, so a piece of a
  /// text with characters longer than this may hold one character more).
  private let pieceSize: Int

  init(capacity: Int = 0) {
    self.capacity = max(capacity, 64)
    storage = .allocate(capacity: self.capacity)
    drain = nil
    pieceSize = 0
  }

  /// A buffer that hands its text to `drain` in pieces of at most `pieceSize` bytes, in order,
  /// each ending on a UTF-8 character boundary; `finish()` hands on the rest.
  init(pieceSize: Int, drain: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
    precondition(pieceSize > 0, "a piece holds at least one byte")
    self.pieceSize = pieceSize
    self.drain = drain
    capacity = max(2 * pieceSize, 64)
    storage = .allocate(capacity: capacity)
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

  /// Appends a literal's UTF-8. Inlined, so a short literal's length is a constant and its
  /// copy a few moves (millions of `", "` in a long artefact; D331).
  @inline(__always)
  func append(_ text: StaticString) {
    guard text.hasPointerRepresentation else {
      text.withUTF8Buffer { append(bytes: $0) }
      return
    }
    let length = text.utf8CodeUnitCount
    reserve(length)
    (storage + count).update(from: text.utf8Start, count: length)
    count += length
  }

  @inline(__always)
  func append(byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  /// `repeats` copies of `byte` (nothing when `repeats` is not positive).
  func append(repeating byte: UInt8, count repeats: Int) {
    guard repeats > 0 else { return }
    reserve(repeats)
    (storage + count).update(repeating: byte, count: repeats)
    count += repeats
  }

  func append(bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    (storage + count).update(from: base, count: bytes.count)
    count += bytes.count
  }

  /// An integer in decimal, as `String(value)` prints it.
  @inline(__always)
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

  /// Hands every byte still held to the drain, in pieces; the buffer is then empty.
  func finish() {
    guard drain != nil else { return }
    drainPieces(all: true)
  }

  /// The length of the first piece of `bytes` (`count` of them): at most `size` bytes, ending
  /// before a byte that continues a character; a character longer than `size` is one piece.
  /// Unless the bytes are `final` (the end of the text), a piece ends only before a byte that
  /// is there to see, so 0 when none can end yet.
  static func pieceLength(
    _ bytes: UnsafePointer<UInt8>, count: Int, size: Int, final: Bool
  ) -> Int {
    guard count > size else { return final ? count : 0 }
    var end = size
    while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
    guard end == 0 else { return end }
    end = size
    while end < count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return end < count || final ? end : 0
  }

  /// Hands on whole pieces while more than a piece's worth is held (with `all`, every byte),
  /// then moves what is left to the front.
  private func drainPieces(all: Bool) {
    guard let drain else { return }
    var start = 0
    while start < count {
      let length = Self.pieceLength(
        storage + start, count: count - start, size: pieceSize, final: all)
      guard length > 0 else { break }
      drain(UnsafeBufferPointer(start: storage + start, count: length))
      start += length
    }
    guard start > 0 else { return }
    UnsafeMutableRawPointer(storage).copyMemory(from: storage + start, byteCount: count - start)
    count -= start
  }

  /// Makes room for `extra` more bytes: at once when they fit, which is nearly always.
  @inline(__always)
  private func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    grow(extra)
  }

  /// Hands on full pieces (a draining buffer) or moves the text to larger storage, so that
  /// `extra` more bytes fit.
  @inline(never)
  private func grow(_ extra: Int) {
    if drain != nil {
      drainPieces(all: false)
      guard count + extra > capacity else { return }
    }
    let grown = max(count + extra, 2 * capacity)
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    larger.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = larger
    capacity = grown
  }
}
