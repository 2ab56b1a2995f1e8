/// One event of a pattern's track: a transient tap or a continuous vibration.
///
/// Optional fields are `nil` when the file leaves them out; the model never invents a value
/// the author did not write. `extra` holds members this grammar version does not know.
public struct TrackEvent: Equatable, Sendable, Identifiable {
  /// Session-local identity; not part of the file.
  public var id: EventID
  /// Start offset from the track origin, in milliseconds.
  public var at: Int
  public var type: EventType
  /// Normalised strength, 0...1.
  public var intensity: Double?
  /// Normalised crispness, 0...1.
  public var sharpness: Double?
  /// Length in milliseconds; required for continuous events, ignored for transients.
  public var duration: Int?
  public var curve: Curve?
  /// An optional native-primitive hint (for example an Android composition primitive name).
  public var primitive: String?
  /// Members of the event object that the 0.1 grammar does not define.
  public var extra: JSONMembers

  public init(
    id: EventID, at: Int, type: EventType, intensity: Double? = nil, sharpness: Double? = nil,
    duration: Int? = nil, curve: Curve? = nil, primitive: String? = nil,
    extra: JSONMembers = JSONMembers()
  ) {
    self.id = id
    self.at = at
    self.type = type
    self.intensity = intensity
    self.sharpness = sharpness
    self.duration = duration
    self.curve = curve
    self.primitive = primitive
    self.extra = extra
  }

  /// The time the event stops, in milliseconds (a transient ends where it starts).
  public var end: Int { type == .continuous ? at + (duration ?? 0) : at }
}
