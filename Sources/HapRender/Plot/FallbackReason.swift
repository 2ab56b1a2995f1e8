/// Why a rendition fell back from a rung it preferred, in one line, for a lane's and a
/// platform column's words (D173): the reason the report gives for the rung just above the
/// one that played; `nil` when the first rung the pattern has played.
public enum FallbackReason {
  /// The line for a rendition that played `rung` with `report`: what plays instead, then why.
  public static func line(rung: Rung, report: [ReportEntry]) -> String? {
    guard let reason = reason(rung: rung, report: report) else { return nil }
    let to = rung == .silent ? "nothing plays" : "rung \(rung.rawValue) plays"
    return "\(to): \(reason)"
  }

  /// The report's reason alone, for a place that already says which rung plays.
  public static func reason(rung: Rung, report: [ReportEntry]) -> String? {
    var reason: String?
    for entry in report where entry.status == .dropped && !entry.unused {
      // A failed intent is reported on its own construct; a failed track on each event's
      // constructs, all with the same words.
      if entry.construct == .intent || entry.reason.hasPrefix("track not played: ") {
        reason = entry.reason
      }
    }
    // Nothing plays and no rung says why on its own (the system's haptics are off, reduced
    // feedback without a reduced fallback): the first reason given.
    if reason == nil, rung == .silent {
      reason = report.first { $0.status == .dropped && !$0.unused }?.reason
    }
    return reason
  }
}
