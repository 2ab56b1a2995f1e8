import HapModel

/// Android: composition primitives, predefined effects, amplitude waveforms, Android 36
/// envelopes, and the duration-only path, each behind the run-time check that guards it.
struct AndroidLadder: PlatformLadder, Sendable {
  static let onOffPulse = MotorModel.erm.minimumPulse
  static let crispPulse = MotorModel.lra.minimumPulse

  func intent(_ token: IntentToken, rung: Rung, input: RenderInput) -> Rendering {
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
    if primitive.apiLevel > 30 {
      let replacement = primitive.api30Replacement
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
    var branches = [
      compositionBranch(
        taps, rung: rung, extra: [], verdicts: [site: .approximated(reason)], level: nil)
    ]
    if taps.contains(where: { $0.primitive.apiLevel > 30 }) {
      let older = taps.map {
        PrimitiveTap(primitive: $0.primitive.api30Replacement, scale: $0.scale, at: $0.at)
      }
      branches.append(
        compositionBranch(
          older, rung: rung, extra: [],
          verdicts: [site: .approximated(reason + "; API 30 replaces THUD and LOW_TICK")],
          level: nil, fallback: true))
    }
    return Rendering(branches: branches)
  }

  /// A composition branch guarded by the API level and `areAllPrimitivesSupported`.
  func compositionBranch(
    _ taps: [PrimitiveTap], rung: Rung, extra: [DeviceGuard], verdicts: [ReportSite: Verdict],
    level: Double?, fallback: Bool = false
  ) -> Branch {
    compositionBranch(
      taps, rung: rung, extra: extra,
      lazyVerdicts: { [verdicts = VerdictTable(verdicts)] in verdicts }, level: level,
      fallback: fallback)
  }

  /// The same, with verdicts worked out only when the branch plays.
  func compositionBranch(
    _ taps: [PrimitiveTap], rung: Rung, extra: [DeviceGuard],
    lazyVerdicts: @escaping @Sendable () -> VerdictTable, level: Double?,
    fallback: Bool = false
  ) -> Branch {
    let used = Array(Set(taps.map(\.primitive))).sorted()
    let api = used.map(\.apiLevel).max() ?? 30
    let signal = Signal(
      pulses: taps.map {
        Pulse(
          at: $0.at, duration: Self.crispPulse, level: level ?? $0.scale,
          sharpness: $0.primitive.feltSharpness)
      })
    return Branch(
      rung: rung, requirement: .all([.actuator] + extra + [.apiLevel(api), .primitives(used)]),
      effect: .composition(taps), lazyVerdicts: lazyVerdicts, lazySignal: { signal },
      path: fallback ? "composition (API 30 primitives)" : "composition")
  }

  func track(_ input: RenderInput) -> Rendering {
    AndroidTrack(input: input, ladder: self).rendering()
  }

  func web(_ pattern: [Int], input: RenderInput) -> Rendering {
    guard pattern.enumerated().contains(where: { $0.offset % 2 == 0 && $0.element > 0 }) else {
      return .none("fallbacks.web has no vibration to play")
    }
    let timings = [0] + pattern
    let reason =
      "createWaveform(\(timings.count) timings, -1): duration only at DEFAULT_AMPLITUDE, a "
      + "leading 0 because index 0 is an off time (mapping table: 'else duration-only "
      + "fallbacks.web'; DECISIONS: fallbacks.web on native targets)"
    return Rendering(branches: [
      Branch(
        rung: .web, requirement: .actuator, effect: .onOff(timings: timings),
        verdicts: [.pattern(.web): .kept(reason)], signal: IntentFeel.onOffSignal(pattern),
        path: "duration-only")
    ])
  }
}
