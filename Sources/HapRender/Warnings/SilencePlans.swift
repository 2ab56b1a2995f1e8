import HapModel

/// One pattern's ladder plans under standard settings, each planned once for the profiles that
/// share it, and why a profile they leave silent plays nothing.
///
/// It says what the report of a silent rendition says without rendering one: a silent
/// rendition's report gives each site the verdict of its rung alone, which the plan decides,
/// so no report, feel or artefact needs building (D259).
struct SilencePlans {
  let input: RenderInput
  private var plans: [String: PlatformPlan] = [:]

  init(_ pattern: HapticPattern) {
    input = RenderInput(pattern)
  }

  /// The plan `profile` is rendered with.
  mutating func plan(for profile: DeviceProfile) -> PlatformPlan {
    let key = Renderer.planKey(profile)
    if let plan = plans[key] { return plan }
    let plan = Ladder.plan(input, settings: .standard, on: Renderer.ladder(for: profile))
    plans[key] = plan
    return plan
  }

  /// Whether `profile` plays nothing: no branch of its plan holds on it.
  mutating func isSilent(on profile: DeviceProfile) -> Bool {
    plan(for: profile).branchIndex(for: profile) == nil
  }

  /// Why `profile`, which plays nothing, plays nothing: the reason its report gives the
  /// intent, else the first event's construct, else `fallbacks.web`, else its first entry.
  mutating func reason(silentOn profile: DeviceProfile) -> String {
    let plan = plan(for: profile)
    let sites = input.sites
    let ranked =
      sites.first { $0.construct == .intent }
      ?? sites.first { $0.construct == .transient || $0.construct == .continuous }
      ?? sites.first { $0.construct == .web }
    guard let site = ranked ?? sites.first else { return "it has nothing this target can play" }
    let reason = ReportBuilder.silentVerdict(for: site, input: input, plan: plan, profile: profile)
      .reason
    // The report's own words for a track ("track not played: …"), said without their opening.
    let opening = "track not played: "
    guard ranked != nil, reason.hasPrefix(opening) else { return reason }
    return String(reason.dropFirst(opening.count))
  }
}
