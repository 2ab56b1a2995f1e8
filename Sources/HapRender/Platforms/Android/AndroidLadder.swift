import HapModel

/// Android: composition primitives, predefined effects, amplitude waveforms, Android 36
/// envelopes, and the duration-only path, each behind the run-time check that guards it.
struct AndroidLadder: PlatformLadder, Sendable {
  static let onOffPulse = MotorModel.erm.minimumPulse
  static let crispPulse = MotorModel.lra.minimumPulse

  /// `VibrationEffect` and everything the artefact calls is API 26: below it nothing plays.
  static let floor = 26

  /// `rendering` with every branch also needing API 26, as the artefact's `play` checks first.
  static func floored(_ rendering: Rendering) -> Rendering {
    var floored = rendering
    for index in floored.branches.indices {
      floored.branches[index].requirement = .all([
        .actuator, .apiLevel(floor), floored.branches[index].requirement,
      ])
    }
    return floored
  }

  func intent(_ token: IntentToken, rung: Rung, input: RenderInput) -> Rendering {
    Self.floored(unflooredIntent(token, rung: rung, input: input))
  }

  private func unflooredIntent(_ token: IntentToken, rung: Rung, input: RenderInput) -> Rendering {
    let site = ReportSite.pattern(rung == .reduced ? .reduced : .intent)
    let row = TableRow.cite(token, .android)
    guard let primitive = AndroidIntentMap.primitive(token),
      let effect = AndroidIntentMap.predefined(token)
    else {
      if rung == .intent, input.hasTrack {
        return .none(
          "Android has no native notification primitive, so the ladder steps down to the track "
            + "(\(row): 'synthesized from track/Composition')")
      }
      return synthesized(token, rung: rung, site: site, row: row)
    }
    let feel = IntentFeel.taps(for: token)[0]
    var branches: [Branch] = []
    let tap = PrimitiveTap(primitive: primitive, scale: 1, at: 0)
    branches.append(
      compositionBranch(
        [tap], rung: rung, extra: [],
        verdicts: [
          site: .kept("Composition \(primitive.constant) (API \(primitive.apiLevel)+) (\(row))")
        ],
        level: feel.intensity))
    // Only impact.heavy's cell names an API 30 stand-in (PRIMITIVE_CLICK@1.0); light and soft
    // go from PRIMITIVE_LOW_TICK straight to createPredefined(EFFECT_TICK), as the table says.
    if primitive.apiLevel > 30, let replacement = AndroidIntentMap.api30Primitive(token) {
      branches.append(
        compositionBranch(
          [PrimitiveTap(primitive: replacement, scale: 1, at: 0)], rung: rung, extra: [],
          verdicts: [
            site: .approximated(
              "\(primitive.constant) needs API 31, so API 30 plays \(replacement.constant) "
                + "(\(row); platform-facts 2: the table's 'API 30+' label is out of date)")
          ], level: feel.intensity, fallback: true))
    }
    let predefined = "createPredefined(\(effect.rawValue))"
    branches.append(
      Branch(
        rung: rung,
        requirement: .all([
          .actuator, .apiLevel(29),
          .feature(.halEffects, because: "the vibrator HAL does not implement \(effect.rawValue)"),
        ]),
        effect: .predefined(effect),
        verdicts: [site: .kept("\(predefined) (API 29+) (\(row))")],
        signal: IntentFeel.signal(for: token), path: "predefined"))
    branches.append(
      Branch(
        rung: rung, requirement: .all([.actuator, .apiLevel(29)]), effect: .predefined(effect),
        verdicts: [
          site: .approximated(
            "\(predefined), but this vibrator's HAL lacks the effect, so Android plays its "
              + "generic \(AndroidIntentMap.halFallback(effect)) buzz (\(row); platform-facts 4.4)")
        ],
        signal: Signal(
          pulses: [Pulse(at: 0, duration: Self.onOffPulse, level: 1, sharpness: 0.5)]),
        path: "predefined"))
    return Rendering(branches: branches)
  }

  /// A notification where no track stands in: a composition built from the intent's feel.
  private func synthesized(_ token: IntentToken, rung: Rung, site: ReportSite, row: String)
    -> Rendering
  {
    let taps = IntentFeel.taps(for: token).map {
      PrimitiveTap(primitive: .forSharpness($0.sharpness), scale: $0.intensity, at: $0.at)
    }
    let list = taps.map {
      "\($0.primitive.constant)@\(Decimal.text($0.scale, places: 2)) at \($0.at) ms"
    }
    let reason =
      "no native notification primitive: synthesized as a Composition of "
      + "\(list.joined(separator: ", ")) (\(row): 'synthesized from track/Composition')"
    func verdicts(_ reason: String) -> @Sendable (Bool, VerdictMemo) -> VerdictTable {
      { timed, _ in
        VerdictTable([site: .approximated(timed ? reason : reason + "; " + Self.untimedNote)])
      }
    }
    var branches = compositionBranches(
      taps, rung: rung, extra: [], verdicts: verdicts(reason), level: nil)
    if taps.contains(where: { $0.primitive.apiLevel > 30 }) {
      let older = taps.map {
        PrimitiveTap(primitive: $0.primitive.api30Replacement, scale: $0.scale, at: $0.at)
      }
      branches += compositionBranches(
        older, rung: rung, extra: [],
        verdicts: verdicts(reason + "; API 30 replaces THUD and LOW_TICK"), level: nil,
        fallback: true)
    }
    return Rendering(branches: branches)
  }

