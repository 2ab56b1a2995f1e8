import HapModel

/// The track pane's state: the pattern being edited, the selection, the cursor, the view and
/// the snap grid, and a mouse drag in progress.
public struct TrackState: Equatable, Sendable {
  public var pattern: HapticPattern
  /// Selected event ids in the order they were selected; the last one is shown in the inspector.
  public var selection: [EventID] = []
  /// The raw value the next new event's id gets.
  public var nextEventID: Int
  /// The cursor's time in milliseconds.
  public var cursorTime = 0
  /// The cursor's intensity, 0…1: where `t` and `c` put a new event.
  public var cursorLevel = 0.5
  public var viewport = Viewport()
  /// The snap grid in milliseconds; `nil` when off.
  public var snap: Int?
  /// A mouse drag in progress.
  public var drag: DragState?
  /// The breakpoint view of a run of steps, while it is open (`:envelope`).
  public var envelope: EnvelopeView?
  /// Counts mouse presses, so each drag gets its own undo run.
  public var gestureCount = 0
  /// At least the longest continuous event's duration, which bounds the search for visible
  /// events (an undo may leave it above the truth until the next analysis answer, D248).
  public var longestDuration: Int
  /// Where the primary selected event was last found in the track (a hint, checked on use).
  var primaryHint: Int?

  /// A track showing `pattern`, nothing selected, the cursor at the start.
  public init(pattern: HapticPattern) {
    self.pattern = pattern
    nextEventID = (pattern.events.map(\.id.raw).max() ?? -1) + 1
    longestDuration = Self.longestDuration(in: pattern)
  }

  /// The longest duration of any continuous event in `pattern`.
  static func longestDuration(in pattern: HapticPattern) -> Int {
    longestDuration(of: pattern.events)
  }

  /// The longest duration of any continuous event among `events`.
  static func longestDuration(of events: [TrackEvent]) -> Int {
    events.reduce(0) { max($0, $1.type == .continuous ? $1.duration ?? 0 : 0) }
  }

  /// When the last event stops, in milliseconds: `pattern.length` found by binary search,
  /// since only events starting within `longestDuration` of the last start can end later.
  public var trackLength: Int {
    let events = pattern.events
    guard let last = events.last else { return 0 }
    let from = TrackOrder.firstIndex(startingAtOrAfter: last.at - longestDuration, in: events)
    return events[from...].reduce(0) { max($0, $1.end) }
  }

  /// The event the inspector shows: the last one selected.
  public var primaryEvent: TrackEvent? {
    primaryIndex.map { pattern.events[$0] }
  }

  /// The track index of the primary event. The hint the reducer keeps makes this O(1) while
  /// the selection and the track stand still; otherwise it searches, first a few places either
  /// side of the hint (an added or removed event moves it by one), then the whole track.
  public var primaryIndex: Int? {
    guard let id = selection.last else { return nil }
    let events = pattern.events
    guard let hint = primaryHint, !events.isEmpty else { return events.firstIndex { $0.id == id } }
    let start = min(hint, events.count - 1)
    for distance in 0...Self.nearby {
      let above = start + distance
      if above < events.count, events[above].id == id { return above }
      let below = start - distance
      if distance > 0, below >= 0, events[below].id == id { return below }
    }
    return events.firstIndex { $0.id == id }
  }

  /// How many places either side of the hint `primaryIndex` looks before searching the track.
  static let nearby = 8

  /// Remembers where the primary event is, so frames find it without a search; with nothing
  /// selected, where the last one was (the next edit is usually near it: an add selects its
  /// new event at the cursor, an undo of it empties the selection).
  mutating func refreshPrimaryHint() {
    if let index = primaryIndex { primaryHint = index }
  }
}
