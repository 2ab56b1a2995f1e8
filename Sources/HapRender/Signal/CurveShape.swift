import HapModel

/// The formula behind each curve token (DECISIONS: curve shapes).
///
/// A curve is the envelope of a continuous event's intensity: it rises from silence at the
/// event's start to the event's `intensity` at its end. `linear` rises evenly, `easeIn` starts
/// slowly (t²), `easeOut` rises fast and settles (1 − (1 − t)²); `hold` holds the intensity for
/// the whole duration, as an event without a curve does.
enum CurveShape {
  /// The fraction of the event's intensity at `t` (0 at the start, 1 at the end), in 0...1.
  static func level(_ curve: Curve?, at t: Double) -> Double {
    let t = min(max(t, 0), 1)
    switch curve {
    case .linear: return t
    case .easeIn: return t * t
    case .easeOut: return 1 - (1 - t) * (1 - t)
    case .hold, nil: return 1
    }
  }

  /// Stepped sampling interval for surfaces without true curves (Android waveform, rumble).
  static let step = 25
  /// The most steps one event gets; longer events use a coarser interval.
  static let maximumSteps = 400

  /// The step interval used for an event of `duration` ms.
  static func step(forDuration duration: Int) -> Int {
    max(step, (duration + maximumSteps - 1) / maximumSteps)
  }
}
