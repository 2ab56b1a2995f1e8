/// Verdicts already written for a construct with the same values, so the thousands of equal
/// reasons of a long track (`HapticIntensity 0.5 (…)`) are formatted once and shared.
///
/// One memo serves one branch's verdicts for one render; its keys are chosen by the platform
/// and must capture everything the reason depends on.
final class VerdictMemo {
  private struct Key: Hashable {
    var construct: Construct
    var first: UInt64
    var second: UInt64
  }

  private var known: [Key: Verdict] = [:]

  /// The verdict for `construct` with the values `first` and `second`, made by `make` the first
  /// time.
  func verdict(
    _ construct: Construct, _ first: UInt64 = 0, _ second: UInt64 = 0, _ make: () -> Verdict
  ) -> Verdict {
    let key = Key(construct: construct, first: first, second: second)
    if let verdict = known[key] { return verdict }
    let verdict = make()
    known[key] = verdict
    return verdict
  }

  /// A key for an integer value.
  static func key(_ value: Int) -> UInt64 { UInt64(bitPattern: Int64(value)) }

  /// A key for a level: its exact bits.
  static func key(_ value: Double) -> UInt64 { value.bitPattern }
}
