/// One way a platform can play part of a pattern: a rung, the device condition it needs, what
/// it plays, and the verdict on every construct it covers.
struct Branch: Sendable {
  var rung: Rung
  /// The condition the device must meet; emitters print it as a run-time check.
  var requirement: DeviceGuard
  var effect: Effect
  /// The verdict for each construct of the rung.
  var verdicts: [ReportSite: Verdict]
  /// What the device physically does when this branch plays.
  var signal: Signal
  /// A short name for the path (`composition`, `waveform`, `duration-only`…).
  var path: String
}

/// The ladder of one platform for one pattern and one setting, before a device is chosen.
struct PlatformPlan: Sendable {
  /// Every branch, top of the ladder first; a device plays the first one whose requirement holds.
  var branches: [Branch] = []
  /// Rungs that have no branch on this platform, with the reason (citing the mapping table).
  var unavailable: [Rung: String] = [:]

  /// The branch a device plays, if any.
  func branch(for profile: DeviceProfile) -> Branch? {
    branches.first { $0.requirement.holds(on: profile) }
  }
}
