import Synchronization

/// The canonical text of the last track encoded through it, kept so that encoding the same
/// track after an edit copies the text of every event the edit left alone (DECISIONS.md D340).
///
/// An edit changes one stretch of the track (a drag, an added or deleted event, an undo): the
/// events before and after it are the same values, and an event's text depends on nothing but
/// the event. So the longest common start and end of the two tracks are copied and only the
/// stretch between them is written. The result is byte for byte what `PatternEncoder` writes
/// without it. Safe to share between threads.
public final class TrackEncodingCache: Sendable {
  private let last = Mutex<TrackText?>(nil)

  public init() {}

  /// The canonical text of `events` (each event at the track's indentation, followed by
  /// `,\n`), reusing the last call's where the events are the same.
  func text(of events: [TrackEvent]) -> TrackText {
    let previous = last.withLock { $0 }
    let made = TrackText(events, reusing: previous)
    last.withLock { $0 = made }
    return made
  }
}
