import HapModel

extension Renderer {
  /// The profiles among `profiles` on which `pattern` plays nothing under `settings`.
  ///
  /// Only the ladder is planned (once per platform): no report, artefact or feel is built, so
  /// this stays cheap for long tracks. It agrees with `render(...).isSilent` by construction,
  /// since both ask the same plan which branch a profile's device passes.
  public static func silentProfiles(
    of pattern: HapticPattern, among profiles: [DeviceProfile],
    settings: RenderSettings = .standard
  ) -> [DeviceProfile] {
    if settings.hapticsOff { return profiles }
    let input = RenderInput(pattern)
    var plans: [String: PlatformPlan] = [:]
    return profiles.filter { profile in
      let key = planKey(profile)
      let plan = plans[key] ?? Ladder.plan(input, settings: settings, on: ladder(for: profile))
      plans[key] = plan
      return plan.branchIndex(for: profile) == nil
    }
  }
}
