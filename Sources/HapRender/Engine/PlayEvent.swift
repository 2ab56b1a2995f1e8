import HapModel

/// One track event ready to play: defaults filled in, values clamped, its file position kept.
struct PlayEvent: Sendable, Equatable {
  /// Intensity when the file leaves it out (D017).
  static let defaultIntensity = 1.0
  /// Sharpness when the file leaves it out: the neutral middle.
  static let defaultSharpness = 0.5

  /// 0-based position in the file's `track` array.
  var index: Int
  var type: EventType
  var at: Int
  /// Length in ms for continuous events (0 when missing); 0 for transients.
  var duration: Int
  var intensity: Double
  var sharpness: Double
  /// The curve of a continuous event; `hold` and missing both mean a flat level.
  var curve: Curve?
  /// The composition primitive the event's `primitive` hint names, if it names one. The text
  /// itself stays in the pattern (`RenderInput.primitiveText`), so a play event holds no
  /// reference and copies cheaply.
  var hint: AndroidPrimitive?
  /// Whether the file wrote a duration (a continuous event without one is HAP006).
  var durationWritten: Bool

  init(index: Int, event: TrackEvent) {
    self.index = index
    type = event.type
    at = Swift.min(Swift.max(event.at, 0), RenderInput.maximumTime)
    duration =
      event.type == .continuous
      ? Swift.min(Swift.max(event.duration ?? 0, 0), RenderInput.maximumTime) : 0
    intensity = Self.unit(event.intensity) ?? Self.defaultIntensity
    sharpness = Self.unit(event.sharpness) ?? Self.defaultSharpness
    curve = event.type == .continuous ? event.curve : nil
    hint = event.primitive.flatMap(AndroidPrimitive.init(hint:))
    durationWritten = event.duration != nil
  }

  /// The label the report uses: `event 3` for the third event of the file.
  var label: String { "event \(index + 1)" }

  var end: Int { at + duration }

  /// Whether anything plays: a transient, or a continuous event with a duration.
  var isPlayable: Bool { type == .transient || duration > 0 }

  /// The playable ones of `events`: `events` itself (its storage shared, no copy) when every
  /// one plays, as in most tracks.
  static func playable(_ events: [PlayEvent]) -> [PlayEvent] {
    events.allSatisfy(\.isPlayable) ? events : events.filter(\.isPlayable)
  }

  /// A curve that actually changes the level over time.
  var shapingCurve: Curve? {
    guard let curve, curve != .hold else { return nil }
    return curve
  }

  /// A value clamped to 0...1 (an infinity from an out-of-range number clamps too).
  static func unit(_ value: Double?) -> Double? {
    guard let value, !value.isNaN else { return nil }
    return Swift.min(Swift.max(value, 0), 1)
  }
}
