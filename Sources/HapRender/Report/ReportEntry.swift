/// One line of the honesty report: what happened to one construct of one event (or the pattern).
public struct ReportEntry: Equatable, Sendable {
  /// The event the entry is about (`"event 3"`, by track index from 1) or `"pattern"`.
  public var event: String
  public var construct: Construct
  public var status: SupportStatus
  /// Why, citing the mapping-table row; says how it was approximated where it was.
  public var reason: String
  /// The construct belongs to a rung below the one that played: it was not needed, rather than
  /// lost (its status is still `dropped`, since it does not play).
  public var unused: Bool

  public init(
    event: String, construct: Construct, status: SupportStatus, reason: String,
    unused: Bool = false
  ) {
    self.event = event
    self.construct = construct
    self.status = status
    self.reason = reason
    self.unused = unused
  }
}
