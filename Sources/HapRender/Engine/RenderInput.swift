import HapModel

/// A pattern as the engine reads it: tokens resolved against the 0.1 vocabulary, values clamped
/// to their ranges, and events in play order.
///
/// Rendering never refuses a pattern whose block parsed: out-of-range numbers are clamped and
/// out-of-order events are sorted, so non-conformant files still render what they mean.
struct RenderInput: Sendable {
  /// Times are capped here (about 11.5 days) so that arithmetic can never overflow.
  static let maximumTime = 1_000_000_000

  var pattern: HapticPattern
  /// The intent, when it is a Tier-0 token.
  var intent: IntentToken?
  /// The intent as written, when the 0.1 grammar does not know it.
  var unknownIntent: String?
  var capability: Capability?
  var unknownCapability: String?
  var reduced: IntentToken?
  var unknownReduced: String?
  /// `fallbacks.web` with negative entries clamped to 0, or `nil` when absent.
  var web: [Int]?
  /// The track in play order (stable by `at`), keeping each event's place in the file.
  let events: [PlayEvent]
  /// For each event by file index, its position in `events`.
  var positions: [Int]
  /// The constructs the pattern has, in report order (`ReportSites`).
  var sites: [ReportSite]
  /// The playable events of `events`: transients, and continuous events with a positive
  /// duration; made once, and `events` itself (its storage shared) when every event plays.
  let playable: [PlayEvent]

  init(_ pattern: HapticPattern) {
    self.pattern = pattern
    intent = pattern.intentToken
    unknownIntent = intent == nil ? pattern.intent : nil
    capability = pattern.capability
    unknownCapability = capability == nil ? pattern.requiredCapability : nil
    reduced = pattern.reducedToken
    unknownReduced = reduced == nil ? pattern.fallbacks?.reduced : nil
    web = pattern.fallbacks?.web.map { $0.map { Swift.min(Swift.max($0, 0), Self.maximumTime) } }
    let track = pattern.events
    var indexed: [PlayEvent] = []
    indexed.reserveCapacity(track.count)
    for index in track.indices { indexed.append(PlayEvent(index: index, event: track[index])) }
    // A conformant track is already in order (indices rise), so the sort is usually skipped.
    let ordered = indexed.indices.dropFirst().allSatisfy { indexed[$0 - 1].at <= indexed[$0].at }
    events = ordered ? indexed : indexed.sorted { ($0.at, $0.index) < ($1.at, $1.index) }
    var positions = [Int](repeating: 0, count: events.count)
    for (position, event) in events.enumerated() { positions[event.index] = position }
    self.positions = positions
    sites = ReportSites.sites(of: pattern)
    playable = PlayEvent.playable(events)
  }

  var hasTrack: Bool { !events.isEmpty }

  /// The `primitive` hint `event` was written with, as written ("" when none).
  func primitiveText(_ event: PlayEvent) -> String {
    pattern.events[event.index].primitive ?? ""
  }
}
