import HapModel

/// Patterns for the editing tests.
enum EditingFixture {
  static func transient(_ id: Int, at: Int, intensity: Double? = 0.5, sharpness: Double? = 0.5)
    -> TrackEvent
  {
    TrackEvent(
      id: EventID(id), at: at, type: .transient, intensity: intensity, sharpness: sharpness)
  }

  static func continuous(
    _ id: Int, at: Int, duration: Int = 100, intensity: Double? = 0.6, curve: Curve? = nil
  ) -> TrackEvent {
    TrackEvent(
      id: EventID(id), at: at, type: .continuous, intensity: intensity, sharpness: 0.3,
      duration: duration, curve: curve)
  }

  /// A tap, a swell and a second tap: every event type, a curve and fallbacks.
  static let pattern = HapticPattern(
    id: "fixture", intent: "impact.medium",
    track: [
      transient(1, at: 0, intensity: 1, sharpness: 0.8),
      continuous(2, at: 40, duration: 200, intensity: 0.6, curve: .easeIn),
      transient(3, at: 300, intensity: nil, sharpness: nil),
    ],
    requiredCapability: "amplitude", fallbacks: Fallbacks(web: [20, 20, 200], reduced: "selection"))

  /// Whether a pattern keeps the invariants every edit must keep.
  static func isWellFormed(_ pattern: HapticPattern) -> Bool {
    let events = pattern.events
    let ordered = zip(events, events.dropFirst()).allSatisfy { $0.at <= $1.at }
    let ranged = events.allSatisfy { event in
      event.at >= 0 && (event.intensity.map { (0...1).contains($0) } ?? true)
        && (event.sharpness.map { (0...1).contains($0) } ?? true)
        && (event.type == .transient || (event.duration ?? -1) >= 0)
    }
    return ordered && ranged && pattern.track?.isEmpty != true
  }
}
