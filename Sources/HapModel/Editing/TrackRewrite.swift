/// What a selection edit made of a track: the whole new track, what the status line says about
/// it, and the next unused event id (edits that split events give the pieces fresh ids).
public struct TrackRewrite: Equatable, Sendable {
  /// The new track, in time order.
  public var events: [TrackEvent]
  /// What changed, for the status line (`scaled 12 events by 80%`).
  public var summary: String
  /// The raw value the next new event's id gets after this edit.
  public var nextID: Int

  public init(events: [TrackEvent], summary: String, nextID: Int) {
    self.events = events
    self.summary = summary
    self.nextID = nextID
  }

  /// `1 event`, `3 events`.
  static func count(_ n: Int, _ noun: String = "event") -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }

  /// A value as the status line writes it: at most three decimals, no trailing zeros.
  static func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// The selected events' positions in `events`, or the refusal every selection edit gives
  /// when nothing is selected.
  static func positions(of ids: Set<EventID>, in events: [TrackEvent]) throws(EditError) -> [Int] {
    let positions = TrackOrder.indices(of: ids, in: events)
    guard !positions.isEmpty else {
      throw EditError("select events first (Tab, A for all, V for a range)")
    }
    return positions
  }
}
