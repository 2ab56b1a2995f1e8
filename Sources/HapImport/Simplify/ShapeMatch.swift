import HapModel

/// Recognises a piece of a sampled envelope that one 0.1 curve token plays exactly.
///
/// The 0.1 curves rise from silence at the event's start to its intensity at its end
/// (`linear` t, `easeIn` t², `easeOut` 1 − (1 − t)²) or hold it (`hold`), so a piece matches
/// `hold` when it is flat and a rising shape only when it starts from silence.
enum ShapeMatch {
  /// How close every sample must be for a match to count as exact (and be reported kept).
  static let exactness = 0.002

  /// The curve and intensity that play `values[range]` within `exactness`, or `nil`.
  static func match(_ values: [Double], _ range: Range<Int>) -> (curve: Curve, intensity: Double)? {
    let count = range.count
    guard count > 0 else { return nil }
    var low = Double.infinity
    var high = -Double.infinity
    for index in range {
      low = min(low, values[index])
      high = max(high, values[index])
    }
    if high - low <= exactness { return (.hold, (low + high) / 2) }
    guard count >= 3, values[range.lowerBound] <= exactness else { return nil }
    let last = values[range.upperBound - 1]
    let lastFraction = Double(count - 1) / Double(count)
    for curve in [Curve.linear, .easeOut, .easeIn] {
      let level = level(curve, lastFraction)
      guard level > 0 else { continue }
      let intensity = last / level
      guard intensity <= 1 + exactness else { continue }
      var fits = true
      for index in range {
        let fraction = Double(index - range.lowerBound) / Double(count)
        if abs(values[index] - intensity * Self.level(curve, fraction)) > exactness {
          fits = false
          break
        }
      }
      if fits { return (curve, min(intensity, 1)) }
    }
    return nil
  }

  /// The fraction of the intensity a curve gives at `fraction` of the duration (the formula
  /// the renderers use, D006, D017).
  static func level(_ curve: Curve, _ fraction: Double) -> Double {
    switch curve {
    case .linear: fraction
    case .easeIn: fraction * fraction
    case .easeOut: 1 - (1 - fraction) * (1 - fraction)
    case .hold: 1
    }
  }
}
