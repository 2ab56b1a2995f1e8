import HapModel

/// The formula behind each curve token, shared by every renderer and the editor's grid
/// (D006).
///
/// A curve is the envelope of a continuous event's intensity: it rises from silence at the
/// event's start to the event's `intensity` at its end. `linear` rises evenly, `easeIn` starts
/// slowly (t²), `easeOut` rises fast and settles (1 − (1 − t)²); `hold` holds the intensity for
/// the whole duration, as an event without a curve does.
public enum CurveShape {
  /// The fraction of the event's intensity at `fraction` of its duration (0 at the start, 1 at
  /// the end; values outside 0...1 are clamped), in 0...1.
  public static func level(_ curve: Curve?, at fraction: Double) -> Double {
    let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    switch curve {
    case .linear: return t
    case .easeIn: return t * t
    case .easeOut: return 1 - (1 - t) * (1 - t)
    case .hold, nil: return 1
    }
  }

  /// Whether `curve` changes the level over the event (`linear`, `easeIn`, `easeOut`); `hold`
  /// and no curve stay flat.
  public static func isSloped(_ curve: Curve?) -> Bool {
    switch curve {
    case .linear, .easeIn, .easeOut: true
    case .hold, nil: false
    }
  }

  /// The intensity `event` drives at `time` (ms from the pattern's start), in 0...1, as the
  /// renderers read it.
  ///
  /// The written intensity is clamped to 0...1 and defaults to 1 when absent. A continuous
  /// event plays from `at` to `at + duration` inclusive, shaped by its curve, and is 0 outside
  /// that span or when it has no duration (nothing plays). A transient has no length: it gives
  /// its intensity at exactly `at` and 0 elsewhere.
  public static func intensity(of event: TrackEvent, at time: Double) -> Double {
    let played = PlayEvent(index: 0, event: event)
    let start = Double(played.at)
    guard played.isPlayable, time >= start, time <= Double(played.end) else { return 0 }
    guard played.type == .continuous else { return played.intensity }
    return played.intensity * level(played.curve, at: (time - start) / Double(played.duration))
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
