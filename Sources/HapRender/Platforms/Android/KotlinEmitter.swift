/// Android: one Kotlin object whose `play` walks the ladder at run time, each branch behind the
/// check that proves the device can play it (`areAllPrimitivesSupported`, `hasAmplitudeControl`,
/// API levels), ending in the duration-only path.
enum KotlinEmitter {
  static func artifact(_ context: EmitContext) -> Artifact {
    let name = Identifier.upperCamel(context.id) + "Haptic"
    var body: [String] = []
    var constants: [String] = []
    var helpers: Set<KotlinArray.Helper> = []
    var usesComposition = false
    var previous: (String, String)?
    var terminated = false
    let branches = context.plan.branches
    for (position, branch) in branches.enumerated() where !terminated {
      // A composition the next branch plays the same way under a lower API level needs no
      // code of its own: the helper computes its delays on API 31 and says why it cannot on 30.
      if position + 1 < branches.count, Self.subsumed(branch, by: branches[position + 1]) {
        continue
      }
      let condition = KotlinGuard.condition(branch.requirement)
      let prefix = "\(branch.rung.rawValue.uppercased())_\(position + 1)"
      let effect = self.effect(
        branch.effect, prefix: prefix, constants: &constants, helpers: &helpers)
      if let previous, previous.0 == (condition ?? ""), previous.1 == effect.expression { continue }
      previous = (condition ?? "", effect.expression)
      usesComposition = usesComposition || effect.usesHelper
      body.append("    // \(comment(branch))")
      for clause in branch.requirement.clauses(keepingCapabilities: true) {
        if case .capability(let token, _) = clause {
          body.append(
            "    // requiredCapability '\(token)': the track needs it, so the check includes it.")
        }
      }
      let call =
        effect.expression.hasPrefix("\n")
        ? "vibrate(vibrator,\(effect.expression))" : "vibrate(vibrator, \(effect.expression))"
      if let condition {
        body.append("    if (\(condition)) {")
        body.append("      \(call)")
        body.append("      return")
        body.append("    }")
      } else {
        body.append("    \(call)")
        terminated = true
      }
    }
    if context.plan.branches.isEmpty {
      body += CommentText.lines(
        "Nothing plays on Android: \(context.silenceReason).", prefix: "    //")
    } else if !terminated {
      body.append("    // Nothing else can play on this device: a silent no-op, and a success.")
    }
    var opening: [String] = [
      CommentText.block(context.headerLines, prefix: "//"),
      "// Needs <uses-permission android:name=\"android.permission.VIBRATE\" /> in the manifest.",
      "",
    ]
    opening += KotlinPreamble.imports()
    let text =
      (opening + [
        "",
        "/**",
        " * Plays \"\(context.id)\". The first branch this device passes plays; the rest are the",
        " * ladder's fallbacks. Every effect plays as touch feedback, so the user's touch-feedback",
        " * setting applies.",
        " */",
        "object \(name) {",
        "  fun play(context: Context) {",
        "    // VibrationEffect, createWaveform and hasAmplitudeControl are API 26: below it nothing",
        "    // plays, and that is a success.",
        "    if (Build.VERSION.SDK_INT < 26) return",
        "    val vibrator = vibrator(context) ?: return",
        "    if (!vibrator.hasVibrator()) return",
      ]).joined(separator: "\n") + "\n" + body.joined(separator: "\n") + "\n  }\n"
      + (constants.isEmpty ? "" : "\n" + constants.joined(separator: "\n"))
      + helpers.sorted().map { "\n" + KotlinArray.source($0) }.joined()
      + (usesComposition ? "\n" + KotlinPreamble.composition : "")
      + "\n" + KotlinPreamble.touchVibrate + "\n" + KotlinPreamble.findVibrator("vibrator") + "}\n"
    return Artifact(
      language: "kotlin", text: text, files: [ArtifactFile(name: "\(name).kt", text: text)])
  }

  private static func comment(_ branch: Branch) -> String {
    let rung: String =
      switch branch.rung {
      case .intent: "Intent"
      case .track: "Track"
      case .web: "fallbacks.web"
      case .reduced: "Reduced feedback"
      case .silent: "Silence"
      }
    switch branch.effect {
    case .waveform:
      return
        "\(rung): amplitude waveform, curves stepped every \(CurveShape.step) ms, amplitudes 0..255."
    case .onOff:
      return "\(rung): duration only at DEFAULT_AMPLITUDE (index 0 of the timings is an off time)."
    case .envelope:
      return "\(rung): API 36 envelope with intensity and sharpness control points."
    case .composition(let taps):
      return "\(rung): composition of \(Self.primitiveSummary(taps))."
    case .predefined(let effect):
      return "\(rung): predefined \(effect.rawValue)."
    default:
      return "\(rung)."
    }
  }

