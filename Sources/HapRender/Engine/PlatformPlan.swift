/// The ladder of one platform for one pattern and one setting, before a device is chosen.
struct PlatformPlan: Sendable {
  /// Every branch, top of the ladder first; a device plays the first one whose requirement holds.
  var branches: [Branch] = []
  /// Rungs that have no branch at all on this platform, with the reason (citing the mapping table).
  var unavailable: [Rung: String] = [:]
  /// Under reduced feedback, whether the plan is the full pattern's: an error or a selection
  /// without `fallbacks.reduced` keeps it (D092).
  var keepsFullPattern = false

  /// The branch a device plays, if any.
  func branch(for profile: DeviceProfile) -> Branch? {
    branchIndex(for: profile).map { branches[$0] }
  }

  /// The position of the branch a device plays, if any.
  func branchIndex(for profile: DeviceProfile) -> Int? {
    branches.firstIndex { $0.requirement.holds(on: profile) }
  }
}
