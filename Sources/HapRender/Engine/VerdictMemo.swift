/// Verdicts already written for a construct with the same values, so the thousands of equal
/// reasons of a long track (`HapticIntensity 0.5 (…)`) are formatted once and shared; and the
/// maker of a branch's verdicts, which writes no reason at all when only statuses are read.
///
/// One memo serves one branch's verdicts for one render; its keys are chosen by the platform
/// and must capture everything the reason depends on. It is a small open-addressing table with
/// a multiplicative hash: a track asks it several times per event, and `Hasher` cost more than
/// the formatting it saved.
///
/// A platform's track verdicts are made through `kept`, `approximated` and `dropped`, whose
/// reasons are written only when `reasons` is true: the panel's columns that are not
/// previewed tally statuses only, and writing a reason per event was most of their cost (D441).
final class VerdictMemo {
  /// Whether reasons are written; without them every verdict's reason is empty.
  let reasons: Bool

  /// A memo that writes reasons, or (with `reasons` false) only statuses.
  init(reasons: Bool = true) {
    self.reasons = reasons
  }

  /// A kept verdict; `reason` is read only when reasons are written.
  func kept(_ reason: @autoclosure () -> String) -> Verdict {
    Verdict(status: .kept, reason: reasons ? reason() : "")
  }

  /// A kept verdict whose reason is iOS's for a transient at `milliseconds`, written only when
  /// read (D467); `row` is read only when reasons are kept.
  func keptTransient(at milliseconds: Int, row: @autoclosure () -> String) -> Verdict {
    Verdict(
      status: .kept,
      reasonText: reasons ? .transient(milliseconds: milliseconds, row: row()) : .words(""))
  }

  /// An approximated verdict; `reason` is read only when reasons are written.
  func approximated(_ reason: @autoclosure () -> String) -> Verdict {
    Verdict(status: .approximated, reason: reasons ? reason() : "")
  }

  /// A dropped verdict; `reason` is read only when reasons are written.
  func dropped(_ reason: @autoclosure () -> String) -> Verdict {
    Verdict(status: .dropped, reason: reasons ? reason() : "")
  }

  private struct Key: Equatable {
    var construct: UInt64
    var first: UInt64
    var second: UInt64

    var slot: Int {
      var mixed = construct &* 0x9E37_79B9_7F4A_7C15
      mixed = (mixed ^ first) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ second) &* 0x94D0_49BB_1331_11EB
      return Int(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }
  }

  private var keys: [Key] = Array(repeating: Key(construct: 0, first: 0, second: 0), count: 64)
  private var verdicts: [Verdict?] = Array(repeating: nil, count: 64)
  private var count = 0

  /// The verdict for `construct` with the values `first` and `second`, made by `make` the first
  /// time (each time, when no reasons are written).
  func verdict(
    _ construct: Construct, _ first: UInt64 = 0, _ second: UInt64 = 0, _ make: () -> Verdict
  ) -> Verdict {
    // Without reasons, `make` writes none and costs less than the look-up.
    guard reasons else { return make() }
    let key = Key(construct: Self.code(construct), first: first, second: second)
    let mask = keys.count - 1
    var slot = key.slot & mask
    while let verdict = verdicts[slot] {
      if keys[slot] == key { return verdict }
      slot = (slot + 1) & mask
    }
    let verdict = make()
    keys[slot] = key
    verdicts[slot] = verdict
    count += 1
    if 2 * count > keys.count { grow() }
    return verdict
  }

  /// A key for an integer value.
  static func key(_ value: Int) -> UInt64 { UInt64(bitPattern: Int64(value)) }

  /// A key for a level: its exact bits.
  static func key(_ value: Double) -> UInt64 { value.bitPattern }

  private func grow() {
    let oldKeys = keys
    let oldVerdicts = verdicts
    keys = Array(repeating: Key(construct: 0, first: 0, second: 0), count: 2 * oldKeys.count)
    verdicts = Array(repeating: nil, count: 2 * oldKeys.count)
    let mask = keys.count - 1
    for (position, verdict) in oldVerdicts.enumerated() {
      guard let verdict else { continue }
      var slot = oldKeys[position].slot & mask
      while verdicts[slot] != nil { slot = (slot + 1) & mask }
      keys[slot] = oldKeys[position]
      verdicts[slot] = verdict
    }
  }

  private static func code(_ construct: Construct) -> UInt64 {
    switch construct {
    case .intent: 1
    case .intensity: 2
    case .sharpness: 3
    case .curve: 4
    case .transient: 5
    case .continuous: 6
    case .duration: 7
    case .primitive: 8
    case .web: 9
    case .reduced: 10
    }
  }
}
