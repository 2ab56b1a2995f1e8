extension EditOp {
  /// The span of the time-ordered `events` this edit replaces and what replaces it, worked out
  /// from that span alone, or `nil` when the edit has no local form here and `apply(to:)` must
  /// run on the whole pattern (pattern fields, pastes, rewrites, snapping, a new start time
  /// typed in, an edit that would empty the track, one whose events are not there).
  ///
  /// Applied to `events`, the patch gives exactly the track `apply(to:)` gives, and it is the
  /// patch `TrackPatch.between` would find between the two (D139): a keystroke on a long track
  /// then costs what it touches, not a copy and a comparison of every event.
  public func patch(in events: [TrackEvent]) throws(EditError) -> TrackPatch? {
    switch self {
    case .insert(let event):
      let index = TrackOrder.insertionIndex(for: event.at, in: events)
      return TrackPatch(start: index, removed: [], inserted: [TrackOrder.clamped(event)])
    case .remove(let ids):
      let positions = TrackOrder.indices(of: ids, in: events)
      guard let first = positions.first, let last = positions.last, positions.count < events.count
      else { return nil }
      let span = Array(events[first...last])
      return TrackPatch.trimmed(
        start: first, removed: span, inserted: span.filter { !ids.contains($0.id) })
    case .setEvent(let id, let field):
      if case .at = field { return nil }
      guard let position = events.firstIndex(where: { $0.id == id }) else { return nil }
      let span = [events[position]]
      return TrackPatch.trimmed(
        start: position, removed: span, inserted: try Self.set(field, of: id, in: span))
    case .retime(let ids, _), .adjustSharpness(let ids, _), .setCurve(let ids, _):
      let positions = TrackOrder.indices(of: ids, in: events)
      guard let first = positions.first, let last = positions.last else { return nil }
      let span = Array(events[first...last])
      return TrackPatch.trimmed(start: first, removed: span, inserted: try edited(span))
    case .move(let ids, let time, _):
      let positions = TrackOrder.indices(of: ids, in: events)
      guard let first = positions.first, let last = positions.last else { return nil }
      let (shift, earliest, latest) = Self.shift(time, of: positions, in: events)
      // The span runs from the first event that moves, or the first the moved ones may land
      // before, to the last that moves, or the last they may land after: outside it nothing
      // moves and nothing arrives.
      let low = min(first, TrackOrder.firstIndex(startingAtOrAfter: earliest + shift, in: events))
      let high = max(last + 1, TrackOrder.insertionIndex(for: latest + shift, in: events))
      let span = Array(events[low..<high])
      return TrackPatch.trimmed(start: low, removed: span, inserted: try edited(span))
    default:
      return nil
    }
  }
}
