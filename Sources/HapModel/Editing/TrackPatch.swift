/// How one track differs from another: the events of one span replaced by other events.
///
/// Every edit changes one stretch of the time-ordered track (a drag moves events a little way,
/// an insert or delete touches one place), so keeping the span before and after, rather than
/// the whole track twice, makes an undo step cost what the edit touched.
public struct TrackPatch: Equatable, Sendable {
  /// Where the span starts; the events before it are the same in both tracks.
  public var start: Int
  /// The span's events in the old track.
  public var removed: [TrackEvent]
  /// The span's events in the new track.
  public var inserted: [TrackEvent]

  public init(start: Int, removed: [TrackEvent], inserted: [TrackEvent]) {
    self.start = start
    self.removed = removed
    self.inserted = inserted
  }

  /// The patch that turns `old` into `new`: everything between their common start and common
  /// end.
  public static func between(_ old: [TrackEvent], _ new: [TrackEvent]) -> TrackPatch {
    if sameStorage(old, new) { return TrackPatch(start: 0, removed: [], inserted: []) }
    let (prefix, suffix) = old.withUnsafeBufferPointer { a in
      new.withUnsafeBufferPointer { b in
        let shorter = min(a.count, b.count)
        var prefix = 0
        while prefix < shorter, same(a, prefix, b, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, same(a, a.count - 1 - suffix, b, b.count - 1 - suffix) {
          suffix += 1
        }
        return (prefix, suffix)
      }
    }
    return TrackPatch(
      start: prefix, removed: Array(old[prefix..<(old.count - suffix)]),
      inserted: Array(new[prefix..<(new.count - suffix)]))
  }

  /// `a[i] == b[j]`, field by field in place: comparing copies of the events would retain and
  /// release their strings and member lists, which made a diff of 100,000 events cost ~8 ms.
  @inline(__always)
  private static func same(
    _ a: UnsafeBufferPointer<TrackEvent>, _ i: Int, _ b: UnsafeBufferPointer<TrackEvent>, _ j: Int
  ) -> Bool {
    a[i].id == b[j].id && a[i].at == b[j].at && a[i].type == b[j].type
      && a[i].intensity == b[j].intensity && a[i].sharpness == b[j].sharpness
      && a[i].duration == b[j].duration && a[i].curve == b[j].curve
      && a[i].primitive == b[j].primitive && a[i].extra == b[j].extra
  }

  /// Whether two arrays are one buffer (an edit that left the track alone): no need to compare.
  private static func sameStorage(_ a: [TrackEvent], _ b: [TrackEvent]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBufferPointer { x in
      b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress }
    }
  }

  /// Whether the patch changes nothing.
  public var isEmpty: Bool { removed.isEmpty && inserted.isEmpty }

  /// The events the patch keeps: what it costs to hold.
  public var eventCount: Int { removed.count + inserted.count }

  /// The old track turned into the new one.
  public func applied(to old: consuming [TrackEvent]) -> [TrackEvent] {
    guard !isEmpty else { return old }
    var events = consume old
    events.replaceSubrange(start..<(start + removed.count), with: inserted)
    return events
  }

  /// The new track turned back into the old one.
  public func reverted(from new: consuming [TrackEvent]) -> [TrackEvent] {
    guard !isEmpty else { return new }
    var events = consume new
    events.replaceSubrange(start..<(start + inserted.count), with: removed)
    return events
  }

  /// One patch doing `self` then `next`, given `middle`, the track between the two (what
  /// `self` produced and `next` started from).
  public func then(_ next: TrackPatch, through middle: [TrackEvent]) -> TrackPatch {
    if isEmpty { return next }
    if next.isEmpty { return self }
    // Both spans in the middle track's positions; the merged span covers both.
    let low = min(start, next.start)
    let high = max(start + inserted.count, next.start + next.removed.count)
    let old = Array(middle[low..<start]) + removed + middle[(start + inserted.count)..<high]
    let new =
      Array(middle[low..<next.start]) + next.inserted
      + middle[(next.start + next.removed.count)..<high]
    return TrackPatch.between(old, new).shifted(by: low)
  }

  /// The patch that replaces `removed`, starting at `start`, with `inserted`, less the events
  /// at either end that the two share (what `between` finds over whole tracks).
  public static func trimmed(start: Int, removed: [TrackEvent], inserted: [TrackEvent])
    -> TrackPatch
  {
    between(removed, inserted).shifted(by: start)
  }

  private func shifted(by offset: Int) -> TrackPatch {
    TrackPatch(start: start + offset, removed: removed, inserted: inserted)
  }
}
