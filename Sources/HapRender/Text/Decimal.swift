/// Deterministic decimal text for emitted artefacts: fixed rounding, no locale, no exponent.
enum Decimal {
  /// `value` rounded to `places` decimals, trailing zeros removed but one kept (`1.0`, `0.25`).
  static func text(_ value: Double, places: Int = 4) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard scaled.isFinite, abs(scaled) < 9e15 else { return value < 0 ? "-0.0" : "0.0" }
    var units = Int64(scaled)
    let negative = units < 0
    units = abs(units)
    let divisor = Int64(scale)
    var fraction = String(units % divisor)
    fraction = String(repeating: "0", count: places - fraction.count) + fraction
    while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
    return (negative && units != 0 ? "-" : "") + "\(units / divisor).\(fraction)"
  }

  /// Milliseconds as seconds (`1234` → `1.234`, `0` → `0.0`).
  static func seconds(_ milliseconds: Double) -> String {
    text(milliseconds / 1000, places: 6)
  }
}
