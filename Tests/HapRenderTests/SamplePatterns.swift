import HapModel

/// Patterns built in code for the render tests.
enum SamplePatterns {
  static func transient(
    _ at: Int, _ intensity: Double? = nil, _ sharpness: Double? = nil, primitive: String? = nil,
    id: Int = 0
  ) -> TrackEvent {
    TrackEvent(
      id: EventID(id), at: at, type: .transient, intensity: intensity, sharpness: sharpness,
      primitive: primitive)
  }

  static func continuous(
    _ at: Int, _ duration: Int?, _ intensity: Double? = nil, _ sharpness: Double? = nil,
    curve: Curve? = nil, id: Int = 0
  ) -> TrackEvent {
    TrackEvent(
      id: EventID(id), at: at, type: .continuous, intensity: intensity, sharpness: sharpness,
      duration: duration, curve: curve)
  }

  /// An intent with a track and both fallbacks.
  static let doubleTap = HapticPattern(
    id: "double-tap", intent: "impact.light",
    track: [transient(0, 0.6, 0.8), transient(120, 0.9, 0.8, id: 1)],
    fallbacks: Fallbacks(web: [20, 100, 30], reduced: "selection"))

  /// A track of transients only, no intent.
  static let heartbeat = HapticPattern(
    id: "heartbeat",
    track: [
      transient(0, 1.0, 0.2), transient(180, 0.6, 0.2, id: 1), transient(900, 1.0, 0.2, id: 2),
      transient(1080, 0.6, 0.2, id: 3),
    ],
    fallbacks: Fallbacks(web: [40, 140, 30, 690, 40, 140, 30]))

  /// A continuous ramp with ticks riding on it: curves and transients overlap.
  static let rampWithTicks = HapticPattern(
    id: "ramp-with-ticks",
    track: [
      continuous(0, 600, 1.0, 0.4, curve: .easeIn),
      transient(200, 0.5, 0.9, id: 1), transient(400, 0.7, 0.9, id: 2),
      transient(600, 1.0, 0.9, id: 3),
    ],
    requiredCapability: "curve",
    fallbacks: Fallbacks(web: [600]))

  /// A long press: one flat continuous event needing amplitude.
  static let longPress = HapticPattern(
    id: "long-press",
    track: [continuous(0, 400, 0.7, 0.3), continuous(400, 80, 1.0, 0.6, curve: .linear, id: 1)],
    requiredCapability: "amplitude",
    fallbacks: Fallbacks(web: [480]))

  /// A notification intent with no track.
  static let success = HapticPattern(
    id: "save-success", intent: "notification.success",
    fallbacks: Fallbacks(web: [50, 60, 80]))

  static let all = [doubleTap, heartbeat, rampWithTicks, longPress, success]
}
