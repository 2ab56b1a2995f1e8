/// Keeps a track in non-decreasing `at` order without disturbing events that start together.
public enum TrackOrder {
  /// The index at which an event starting at `at` goes: after every event starting at or before it.
  public static func insertionIndex(for at: Int, in events: [TrackEvent]) -> Int {
    SortedSearch.firstIndex(in: events.count) { events[$0].at > at }
  }

  /// The index of the first event starting at or after `at` (binary search; the track is sorted).
  public static func firstIndex(startingAtOrAfter at: Int, in events: [TrackEvent]) -> Int {
    SortedSearch.firstIndex(in: events.count) { events[$0].at >= at }
  }

  /// The indices of the events with these ids, in track order.
  public static func indices(of ids: Set<EventID>, in events: [TrackEvent]) -> [Int] {
    // One id (the common case) is compared directly, without hashing every event's id.
    if ids.count == 1, let id = ids.first {
      return events.firstIndex { $0.id == id }.map { [$0] } ?? []
    }
    return events.indices.filter { ids.contains(events[$0].id) }
  }

  /// The events sorted by `at`, keeping the written order of events that start together.
  public static func stablySorted(_ events: [TrackEvent]) -> [TrackEvent] {
    if isSorted(events) { return events }
    return events.enumerated()
      .sorted {
        $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset
      }
      .map(\.element)
  }

  /// Whether `at` never decreases along the track.
  public static func isSorted(_ events: [TrackEvent]) -> Bool {
    zip(events, events.dropFirst()).allSatisfy { $0.at <= $1.at }
  }

  /// Merges sorted `moved` events into sorted `rest`; on equal `at`, moved events go after the
  /// others when `after` is true (they were dragged right) and before them otherwise.
  static func merge(moved: [TrackEvent], into rest: [TrackEvent], after: Bool) -> [TrackEvent] {
    var result: [TrackEvent] = []
    result.reserveCapacity(moved.count + rest.count)
    var i = 0
    var j = 0
    while i < moved.count || j < rest.count {
      let takeMoved: Bool
      if i == moved.count {
        takeMoved = false
      } else if j == rest.count {
        takeMoved = true
      } else if moved[i].at != rest[j].at {
        takeMoved = moved[i].at < rest[j].at
      } else {
        takeMoved = !after
      }
      if takeMoved {
        result.append(moved[i])
        i += 1
      } else {
        result.append(rest[j])
        j += 1
      }
    }
    return result
  }

  /// An event with its values brought into the ranges the schema allows.
  static func clamped(_ event: TrackEvent) -> TrackEvent {
    var event = event
    event.at = min(max(event.at, 0), EventDefaults.maximumTime)
    event.intensity = event.intensity.map(UnitValue.clamped)
    event.sharpness = event.sharpness.map(UnitValue.clamped)
    if event.type == .continuous {
      event.duration = min(
        max(event.duration ?? EventDefaults.duration, 0), EventDefaults.maximumTime)
    }
    return event
  }
}
