/// The degradation ladder of the spec, the same on every platform.
enum Ladder {
  /// Builds a platform's plan: haptics off plays nothing; reduced feedback plays
  /// `fallbacks.reduced` where the full pattern plays something (never stronger than it), and
  /// an error or a selection without one keeps its full pattern (D092); otherwise intent, then
  /// track, then `fallbacks.web`, then silence.
  static func plan(_ input: RenderInput, settings: RenderSettings, on platform: any PlatformLadder)
    -> PlatformPlan
  {
    var plan = PlatformPlan()
    if settings.hapticsOff { return plan }
    if settings.reduced {
      let full = Self.plan(input, settings: .standard, on: platform)
      if let token = input.reduced {
        guard !full.branches.isEmpty else {
          plan.unavailable[.reduced] =
            "the full pattern plays nothing on this platform, and reduced feedback is never "
            + "stronger than the full pattern (DECISIONS D092)"
          return plan
        }
        var rendering = platform.intent(token, rung: .reduced, input: input)
        rendering.branches = Self.withinFull(rendering.branches, full: full.branches)
        if rendering.branches.isEmpty {
          rendering.unavailable =
            "the full pattern plays nothing on these hosts, and reduced feedback is never "
            + "stronger than the full pattern (DECISIONS D092)"
        }
        add(rendering, as: .reduced, to: &plan)
        return plan
      }
      if input.reduced == nil, input.unknownReduced == nil, keepsFullPattern(input) {
        var kept = full
        kept.keepsFullPattern = true
        return kept
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

  /// The reduced branches limited to the devices where some full branch plays: never stronger
  /// than the full pattern (D092). A branch for a host the full pattern never plays on (React
  /// Native on iOS for a pattern whose only branch is the web's) is left out; where every full
  /// branch needs something of the device (a `requiredCapability`, an API level), each reduced
  /// branch is repeated once per full branch with both conditions, so the first that holds is
  /// the reduced branch the device would play anyway, on a device where the full one plays.
  static func withinFull(_ reduced: [Branch], full: [Branch]) -> [Branch] {
    let hosted = reduced.filter { branch in
      full.contains { hostsMeet(branch.requirement, $0.requirement) }
    }
    let unconditional = full.contains { branch in
      branch.requirement.clauses.allSatisfy {
        switch $0 {
        case .actuator, .always: true
        case .host: true
        case .apiLevel(let level): level <= AndroidLadder.floor
        default: false
        }
      }
    }
    if unconditional { return hosted }
    var limited: [Branch] = []
    for branch in hosted {
      for other in full where hostsMeet(branch.requirement, other.requirement) {
        var both = branch
        both.requirement = .all([branch.requirement, other.requirement])
        if !limited.contains(where: {
          $0.requirement == both.requirement && $0.path == both.path
        }) {
          limited.append(both)
        }
      }
    }
    return limited
  }

  /// Whether one device can pass both requirements as far as their hosts go (React Native's
  /// `Platform.OS`): false only when they name different hosts.
  static func hostsMeet(_ one: DeviceGuard, _ other: DeviceGuard) -> Bool {
    func hosts(_ requirement: DeviceGuard) -> Set<HostOS> {
      Set(
        requirement.clauses(keepingCapabilities: false).compactMap {
          if case .host(let host, _) = $0 { return host }
          return nil
        })
    }
    let (a, b) = (hosts(one), hosts(other))
    return a.isEmpty || b.isEmpty || !a.isDisjoint(with: b)
  }

  /// Whether reduced feedback keeps the full pattern: an error or a selection carries
  /// information, so reduced feedback never silences it (issue 20 item 11, D092).
  static func keepsFullPattern(_ input: RenderInput) -> Bool {
    input.intent == .notificationError || input.intent == .selection
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
