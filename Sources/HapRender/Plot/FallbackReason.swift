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
    var finder = FallbackReasonFinder(rung: rung)
    for entry in report {
      finder.add(
        construct: entry.construct, status: entry.status, reason: entry.reason,
        unused: entry.unused)
    }
    return finder.reason
  }

  /// The rung whose failure an entry about `construct` giving `reason` reports, `nil` for an
  /// entry about one construct of a rung that played, or about a rung the ladder never tried
  /// (reduced feedback on: only `fallbacks.reduced` may play).
  static func failedRung(construct: Construct, reason: String) -> Rung? {
    if reason.hasPrefix("reduced feedback is on: ") { return nil }
    switch construct {
    case .intent: return .intent
    case .web: return .web
    case .reduced: return .reduced
    default:
      // A failed track is reported on each event's constructs, all with the same words.
      return reason.hasPrefix("track not played: ") ? .track : nil
    }
  }
}
