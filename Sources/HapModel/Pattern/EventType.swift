/// The two kinds of track event the 0.1 grammar defines.
public enum EventType: String, CaseIterable, Sendable {
  /// A discrete tap.
  case transient
  /// A sustained vibration with a duration.
  case continuous
}
