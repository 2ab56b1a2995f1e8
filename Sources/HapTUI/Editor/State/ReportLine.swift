import HapRender

/// One line of the honesty report as the artefact pane shows it: entries that share a
/// construct, a status and a reason are one line naming their events, so a reason repeated for
/// every event (web drops each event's intensity) is said once.
public struct ReportLine: Equatable, Sendable {
  public var construct: Construct
  public var status: SupportStatus
  public var unused: Bool
  public var reason: String
  /// The events (or `pattern`) the entries were about, in report order.
  public var events: [String]

  /// The report grouped by construct, status and reason, in the order each group first appears.
  public static func grouped(_ report: [ReportEntry]) -> [ReportLine] {
    var lines: [ReportLine] = []
    var index: [Key: Int] = [:]
    // The line each construct, status and `unused` last went to: most entries repeat one of
    // a few verdicts, whose reasons share storage and compare at once, where hashing the
    // reason for every entry of a long report cost more than the rest of the grouping.
    var recent = [Int](repeating: -1, count: Construct.allCases.count * 6)
    for entry in report {
      let status =
        switch entry.status {
        case .kept: 0
        case .approximated: 1
        case .dropped: 2
        }
      let slot = PlatformColumn.slot(of: entry.construct) * 6 + status * 2 + (entry.unused ? 1 : 0)
      let candidate = recent[slot]
      if candidate >= 0, lines[candidate].reason == entry.reason {
        lines[candidate].events.append(entry.event)
        continue
      }
      let key = Key(
        construct: entry.construct, status: entry.status, unused: entry.unused,
        reason: entry.reason)
      if let at = index[key] {
        lines[at].events.append(entry.event)
        recent[slot] = at
      } else {
        index[key] = lines.count
        recent[slot] = lines.count
        lines.append(
          ReportLine(
            construct: entry.construct, status: entry.status, unused: entry.unused,
            reason: entry.reason, events: [entry.event]))
      }
    }
    return lines
  }

  /// What makes two entries one line.
  struct Key: Hashable {
    var construct: Construct
    var status: SupportStatus
    var unused: Bool
    var reason: String
  }

  /// Who the line is about: `event 3`, `event 1 and event 4`, `event 1, event 2 and 7 more`.
  public var subject: String {
    switch events.count {
    case 1: return events[0]
    case 2: return "\(events[0]) and \(events[1])"
    case 3: return "\(events[0]), \(events[1]) and \(events[2])"
    default: return "\(events[0]), \(events[1]) and \(events.count - 2) more"
    }
  }
}
