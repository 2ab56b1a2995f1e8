/// Deterministic decimal text for emitted artefacts: fixed rounding, no locale, no exponent.
enum Decimal {
  /// The longest text `write` produces for `places` up to 18: sign, 16 integer digits, point,
  /// fraction.
  static let maximumLength = 40

  /// `value` rounded to `places` decimals, trailing zeros removed but one kept (`1.0`, `0.25`).
  static func text(_ value: Double, places: Int = 4) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
      let count = write(value, places: places, into: buffer)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
  }

  /// Milliseconds as seconds (`1234` → `1.234`, `0` → `0.0`).
  static func seconds(_ milliseconds: Double) -> String {
    text(milliseconds / 1000, places: 6)
  }

  /// Writes `text(value, places:)` as UTF-8 at the start of `buffer` (at least
  /// `maximumLength` bytes) and returns its length. `places` is 1...18.
  ///
  /// The text is built without intermediate strings: emitters print tens of thousands of
  /// numbers per artefact.
  static func write(_ value: Double, places: Int, into buffer: UnsafeMutableBufferPointer<UInt8>)
    -> Int
  {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * scale).rounded()
    var count = 0
    func put(_ byte: UInt8) {
      buffer[count] = byte
      count += 1
    }
    guard scaled.isFinite, abs(scaled) < 9e15 else {
      if value < 0 { put(UInt8(ascii: "-")) }
      put(UInt8(ascii: "0"))
      put(UInt8(ascii: "."))
      put(UInt8(ascii: "0"))
      return count
    }
    var units = Int64(scaled)
    let negative = units < 0
    units = abs(units)
    let divisor = Int64(scale)
    if negative && units != 0 { put(UInt8(ascii: "-")) }
    // The integer part, written backwards and then reversed in place.
    var whole = units / divisor
    let wholeStart = count
    repeat {
      put(UInt8(ascii: "0") + UInt8(whole % 10))
      whole /= 10
    } while whole > 0
    var low = wholeStart
    var high = count - 1
    while low < high {
      buffer.swapAt(low, high)
      low += 1
      high -= 1
    }
    put(UInt8(ascii: "."))
    // The fraction, zero-padded to `places` digits, then trailing zeros dropped but one kept.
    var fraction = units % divisor
    let fractionStart = count
    count += places
    for position in stride(from: count - 1, through: fractionStart, by: -1) {
      buffer[position] = UInt8(ascii: "0") + UInt8(fraction % 10)
      fraction /= 10
    }
    while count - fractionStart > 1, buffer[count - 1] == UInt8(ascii: "0") { count -= 1 }
    return count
  }
}
