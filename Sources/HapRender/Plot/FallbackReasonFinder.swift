/// Finds `FallbackReason.reason` from report entries as they come, so the renderer can say it
/// while it makes a report it never holds as entries (D450).
struct FallbackReasonFinder {
  /// The rung that played.
  let rung: Rung
  /// Whether a track's entries can say why the rendition fell back: only below the track.
  private let trackMatters: Bool
  /// The latest rung tried that failed and the reason, so far.
  private var last: (order: Int, reason: String)?
  /// The first reason of a dropped entry that is not unused, for a silent rendition.
  private var first: String?

  init(rung: Rung) {
    self.rung = rung
    trackMatters = Ladder.order(.track) < Ladder.order(rung)
  }

  /// Reads one entry, in report order.
  mutating func add(
    construct: Construct, status: SupportStatus, reason words: @autoclosure () -> String,
    unused: Bool
  ) {
    guard status == .dropped, !unused else { return }
    let reason = words()
    if first == nil { first = reason }
    switch construct {
    case .intent, .web, .reduced: break
    // A track's entries (one per event and construct) can only say the track failed, which
    // matters only below the track; above it they are passed over without reading their words.
    default: if !trackMatters { return }
    }
    guard let failed = FallbackReason.failedRung(construct: construct, reason: reason),
      Ladder.order(failed) < Ladder.order(rung)
    else { return }
    // The ladder tries the rungs in `Ladder.order`; the report lists them in another order
    // (the intent, the track, web, reduced), so the latest rung tried wins, not the latest
    // entry.
    if last.map({ Ladder.order(failed) >= $0.order }) ?? true {
      last = (Ladder.order(failed), reason)
    }
  }

  /// The reason, once every entry is read.
  var reason: String? {
    // Nothing plays and no rung says why on its own (the system's haptics are off, reduced
    // feedback without a reduced fallback): the first reason given.
    if last == nil, rung == .silent { return first }
    return last?.reason
  }
}
