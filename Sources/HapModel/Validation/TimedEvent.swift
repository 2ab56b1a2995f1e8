/// A track event whose timing is well-formed, for the usage rules.
///
/// Kept in 24 bytes, as a long track holds one per event for every rule (D465).
struct TimedEvent {
  var at: Int
  /// The duration of a continuous event with a valid duration; 0 otherwise.
  var duration: Int
  /// `number`, stored narrow: a track holds fewer events than a tree's 32-bit indices.
  private var storedNumber: UInt32
  var type: EventType

  /// 1-based position in the track.
  var number: Int { Int(storedNumber) }

  init(number: Int, at: Int, type: EventType, duration: Int) {
    self.at = at
    self.duration = duration
    storedNumber = UInt32(truncatingIfNeeded: number)
    self.type = type
  }

  var end: Int { type == .continuous ? at + duration : at }

  /// The well-formed events of the block, sorted by start (stable, so ties keep track order).
  static func all(in context: BlockContext) -> [TimedEvent] { context.timedEvents }

  /// Works out `all(in:)` (once, as the context is made).
  static func sorted(in context: BlockContext) -> [TimedEvent] {
    var result: [TimedEvent] = []
    result.reserveCapacity(context.events.count)
    for offset in context.events.indices {
      guard let at = context.start(ofEventAt: offset), let type = context.type(ofEventAt: offset)
      else {
        continue
      }
      let duration =
        context.integer(context.member(.duration, ofEventAt: offset)).map { max(0, $0) } ?? 0
      result.append(
        TimedEvent(number: offset + 1, at: at, type: type, duration: duration))
    }
    // A track is almost always written in order, and a stable sort of a sorted list keeps it.
    if zip(result, result.dropFirst()).allSatisfy({ $0.at <= $1.at }) { return result }
    return result.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
      .map(\.element)
  }
}
