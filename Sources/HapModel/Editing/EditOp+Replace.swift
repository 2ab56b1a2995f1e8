extension EditOp {
  /// The track without the events `ids` names and with `added` merged in by time; events that
  /// start together keep the track's own first, then the added ones in their given order.
  static func replace(
    _ ids: Set<EventID>, with added: [TrackEvent], in events: [TrackEvent]
  ) throws(EditError) -> [TrackEvent]? {
    let kept = ids.isEmpty ? events : events.filter { !ids.contains($0.id) }
    guard kept.count != events.count || !added.isEmpty else {
      throw EditError("nothing to change: select events first (Tab selects the next one)")
    }
    let clamped = TrackOrder.stablySorted(added.map(TrackOrder.clamped))
    let merged = TrackOrder.merge(moved: clamped, into: kept, after: true)
    // The schema wants at least one event in a track, so an emptied track is left out.
    return merged.isEmpty ? nil : merged
  }
}
