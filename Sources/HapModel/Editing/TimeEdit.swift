/// Stretches or reverses a selection in time as one edit (issue 22, item 3).
///
/// The range is the selection's own: from its first start to its last end. Events outside the
/// selection stay where they are. A reversed curve is a fall the 0.1 grammar cannot write (its
/// curves rise from silence), so a curved event is re-derived as held stairs that fall as the
/// curve rose, and the summary says so rather than keeping a curve that would play the wrong
/// way round.
public enum TimeEdit {
  /// How long each stair of a re-derived curve lasts at most, in milliseconds (as fades, D089).
  public static let stairStep = FadeShape.defaultStep

  /// The selection's times and durations multiplied by `percent` / 100 from its first start
  /// (above 0); continuous events keep at least 1 ms. A selection without length is refused.
  public static func stretch(
    by percent: Double, _ ids: Set<EventID>, in events: [TrackEvent], nextID: Int
  ) throws(EditError) -> TrackRewrite {
    guard percent.isFinite, percent > 0 else {
      throw EditError("stretch by a percentage above 0 (200 makes the selection twice as long)")
    }
    let positions = try TrackRewrite.positions(of: ids, in: events)
    let start = positions.map { events[$0].at }.min() ?? 0
    let end = positions.map { events[$0].end }.max() ?? start
    guard end > start else {
      throw EditError("the selection lasts 0 ms, so there is nothing to stretch")
    }
    let factor = percent / 100
    var result = events
    for index in positions {
      var event = events[index]
      event.at = start + Int((Double(event.at - start) * factor).rounded())
      if event.type == .continuous, let duration = event.duration {
        event.duration = max(Int((Double(duration) * factor).rounded()), 1)
      }
      result[index] = TrackOrder.clamped(event)
    }
    let sorted = TrackOrder.stablySorted(result)
    let newEnd = positions.map { result[$0].end }.max() ?? start
    return TrackRewrite(
      events: sorted,
      summary: "stretched \(TrackRewrite.count(positions.count)) to "
        + "\(TrackRewrite.number(percent))%: \(end - start) → \(newEnd - start) ms",
      nextID: nextID)
  }

  /// The selection mirrored in time within its range, so what came last comes first. Flat
  /// events and transients keep every field; a curved event becomes held stairs.
  public static func reverse(
    _ ids: Set<EventID>, in events: [TrackEvent], nextID: Int
  ) throws(EditError) -> TrackRewrite {
    let positions = try TrackRewrite.positions(of: ids, in: events)
    let start = positions.map { events[$0].at }.min() ?? 0
    let end = positions.map { events[$0].end }.max() ?? start
    var next = nextID
    var reversed: [TrackEvent] = []
    var curves = 0
    var stairs = 0
    for index in positions.reversed() {
      var event = events[index]
      event.at = start + end - event.end
      guard event.type == .continuous, isSloped(event.curve) else {
        reversed.append(event)
        continue
      }
      let pieces = fall(of: event, ids: &next)
      curves += 1
      stairs += pieces.count
      reversed += pieces
    }
    let kept = Set(positions)
    let rest = events.indices.filter { !kept.contains($0) }.map { events[$0] }
    let merged = TrackOrder.merge(
      moved: TrackOrder.stablySorted(reversed), into: rest, after: true)
    var summary =
      "reversed \(TrackRewrite.count(positions.count)) over \(start)–\(end) ms"
    if curves > 0 {
      summary +=
        "; \(TrackRewrite.count(curves, "curve")) became \(stairs) held stairs"
        + " (the grammar's curves only rise)"
    }
    return TrackRewrite(events: merged, summary: summary, nextID: next)
  }

  /// Whether a curve changes the level over the event.
  static func isSloped(_ curve: Curve?) -> Bool {
    switch curve {
    case .linear, .easeIn, .easeOut: true
    case .hold, nil: false
    }
  }

  /// The fraction of the intensity a curve gives at `fraction` of the duration (the renderers'
  /// formulas, D006, D017).
  static func level(_ curve: Curve?, _ fraction: Double) -> Double {
    let t = min(max(fraction, 0), 1)
    switch curve {
    case .linear: return t
    case .easeIn: return t * t
    case .easeOut: return 1 - (1 - t) * (1 - t)
    case .hold, nil: return 1
    }
  }

  /// `event` (already placed at its mirrored start) played backwards as held stairs, each at
  /// the reversed curve's level in the stair's middle; the other fields are kept on each.
  static func fall(of event: TrackEvent, ids next: inout Int) -> [TrackEvent] {
    let duration = max(event.duration ?? EventDefaults.duration, 1)
    let count = min(max((duration + stairStep - 1) / stairStep, 2), duration)
    var stairs: [TrackEvent] = []
    var at = event.at
    for index in 0..<count {
      let stop = event.at + duration * (index + 1) / count
      let middle = (Double(at + stop) / 2 - Double(event.at)) / Double(duration)
      var stair = event
      stair.id = EventID(next)
      next += 1
      stair.at = at
      stair.duration = stop - at
      stair.curve = .hold
      stair.intensity = UnitValue.clamped(event.effectiveIntensity * level(event.curve, 1 - middle))
      stairs.append(stair)
      at = stop
    }
    return stairs
  }
}
