/// A stretch of constant drive that may overlap others: the raw material of a `Signal`.
struct Pulse: Equatable, Sendable {
  var at: Int
  var duration: Int
  /// Drive level 0...1.
  var level: Double
  /// Crispness 0...1 (which motor of a rumble pair carries it).
  var sharpness: Double

  var end: Int { at + duration }
}
