/// One construct of one event (or of the pattern) that the honesty report speaks about.
struct ReportSite: Hashable, Sendable {
  /// The event's 0-based position in the file, or `nil` for pattern-level constructs.
  var event: Int?
  var construct: Construct

  static func pattern(_ construct: Construct) -> ReportSite {
    ReportSite(event: nil, construct: construct)
  }

  /// `event 3` or `pattern`, as `ReportEntry.event` spells it.
  var label: String { event.map { "event \($0 + 1)" } ?? "pattern" }

  /// The ladder rung the construct belongs to.
  var rung: Rung {
    switch construct {
    case .intent: .intent
    case .web: .web
    case .reduced: .reduced
    default: .track
    }
  }
}