  /// The primitives of a composition for a comment: each named for up to four taps, else a
  /// count per primitive (a 200-tap pattern stays one short line; issue 20 item 18).
  static func primitiveSummary(_ taps: [PrimitiveTap]) -> String {
    guard taps.count > 4 else { return taps.map(\.primitive.constant).joined(separator: ", ") }
    var counts: [AndroidPrimitive: Int] = [:]
    for tap in taps { counts[tap.primitive, default: 0] += 1 }
    return "\(taps.count) primitives: "
      + counts.keys.sorted().map { "\(counts[$0]!) × \($0.constant)" }.joined(separator: ", ")
  }

  private struct Emitted {
    var expression: String
    var usesHelper = false
  }

  private static func effect(
    _ effect: Effect, prefix: String, constants: inout [String],
    helpers: inout Set<KotlinArray.Helper>
  ) -> Emitted {
    func array(_ name: String, _ kind: KotlinArray.Kind, _ values: [Int]) -> String {
      let constant = KotlinArray.constant(name, kind, values)
      helpers.formUnion(constant.helpers)
      return constant.text
    }
    func array(_ name: String, _ kind: KotlinArray.Kind, _ values: [String]) -> String {
      let constant = KotlinArray.constant(name, kind, values)
      helpers.formUnion(constant.helpers)
      return constant.text
    }
    switch effect {
    case .composition(let taps):
      if taps.count == 1, taps[0].at == 0, taps[0].scale == 1 {
        return Emitted(
          expression:
            "\n        VibrationEffect.startComposition()\n          .addPrimitive("
            + "VibrationEffect.Composition.\(taps[0].primitive.constant))\n          .compose()\n      "
        )
      }
      constants.append(
        array(
          "\(prefix)_PRIMITIVES", .named,
          taps.map { "VibrationEffect.Composition.\($0.primitive.constant)" }))
      constants.append(
        array("\(prefix)_SCALES", .float, taps.map { Decimal.text($0.scale) + "f" }))
      constants.append(array("\(prefix)_STARTS", .int, taps.map(\.at)))
      return Emitted(
        expression:
          "composition(vibrator, \(prefix)_PRIMITIVES, \(prefix)_SCALES, \(prefix)_STARTS)",
        usesHelper: true)
    case .predefined(let predefined):
      return Emitted(
        expression: "VibrationEffect.createPredefined(VibrationEffect.\(predefined.rawValue))")
    case .waveform(let waveform):
      constants.append(array("\(prefix)_TIMINGS", .long, waveform.timings))
      constants.append(
        array("\(prefix)_AMPLITUDES", .int, waveform.amplitudes))
      return Emitted(
        expression: "VibrationEffect.createWaveform(\(prefix)_TIMINGS, \(prefix)_AMPLITUDES, -1)")
    case .onOff(let timings):
      constants.append(array("\(prefix)_TIMINGS", .long, timings))
      return Emitted(expression: "VibrationEffect.createWaveform(\(prefix)_TIMINGS, -1)")
    case .envelope(let envelope):
      let lines = envelope.kotlinBuilder(indent: "        ")
      return Emitted(expression: "\n" + lines.joined(separator: "\n") + "\n      ")
    default:
      return Emitted(expression: "VibrationEffect.createWaveform(longArrayOf(0), -1)")
    }
  }

  /// Whether `branch` can be left out because `next` plays the same composition on every
  /// device `branch` holds on: the same checks but a lower API level.
  static func subsumed(_ branch: Branch, by next: Branch) -> Bool {
    guard case .composition(let taps) = branch.effect, case .composition(let others) = next.effect,
      taps == others
    else { return false }
    func level(_ guardClause: DeviceGuard) -> Int {
      guardClause.clauses.compactMap { clause -> Int? in
        if case .apiLevel(let level) = clause { return level }
        return nil
      }.max() ?? 0
    }
    func rest(_ guardClause: DeviceGuard) -> [DeviceGuard] {
      guardClause.clauses.filter {
        if case .apiLevel = $0 { return false }
        return true
      }
    }
    return rest(branch.requirement) == rest(next.requirement)
      && level(next.requirement) < level(branch.requirement)
  }
}
