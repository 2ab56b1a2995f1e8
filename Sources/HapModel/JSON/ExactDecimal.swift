/// The value of a short decimal number computed without `strtod`, where that is exact.
enum ExactDecimal {
  /// Powers of ten that a `Double` holds exactly.
  static let powers: [Double] = (0...22).map { power in
    (0..<power).reduce(1.0) { value, _ in value * 10 }
  }

  /// The value of the grammatical JSON number `bytes[range]` when it has no exponent and its
  /// digits fit in 15, computed as one correctly rounded division of two exact doubles (the
  /// result `strtod` gives, at a fraction of its cost); `nil` for any other number.
  @inline(__always)
  static func value(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
    var mantissa: Int64 = 0
    var digits = 0
    var fraction = 0
    var inFraction = false
    var negative = false
    for offset in range {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "-"):
        negative = true
      case UInt8(ascii: "."):
        inFraction = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
        if mantissa != 0 { digits += 1 }
        if inFraction { fraction += 1 }
        guard digits <= 15, fraction <= 22 else { return nil }
      default:
        return nil  // an exponent
      }
    }
    let magnitude = Double(mantissa) / powers[fraction]
    return negative ? -magnitude : magnitude
  }
}
