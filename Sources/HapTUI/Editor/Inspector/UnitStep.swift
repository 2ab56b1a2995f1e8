/// Nudges a value in 0…1, rounding so steps land on round numbers.
enum UnitStep {
  static func step(_ value: Double, by delta: Double) -> Double {
    (min(max(value + delta, 0), 1) * 100).rounded() / 100
  }
}
