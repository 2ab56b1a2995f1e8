extension EditOp {
  /// Returns `pattern` with this edit applied; the result is always structurally conformant
  /// when `pattern` was.
  ///
  /// Deltas are clamped to the allowed ranges; an edit that cannot be made valid, or that would
  /// change nothing the author asked for (shortening a transient), throws an `EditError`.
  public func apply(to pattern: HapticPattern) throws(EditError) -> HapticPattern {
    var result = pattern
    switch self {
    case .insert(let event):
      let events = pattern.events
      let index = TrackOrder.insertionIndex(for: event.at, in: events)
      // Built in one pass into a buffer of the right size: the old track is shared with the
      // undo history, so it is copied once rather than copied and then shifted.
      var inserted: [TrackEvent] = []
      inserted.reserveCapacity(events.count + 1)
      inserted.append(contentsOf: events[..<index])
      inserted.append(TrackOrder.clamped(event))
      inserted.append(contentsOf: events[index...])
      result.track = inserted
    case .remove(let ids):
      let events = pattern.events.filter { !ids.contains($0.id) }
      guard events.count != pattern.events.count else {
        throw EditError("nothing selected to delete")
      }
      // The schema wants at least one event in a track, so an emptied track is left out.
      result.track = events.isEmpty ? nil : events
    case .move, .retime, .adjustSharpness, .setCurve:
      result.track = try edited(pattern.events)
    case .quantize(let ids, let grid):
      guard grid > 0 else { throw EditError("the snap grid must be at least 1 ms") }
      let events = try Self.modify(pattern.events, ids: ids) {
        $0.at = min(Int((Double($0.at) / Double(grid)).rounded()) * grid, EventDefaults.maximumTime)
      }
      result.track = TrackOrder.stablySorted(events)
    case .setEvent(let id, let field):
      result.track = try Self.set(field, of: id, in: pattern.events)
    case .setPattern(let field):
      try Self.set(field, in: &result)
    case .replace(let ids, let events, _):
      result.track = try Self.replace(ids, with: events, in: pattern.events)
    case .rewrite(let events, _):
      let clamped = TrackOrder.stablySorted(events.map(TrackOrder.clamped))
      // The schema wants at least one event in a track, so an emptied track is left out.
      result.track = clamped.isEmpty ? nil : clamped
    }
    return result
  }

  /// `events` with a move, retime, sharpness or curve edit applied (any other edit returns them
  /// as they are): the whole track, or a span holding every event the edit touches and every
  /// place they go, which `patch(in:)` chooses.
  func edited(_ events: [TrackEvent]) throws(EditError) -> [TrackEvent] {
    switch self {
    case .move(let ids, let time, let intensity):
      return try Self.move(events, ids: ids, time: time, intensity: intensity)
    case .retime(let ids, let by):
      return try Self.modifyContinuous(events, ids: ids, noun: "duration") {
        let duration = ($0.duration ?? EventDefaults.duration) + by
        $0.duration = min(max(duration, EventDefaults.minimumDuration), EventDefaults.maximumTime)
      }
    case .adjustSharpness(let ids, let by):
      return try Self.modify(events, ids: ids) {
        $0.sharpness = UnitValue.clamped($0.effectiveSharpness + by)
      }
    case .setCurve(let ids, let curve):
      return try Self.modifyContinuous(events, ids: ids, noun: "curve") { $0.curve = curve }
    default:
      return events
    }
  }

  /// How far a move of the events at `positions` really shifts them: the group keeps its rhythm
  /// and stays within 0 ms and the longest time the schema allows.
  static func shift(
    _ time: Int, of positions: [Int], in events: [TrackEvent]
  ) -> (shift: Int, earliest: Int, latest: Int) {
    var earliest = Int.max
    var latest = Int.min
    for position in positions {
      earliest = min(earliest, events[position].at)
      latest = max(latest, events[position].at)
    }
    return (min(max(time, -earliest), EventDefaults.maximumTime - latest), earliest, latest)
  }

  static func modify(
    _ events: [TrackEvent], ids: Set<EventID>, _ change: (inout TrackEvent) -> Void
  ) throws(EditError) -> [TrackEvent] {
    var events = events
    let positions = TrackOrder.indices(of: ids, in: events)
    guard !positions.isEmpty else {
      throw EditError("select an event first (Tab selects the next one)")
    }
    for index in positions { change(&events[index]) }
    return events
  }

  static func modifyContinuous(
    _ events: [TrackEvent], ids: Set<EventID>, noun: String,
    _ change: (inout TrackEvent) -> Void
  ) throws(EditError) -> [TrackEvent] {
    var events = events
    let positions = TrackOrder.indices(of: ids, in: events)
    let selected = !positions.isEmpty
    var touched = false
    for index in positions {
      guard events[index].type == .continuous else { continue }
      change(&events[index])
      touched = true
    }
    guard selected else { throw EditError("select an event first (Tab selects the next one)") }
    guard touched else { throw EditError("transients have no \(noun); select a continuous event") }
    return events
  }

  static func move(
    _ events: [TrackEvent], ids: Set<EventID>, time: Int, intensity: Double
  ) throws(EditError) -> [TrackEvent] {
    let positions = TrackOrder.indices(of: ids, in: events)
    guard !positions.isEmpty else {
      throw EditError("select an event first (Tab selects the next one)")
    }
    var moved = positions.map { events[$0] }
    // The whole group shifts by the same amount so its rhythm survives hitting time zero.
    let shift = Self.shift(time, of: positions, in: events).shift
    for index in moved.indices {
      moved[index].at += shift
      if intensity != 0 {
        moved[index].intensity = UnitValue.clamped(moved[index].effectiveIntensity + intensity)
      }
    }
    var result = events
    if shift == 0 {
      for (position, event) in zip(positions, moved) { result[position] = event }
      return result
    }
    let sorted = TrackOrder.stablySorted(moved)
    guard positions.count <= 64 else {
      let kept = Set(positions)
      let rest = events.indices.filter { !kept.contains($0) }.map { events[$0] }
      return TrackOrder.merge(moved: sorted, into: rest, after: shift > 0)
    }
    // A few events: take them out and put each back by binary search, so a drag costs a
    // memory move rather than a rebuilt track.
    for position in positions.reversed() { result.remove(at: position) }
    if shift > 0 {
      for event in sorted {
        result.insert(event, at: TrackOrder.insertionIndex(for: event.at, in: result))
      }
    } else {
      for event in sorted.reversed() {
        result.insert(event, at: TrackOrder.firstIndex(startingAtOrAfter: event.at, in: result))
      }
    }
    return result
  }
}

/// Clamps and rounds values in 0...1 so repeated nudges never drift (0.1 + 0.05 stays 0.15).
enum UnitValue {
  static func clamped(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return (min(max(value, 0), 1) * 1000).rounded() / 1000
  }
}
