/// A `HapticTransient` or `HapticContinuous` event.
struct AHAPEvent: Equatable, Sendable {
  enum Kind: String, Sendable {
    case transient = "HapticTransient"
    case continuous = "HapticContinuous"
  }

  /// Start, in ms from the pattern start.
  var time: Int
  var kind: Kind
  /// Length in ms (continuous events only; at most `AHAPLayering.maximumEventDuration`).
  var duration: Int?
  var intensity: Double
  var sharpness: Double
}