  /// Why taps after the first start late where the primitives' lengths cannot be asked.
  static let untimedNote =
    "API 30 has no getPrimitiveDurations() (API 31), and each delay counts from the end of the "
    + "previous primitive, so every tap after the first starts late by the length of the "
    + "primitives before it (platform-facts 4.1)"

  /// A one-tap composition branch guarded by the API level and `areAllPrimitivesSupported`.
  func compositionBranch(
    _ taps: [PrimitiveTap], rung: Rung, extra: [DeviceGuard], verdicts: [ReportSite: Verdict],
    level: Double?, fallback: Bool = false
  ) -> Branch {
    compositionBranch(
      taps, rung: rung, extra: extra, api: Self.apiLevel(taps),
      lazyVerdicts: { [verdicts = VerdictTable(verdicts)] _ in verdicts }, level: level,
      fallback: fallback, timed: true)
  }

  /// Composition branches for `taps`, with verdicts worked out only when a branch plays
  /// (`timed` says whether the delays could be computed from the primitives' lengths).
  ///
  /// A delay counts from the end of the previous primitive; `getPrimitiveDurations()` (API 31)
  /// lets the artefact subtract the lengths. Where every primitive is API 30 and there is more
  /// than one tap, there are two branches: API 31+, on time, and API 30, where later taps start
  /// late and the report says so (D047).
  func compositionBranches(
    _ taps: [PrimitiveTap], rung: Rung, extra: [DeviceGuard],
    verdicts: @escaping @Sendable (_ timed: Bool, VerdictMemo) -> VerdictTable, level: Double?,
    fallback: Bool = false
  ) -> [Branch] {
    let api = Self.apiLevel(taps)
    guard taps.count > 1, api < 31 else {
      return [
        compositionBranch(
          taps, rung: rung, extra: extra, api: api, lazyVerdicts: { verdicts(true, $0) },
          level: level, fallback: fallback, timed: true)
      ]
    }
    return [
      compositionBranch(
        taps, rung: rung, extra: extra, api: 31, lazyVerdicts: { verdicts(true, $0) }, level: level,
        fallback: fallback, timed: true),
      compositionBranch(
        taps, rung: rung, extra: extra, api: api, lazyVerdicts: { verdicts(false, $0) },
        level: level, fallback: fallback, timed: false),
    ]
  }

  /// The API level the primitives need.
  static func apiLevel(_ taps: [PrimitiveTap]) -> Int {
    taps.map(\.primitive.apiLevel).max() ?? 30
  }

  private func compositionBranch(
    _ taps: [PrimitiveTap], rung: Rung, extra: [DeviceGuard], api: Int,
    lazyVerdicts: @escaping @Sendable (VerdictMemo) -> VerdictTable, level: Double?,
    fallback: Bool,
    timed: Bool
  ) -> Branch {
    let used = Array(Set(taps.map(\.primitive))).sorted()
    let signal = Signal(
      pulses: taps.map {
        Pulse(
          at: $0.at, duration: Self.crispPulse, level: level ?? $0.scale,
          sharpness: $0.primitive.feltSharpness)
      })
    let path = fallback ? "composition (API 30 primitives)" : "composition"
    return Branch(
      rung: rung, requirement: .all([.actuator] + extra + [.apiLevel(api), .primitives(used)]),
      effect: .composition(taps), lazyVerdicts: lazyVerdicts, lazySignal: { signal },
      path: timed ? path : path + ", API 30 delays")
  }

  func track(_ input: RenderInput) -> Rendering {
    Self.floored(AndroidTrack(input: input, ladder: self).rendering())
  }

  func web(_ pattern: [Int], input: RenderInput) -> Rendering {
    Self.floored(unflooredWeb(pattern))
  }

  private func unflooredWeb(_ pattern: [Int]) -> Rendering {
    guard pattern.enumerated().contains(where: { $0.offset % 2 == 0 && $0.element > 0 }) else {
      return .none("fallbacks.web has no vibration to play")
    }
    let timings = [0] + pattern
    let reason =
      "createWaveform(\(timings.count) timings, -1): duration only at DEFAULT_AMPLITUDE, a "
      + "leading 0 because index 0 is an off time (mapping table: 'else duration-only "
      + "fallbacks.web'; DECISIONS.md D017)"
    return Rendering(branches: [
      Branch(
        rung: .web, requirement: .actuator, effect: .onOff(timings: timings),
        verdicts: [.pattern(.web): .kept(reason)], signal: IntentFeel.onOffSignal(pattern),
        path: "duration-only")
    ])
  }
}
