/// One invariant that an input broke: which check, and what was seen.
///
/// The fuzzer crashes on any violation so libFuzzer keeps the input; the regression test
/// reports them as test failures.
public struct InvariantViolation: Equatable, Sendable, CustomStringConvertible {
  /// A short stable name of the check (`format-idempotent`, `report-kept`, …).
  public var check: String
  /// What was expected and what was found.
  public var detail: String

  public init(_ check: String, _ detail: String) {
    self.check = check
    self.detail = detail
  }

  public var description: String { "\(check): \(detail)" }
}
