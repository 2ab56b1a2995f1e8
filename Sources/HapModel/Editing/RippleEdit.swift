/// Inserts or deletes time in the whole track, moving what comes after (a ripple), and trims
/// silence from both ends (issue 22, item 3).
///
/// These act on the track, not on the selection: time is inserted or cut for everything after
/// the cursor, as in a sound editor. A continuous event that straddles a cut is shortened by
/// the part cut out; a curved one keeps its curve over the shorter span, and the summary says
/// how many were cut so the change of shape is not silent.
public enum RippleEdit {
  /// The quietest intensity `trim` keeps by default: below it a step is silence (the import's
  /// tolerance, 0.02).
  public static let silence = 0.02

  /// `ms` of silence inserted at `time`: every event starting at or after it moves later.
  public static func insertTime(
    _ ms: Int, at time: Int, in events: [TrackEvent], nextID: Int
  ) throws(EditError) -> TrackRewrite {
    guard ms > 0 else { throw EditError("insert at least 1 ms (such as :insert 100)") }
    let from = TrackOrder.firstIndex(startingAtOrAfter: time, in: events)
    guard from < events.count else {
      throw EditError("no event starts at or after \(time) ms, so there is nothing to move")
    }
    var result = events
    for index in from..<events.count {
      result[index].at = min(events[index].at + ms, EventDefaults.maximumTime)
    }
    return TrackRewrite(
      events: result,
      summary: "inserted \(ms) ms at \(time) ms: \(TrackRewrite.count(events.count - from)) "
        + "moved later",
      nextID: nextID)
  }

  /// The `ms` after `time` cut out: events inside it go, events across its edges are
  /// shortened, and everything after it moves `ms` earlier.
  public static func deleteTime(
    _ ms: Int, at time: Int, in events: [TrackEvent], nextID: Int
  ) throws(EditError) -> TrackRewrite {
    guard ms > 0 else { throw EditError("delete at least 1 ms (such as :delete 100)") }
    let cutEnd = time + ms
    var result: [TrackEvent] = []
    result.reserveCapacity(events.count)
    var removed = 0
    var cut = 0
    var curvedCut = 0
    var moved = 0
    for var event in events {
      if event.at >= cutEnd {
        event.at -= ms
        moved += 1
        result.append(event)
        continue
      }
      let end = event.type == .continuous ? event.at + max(event.duration ?? 0, 0) : event.at
      if event.at >= time {
        // Starts inside the cut: gone, unless it lasts past it (then what is left stays).
        guard event.type == .continuous, end > cutEnd else {
          removed += 1
          continue
        }
        event.at = time
        event.duration = end - cutEnd
      } else if event.type == .continuous, end > time {
        event.duration = (event.duration ?? 0) - (min(end, cutEnd) - time)
      } else {
        result.append(event)
        continue
      }
      cut += 1
      if TimeEdit.isSloped(event.curve) { curvedCut += 1 }
      result.append(event)
    }
    guard removed + cut + moved > 0 else {
      throw EditError("nothing lies at or after \(time) ms, so there is no time to delete")
    }
    var parts: [String] = []
    if removed > 0 { parts.append("\(TrackRewrite.count(removed)) removed") }
    if cut > 0 {
      parts.append(
        "\(cut) shortened" + (curvedCut > 0 ? " (\(curvedCut) curved: its shape is cut too)" : ""))
    }
    if moved > 0 { parts.append("\(moved) moved earlier") }
    return TrackRewrite(
      events: TrackOrder.stablySorted(result),
      summary: "deleted \(ms) ms at \(time) ms: " + parts.joined(separator: ", "),
      nextID: nextID)
  }

  /// The track without its silent ends: events at most `threshold` loud at the start and the
  /// end go, and the rest moves so the first felt event starts at 0 ms.
  public static func trimSilence(
    below threshold: Double = silence, in events: [TrackEvent], nextID: Int
  ) throws(EditError) -> TrackRewrite {
    guard threshold.isFinite, (0..<1).contains(threshold) else {
      throw EditError("the silence threshold is 0 up to 1 (such as :trim 0.05)")
    }
    func felt(_ event: TrackEvent) -> Bool {
      event.effectiveIntensity > threshold
        && (event.type == .transient || (event.duration ?? 0) > 0)
    }
    guard let first = events.firstIndex(where: felt), let last = events.lastIndex(where: felt)
    else {
      throw EditError(
        "every event is at most \(TrackRewrite.number(threshold)) loud: trimming would leave "
          + "nothing (x deletes them)")
    }
    // A quiet event between felt ones is not at an end: it stays.
    let kept = Array(events[first...last])
    let lead = kept.map(\.at).min() ?? 0
    let dropped = events.count - kept.count
    guard dropped > 0 || lead > 0 else {
      throw EditError("no silence at either end: the track starts at 0 ms with a felt event")
    }
    let shifted = kept.map { event -> TrackEvent in
      var event = event
      event.at -= lead
      return event
    }
    var parts: [String] = []
    if dropped > 0 {
      parts.append(
        "\(TrackRewrite.count(dropped)) at most \(TrackRewrite.number(threshold)) loud removed")
    }
    if lead > 0 { parts.append("\(lead) ms of leading silence cut") }
    return TrackRewrite(
      events: shifted, summary: "trimmed: " + parts.joined(separator: ", "), nextID: nextID)
  }
}
