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
      var events = pattern.events
      let index = TrackOrder.insertionIndex(for: event.at, in: events)
      events.insert(TrackOrder.clamped(event), at: index)
      result.track = events
    case .remove(let ids):
      let events = pattern.events.filter { !ids.contains($0.id) }
      guard events.count != pattern.events.count else {
        throw EditError("nothing selected to delete")
      }
      // The schema wants at least one event in a track, so an emptied track is left out.
      result.track = events.isEmpty ? nil : events
    case .move(let ids, let time, let intensity):
      result.track = try Self.move(pattern.events, ids: ids, time: time, intensity: intensity)
    case .retime(let ids, let by):
      result.track = try Self.modifyContinuous(pattern.events, ids: ids, noun: "duration") {
        let duration = ($0.duration ?? EventDefaults.duration) + by
        $0.duration = min(max(duration, EventDefaults.minimumDuration), EventDefaults.maximumTime)
      }
    case .adjustSharpness(let ids, let by):
      result.track = try Self.modify(pattern.events, ids: ids) {
        $0.sharpness = UnitValue.clamped($0.effectiveSharpness + by)
      }
    case .setCurve(let ids, let curve):
      result.track = try Self.modifyContinuous(pattern.events, ids: ids, noun: "curve") {
        $0.curve = curve
      }
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
    }
    return result
  }

  static func modify(
    _ events: [TrackEvent], ids: Set<EventID>, _ change: (inout TrackEvent) -> Void
  ) throws(EditError) -> [TrackEvent] {
    var events = events
    var touched = false
    for index in events.indices where ids.contains(events[index].id) {
      change(&events[index])
      touched = true
    }
    guard touched else { throw EditError("select an event first (Tab selects the next one)") }
    return events
  }

  static func modifyContinuous(
    _ events: [TrackEvent], ids: Set<EventID>, noun: String,
    _ change: (inout TrackEvent) -> Void
  ) throws(EditError) -> [TrackEvent] {
    var events = events
    var selected = false
    var touched = false
    for index in events.indices where ids.contains(events[index].id) {
      selected = true
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
    var moved: [TrackEvent] = []
    var rest: [TrackEvent] = []
    rest.reserveCapacity(events.count)
    for event in events {
      if ids.contains(event.id) { moved.append(event) } else { rest.append(event) }
    }
    guard !moved.isEmpty else {
      throw EditError("select an event first (Tab selects the next one)")
    }
    // The whole group shifts by the same amount so its rhythm survives hitting time zero.
    let earliest = moved.map(\.at).min() ?? 0
    let latest = moved.map(\.at).max() ?? 0
    let shift = min(max(time, -earliest), EventDefaults.maximumTime - latest)
    for index in moved.indices {
      moved[index].at += shift
      if intensity != 0 {
        moved[index].intensity = UnitValue.clamped(moved[index].effectiveIntensity + intensity)
      }
    }
    if shift == 0 {
      let byID = Dictionary(moved.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      return events.map { byID[$0.id] ?? $0 }
    }
    return TrackOrder.merge(moved: TrackOrder.stablySorted(moved), into: rest, after: shift > 0)
  }
}

/// Clamps and rounds values in 0...1 so repeated nudges never drift (0.1 + 0.05 stays 0.15).
enum UnitValue {
  static func clamped(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return (min(max(value, 0), 1) * 1000).rounded() / 1000
  }
}
