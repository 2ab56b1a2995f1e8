import HapModel

/// One pattern of a vocabulary with the plans `render` makes for it on every platform a
/// vocabulary covers, with reduced feedback off and on: made once per pattern, so that
/// vocabularies in several languages (the site writes all four per page) share them.
struct VocabularyPlans {
  var input: CodegenInput
  var render: RenderInput
  /// By `Renderer.planKey` and setting (`VocabularyPlans.key`).
  var plans: [String: PlatformPlan] = [:]

  init(_ input: CodegenInput) {
    self.input = input
    render = RenderInput(input.pattern)
    for profile in VocabularyCollision.profiles {
      for reduced in [false, true] where plans[Self.key(profile, reduced)] == nil {
        plans[Self.key(profile, reduced)] = Ladder.plan(
          render, settings: RenderSettings(reduced: reduced), on: Renderer.ladder(for: profile))
      }
    }
  }

  /// The ladder `render` plans for `profile`'s platform.
  func plan(_ profile: DeviceProfile, reduced: Bool = false) -> PlatformPlan {
    plans[Self.key(profile, reduced)]
      ?? Ladder.plan(
        render, settings: RenderSettings(reduced: reduced), on: Renderer.ladder(for: profile))
  }

  static func key(_ profile: DeviceProfile, _ reduced: Bool) -> String {
    Renderer.planKey(profile) + (reduced ? "|reduced" : "")
  }
}
