/// Why a rendition fell back from a rung it preferred, in one line, for a lane's and a
/// platform column's words (D173): the reason the report gives for the rung just above the
/// one that played, the last rung that failed (D226); `nil` when the first rung the pattern
/// has played.
public enum FallbackReason {
  /// The line for a rendition that played `rung` with `report`: what plays instead, then why.
  public static func line(rung: Rung, report: [ReportEntry]) -> String? {
    guard let reason = reason(rung: rung, report: report) else { return nil }
    let to = rung == .silent ? "nothing plays" : "rung \(rung.rawValue) plays"
    return "\(to): \(reason)"
  }

  /// The report's reason alone, for a place that already says which rung plays.
  public static func reason(rung: Rung, report: [ReportEntry]) -> String? {
    var last: (order: Int, reason: String)?
    // A track's entries (one per event and construct) can only say the track failed, which
    // matters only below the track; above it they are passed over without reading their words.
    let trackMatters = Ladder.order(.track) < Ladder.order(rung)
    for entry in report where entry.status == .dropped && !entry.unused {
      switch entry.construct {
      case .intent, .web, .reduced: break
      default: if !trackMatters { continue }
      }
      guard let failed = failedRung(entry), Ladder.order(failed) < Ladder.order(rung) else {
        continue
      }
      // The ladder tries the rungs in `Ladder.order`; the report lists them in another order
      // (the intent, the track, web, reduced), so the latest rung tried wins, not the latest
      // entry.
      if last.map({ Ladder.order(failed) >= $0.order }) ?? true {
        last = (Ladder.order(failed), entry.reason)
      }
    }
    // Nothing plays and no rung says why on its own (the system's haptics are off, reduced
    // feedback without a reduced fallback): the first reason given.
    if last == nil, rung == .silent {
      return report.first { $0.status == .dropped && !$0.unused }?.reason
    }
    return last?.reason
  }

  /// The rung whose failure `entry` reports, `nil` for an entry about one construct of a rung
  /// that played, or about a rung the ladder never tried (reduced feedback on: only
  /// `fallbacks.reduced` may play).
  static func failedRung(_ entry: ReportEntry) -> Rung? {
    if entry.reason.hasPrefix("reduced feedback is on: ") { return nil }
    switch entry.construct {
    case .intent: return .intent
    case .web: return .web
    case .reduced: return .reduced
    default:
      // A failed track is reported on each event's constructs, all with the same words.
      return entry.reason.hasPrefix("track not played: ") ? .track : nil
    }
  }
}
