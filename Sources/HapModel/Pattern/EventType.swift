/// The two kinds of track event the 0.1 grammar defines.
public enum EventType: String, CaseIterable, Sendable {
  /// A discrete tap.
  case transient
  /// A sustained vibration with a duration.
  case continuous

  /// The type named by `rawValue`, compared directly: the synthesized look-up searched a table
  /// of names for each of a track's events (D301).
  public init?(rawValue: String) {
    if rawValue == "transient" {
      self = .transient
    } else if rawValue == "continuous" {
      self = .continuous
    } else {
      return nil
    }
  }
}
