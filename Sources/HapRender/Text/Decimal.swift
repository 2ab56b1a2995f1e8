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
    // The places artefacts print (4 for levels, 6 for seconds) with 10^places a constant, so
    // the divisions by it become multiplications (D331); every other count as before.
    switch places {
    case 4: return write(value, places: 4, scale: 10_000, into: buffer)
    case 6: return write(value, places: 6, scale: 1_000_000, into: buffer)
    default:
      // 10^places, multiplied out (exact for every places up to 22).
      var scale = 1.0
      for _ in 0..<places { scale *= 10 }
      return write(value, places: places, scale: UInt64(scale), into: buffer)
    }
  }

  /// `write(_:places:into:)` with `scale` 10^places.
  @inline(__always)
  private static func write(
    _ value: Double, places: Int, scale divisor: UInt64,
    into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    let scale = Double(divisor)
    let scaled = (value * scale).rounded()
    let zero = UInt8(ascii: "0")
    guard scaled.isFinite, abs(scaled) < 9e15 else {
      var count = 0
      if value < 0 {
        buffer[0] = UInt8(ascii: "-")
        count = 1
      }
      buffer[count] = zero
      buffer[count + 1] = UInt8(ascii: ".")
      buffer[count + 2] = zero
      return count + 3
    }
    let units = Int64(scaled).magnitude
    var count = 0
    if scaled < 0 && units != 0 {
      buffer[0] = UInt8(ascii: "-")
      count = 1
    }
    // The integer part.
    var whole = units / divisor
    var digits = 1
    var probe = whole
    while probe >= 10 {
      probe /= 10
      digits += 1
    }
    count += digits
    var position = count
    repeat {
      position -= 1
      buffer[position] = zero + UInt8(whole % 10)
      whole /= 10
    } while whole > 0
    buffer[count] = UInt8(ascii: ".")
    count += 1
    // The fraction: `places` digits with the trailing zeros dropped, but one kept.
    var fraction = units % divisor
    var kept = places
    while kept > 1, fraction % 10 == 0 {
      fraction /= 10
      kept -= 1
    }
    count += kept
    position = count
    for _ in 0..<kept {
      position -= 1
      buffer[position] = zero + UInt8(fraction % 10)
      fraction /= 10
    }
    return count
  }
}
