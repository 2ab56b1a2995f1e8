/// What a report says per construct, without its entries: whether the construct appears, whether
/// any of its entries belong to the rung that played, and which statuses those have.
///
/// The editor's platform panel shows only this for the platforms it is not previewing; a long
/// track's report has an entry per event and construct, and making them cost more than the
/// panel's use of them.
public struct ReportTally: Equatable, Sendable {
  /// One construct's share of the report.
  public struct Count: Equatable, Sendable {
    /// The report has an entry for the construct.
    public var seen = false
    /// One of those entries is not `unused` (it belongs to the rung that played, or above).
    public var needed = false
    /// Statuses of the entries that are not `unused`.
    public var kept = false
    public var approximated = false
    public var dropped = false

    public init() {}
  }

  /// One count per construct, in `Construct.allCases` order.
  public private(set) var counts: [Count]

  /// A tally of no entries.
  public init() {
    counts = Array(repeating: Count(), count: Construct.allCases.count)
  }

  /// The tally of `report`'s entries.
  public init(_ report: [ReportEntry]) {
    self.init()
    for entry in report { add(entry.construct, entry.status, unused: entry.unused) }
  }

  /// The count of `construct`.
  public subscript(construct: Construct) -> Count { counts[Self.slot(of: construct)] }

  /// Counts one entry.
  mutating func add(_ construct: Construct, _ status: SupportStatus, unused: Bool) {
    let slot = Self.slot(of: construct)
    counts[slot].seen = true
    guard !unused else { return }
    counts[slot].needed = true
    switch status {
    case .kept: counts[slot].kept = true
    case .approximated: counts[slot].approximated = true
    case .dropped: counts[slot].dropped = true
    }
  }

  /// The index of `construct` in `Construct.allCases`.
  public static func slot(of construct: Construct) -> Int { construct.index }
}
