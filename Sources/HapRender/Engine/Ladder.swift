/// The degradation ladder of the spec, the same on every platform.
enum Ladder {
  /// Builds a platform's plan: haptics off plays nothing; reduced feedback plays only
  /// `fallbacks.reduced`; otherwise intent, then track, then `fallbacks.web`, then silence.
  static func plan(_ input: RenderInput, settings: RenderSettings, on platform: any PlatformLadder)
    -> PlatformPlan
  {
    var plan = PlatformPlan()
    if settings.hapticsOff { return plan }
    if settings.reduced {
      if let token = input.reduced {
        add(platform.intent(token, rung: .reduced, input: input), as: .reduced, to: &plan)
      }
      return plan
    }
    if let token = input.intent {
      add(platform.intent(token, rung: .intent, input: input), as: .intent, to: &plan)
    }
    if input.hasTrack {
      add(platform.track(input), as: .track, to: &plan)
    }
    if let web = input.web {
      add(platform.web(web, input: input), as: .web, to: &plan)
    }
    return plan
  }

  private static func add(_ rendering: Rendering, as rung: Rung, to plan: inout PlatformPlan) {
    plan.branches += rendering.branches
    if rendering.branches.isEmpty {
      plan.unavailable[rung] = rendering.unavailable ?? "nothing to play"
    }
  }

  /// The ladder position of a rung (reduced and silent sit outside the ladder proper).
  static func order(_ rung: Rung) -> Int {
    switch rung {
    case .reduced: 0
    case .intent: 1
    case .track: 2
    case .web: 3
    case .silent: 4
    }
  }

  static func ordinal(_ rung: Rung) -> String {
    switch rung {
    case .intent: "rung 1, intent"
    case .track: "rung 2, track"
    case .web: "rung 3, fallbacks.web"
    case .reduced: "the reduced path"
    case .silent: "rung 4, silence"
    }
  }
}
