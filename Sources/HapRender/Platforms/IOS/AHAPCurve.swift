/// A `ParameterCurve` on `HapticIntensityControl`: at most 16 control points, their times
/// relative to the curve's own start.
struct AHAPCurve: Equatable, Sendable {
  /// Curve start, in ms from the pattern start.
  var time: Double
  /// Control points: time in ms from the curve start, and the value (0...1).
  var points: [(time: Double, value: Double)]

  static func == (lhs: AHAPCurve, rhs: AHAPCurve) -> Bool {
    lhs.time == rhs.time && lhs.points.elementsEqual(rhs.points) { $0 == $1 }
  }
}
