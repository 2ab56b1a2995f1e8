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
    for (position, branch) in context.plan.branches.enumerated() where !terminated {
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
      let call = "vibrator.vibrate(\(effect.expression))"
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
    let text =
      [
        CommentText.block(context.headerLines, prefix: "//"),
        "// Needs <uses-permission android:name=\"android.permission.VIBRATE\" /> in the manifest.",
        "",
        "import android.content.Context",
        "import android.os.Build",
        "import android.os.VibrationEffect",
        "import android.os.Vibrator",
        "import android.os.VibratorManager",
        "",
        "/**",
        " * Plays \"\(context.id)\". The first branch this device passes plays; the rest are the",
        " * ladder's fallbacks.",
        " */",
        "object \(name) {",
        "  fun play(context: Context) {",
        "    val vibrator = vibrator(context) ?: return",
        "    if (!vibrator.hasVibrator()) return",
      ].joined(separator: "\n") + "\n" + body.joined(separator: "\n") + "\n  }\n"
      + (constants.isEmpty ? "" : "\n" + constants.joined(separator: "\n"))
      + helpers.sorted().map { "\n" + KotlinArray.source($0) }.joined()
      + (usesComposition ? "\n" + compositionHelper : "")
      + "\n" + vibratorHelper + "}\n"
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
      return "\(rung): composition of \(taps.map(\.primitive.constant).joined(separator: ", "))."
    case .predefined(let effect):
      return "\(rung): predefined \(effect.rawValue)."
    default:
      return "\(rung)."
    }
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
      var lines = [
        "\n        VibrationEffect.BasicEnvelopeBuilder()",
        "          .setInitialSharpness(\(Decimal.text(envelope.initialSharpness))f)",
      ]
      for point in envelope.points {
        lines.append(
          "          .addControlPoint(\(Decimal.text(point.intensity))f, "
            + "\(Decimal.text(point.sharpness))f, \(point.duration)L)")
      }
      lines.append("          .build()\n      ")
      return Emitted(expression: lines.joined(separator: "\n"))
    default:
      return Emitted(expression: "VibrationEffect.createWaveform(longArrayOf(0), -1)")
    }
  }

  private static let compositionHelper = """
      /**
       * Builds a composition whose primitives start at the written times. A primitive's delay
       * counts from the end of the one before, so the primitives' own lengths (API 31+) are
       * subtracted; taps closer than a primitive's length start as soon as it ends.
       */
      private fun composition(
        vibrator: Vibrator, ids: IntArray, scales: FloatArray, starts: IntArray
      ): VibrationEffect {
        val lengths =
          if (Build.VERSION.SDK_INT >= 31) vibrator.getPrimitiveDurations(*ids) else IntArray(ids.size)
        val composition = VibrationEffect.startComposition()
        var cursor = 0
        for (i in ids.indices) {
          composition.addPrimitive(ids[i], scales[i], maxOf(0, starts[i] - cursor))
          cursor = maxOf(cursor, starts[i]) + lengths[i]
        }
        return composition.compose()
      }

    """

  private static let vibratorHelper = """
      private fun vibrator(context: Context): Vibrator? =
        if (Build.VERSION.SDK_INT >= 31) {
          context.getSystemService(VibratorManager::class.java)?.defaultVibrator
        } else {
          @Suppress("DEPRECATION")
          context.getSystemService(Context.VIBRATOR_SERVICE) as? Vibrator
        }

    """
}
