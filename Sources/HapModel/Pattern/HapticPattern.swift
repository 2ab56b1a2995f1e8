/// The typed content of a `haptic` block.
///
/// Token fields (`intent`, `requiredCapability`, `fallbacks.reduced`) are kept as written, so a
/// token from a later grammar survives a round trip; `intentToken` and friends give the typed
/// view a 0.1 runtime acts on. `extra` holds top-level members this grammar does not define.
public struct HapticPattern: Equatable, Sendable {
  /// The grammar version, for example `"0.1"`.
  public var haptic: String
  /// The pattern slug; matches the frontmatter `id`.
  public var id: String
  public var intent: String?
  /// The events, or `nil` when the block has no `track` member.
  public var track: [TrackEvent]?
  public var requiredCapability: String?
  public var fallbacks: Fallbacks?
  public var extra: JSONMembers

  public init(
    haptic: String = "0.1", id: String, intent: String? = nil, track: [TrackEvent]? = nil,
    requiredCapability: String? = nil, fallbacks: Fallbacks? = nil,
    extra: JSONMembers = JSONMembers()
  ) {
    self.haptic = haptic
    self.id = id
    self.intent = intent
    self.track = track
    self.requiredCapability = requiredCapability
    self.fallbacks = fallbacks
    self.extra = extra
  }

  /// The intent as a Tier-0 token, or `nil` when absent or unknown to 0.1.
  public var intentToken: IntentToken? { intent.flatMap(IntentToken.init(rawValue:)) }

  /// The required capability as a known token, or `nil` when absent or unknown.
  public var capability: Capability? { requiredCapability.flatMap(Capability.init(rawValue:)) }

  /// The reduced-path intent as a Tier-0 token, or `nil` when absent or unknown.
  public var reducedToken: IntentToken? { fallbacks?.reduced.flatMap(IntentToken.init(rawValue:)) }

  /// The events of the track, or an empty array when there is no track.
  public var events: [TrackEvent] { track ?? [] }

  /// The time the last event stops, in milliseconds.
  public var length: Int { events.reduce(0) { max($0, $1.end) } }
}
