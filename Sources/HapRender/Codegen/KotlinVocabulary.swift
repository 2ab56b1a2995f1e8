import HapModel

/// The Kotlin vocabulary: `object Haptics` with `init(context)`, one function per pattern, and
/// each pattern's effect built once in `init` by the first branch of `render`'s Android ladder
/// the device passes (the same run-time checks as `render`'s artefact), played as touch
/// feedback at every API level through the preamble `render`'s artefact prints too.
struct KotlinVocabulary {
  var entries: [VocabularyEntry]
  var name: String
  var header: [String]
  var package: String

  static let android = DeviceProfile.defaultProfile(for: .android)

  /// `Haptics.kt`, and `HapticsCompose.kt` for apps that use Jetpack Compose (D221).
  var files: [GeneratedFile] {
    [
      GeneratedFile(path: "\(name).kt", text: source),
      KotlinComposeVocabulary(entries: entries, name: name, header: header, package: package).file,
    ]
  }

  /// The Kotlin text of one branch's effect, and what it needs in the object.
  private struct Printed {
    var expression: String
    var constants: [String] = []
    var helpers: [KotlinArray.Helper] = []
    var usesComposition = false
  }

  /// One builder function per pattern and setting; `nil` when the plan has no branch.
  private struct Builder {
    var function: String
    var field: String
    var lines: [String]
    var constants: [String]
    var helpers: [KotlinArray.Helper]
    var usesComposition: Bool
    /// What each branch plays, for the doc comment.
    var summary: [String]
  }

  var source: String {
    var builders: [(VocabularyEntry, Builder?, Builder?)] = []
    for entry in entries {
      builders.append((entry, builder(entry, reduced: false), builder(entry, reduced: true)))
    }
    let all = builders.flatMap { [$0.1, $0.2].compactMap { $0 } }
    let helpers = Set(all.flatMap(\.helpers)).sorted()
    let usesComposition = all.contains(where: \.usesComposition)
    var lines = CodegenHeader.comment(header, prefix: "//").split(separator: "\n").map(String.init)
    lines += [
      "//",
      "// Needs <uses-permission android:name=\"android.permission.VIBRATE\" /> in the manifest.",
      "// Fire and forget: never gate app logic on whether a haptic played.",
      "",
      "package \(package)",
      "",
    ]
    let views = entries.contains { KotlinViewFeedback.forEntry($0) != nil }
    lines += KotlinPreamble.imports(
      views ? ["android.view.HapticFeedbackConstants", "android.view.View"] : [])
    lines += [
      "",
      "/**",
      " * The app's haptic vocabulary: one function per pattern, one haptic per event.",
      " *",
      " * Call [init] once (in `Application.onCreate`): it finds the vibrator, asks it once what it",
      " * can do, and builds every effect. Each function then plays its prebuilt effect as touch",
      " * feedback (`USAGE_TOUCH` from API 33, sonification audio attributes on API 26-32), so the",
      " * user's touch-feedback setting applies. Below API 26, or without a vibrator, every",
      " * function does nothing. Call only these functions, never the vibrator directly, so the",
      " * app keeps one tactile language.",
    ]
    if views {
      lines += [
        " *",
        " * A pattern whose intent a `HapticFeedbackConstants` constant names also has a",
        " * `member(view)` form: the view's own haptic feedback from that constant's API level.",
      ]
    }
    lines += [
      " */",
      "object \(name) {",
      "  /** The app's own haptics preference: when `false`, every function returns at once. */",
      "  @Volatile var isEnabled = true",
      "",
      "  /**",
      "   * Whether to play each pattern's reduced variant (its `fallbacks.reduced`, or nothing).",
      "   * Android has no reduce-haptics setting: set it from a setting of the app's own.",
      "   */",
      "  @Volatile var reducedFeedback = false",
      "",
      "  // Set last in init, after every effect: a volatile write, so a thread that sees the",
      "  // vibrator sees the effects too.",
      "  @Volatile private var vibrator: Vibrator? = null",
    ]
    for (_, standard, reduced) in builders {
      for builder in [standard, reduced].compactMap({ $0 }) {
        lines.append("  private var \(builder.field): VibrationEffect? = null")
      }
    }
    lines += [
      "",
      "  /** Finds the vibrator and builds every effect; call once, from the main thread. */",
      "  fun init(context: Context) {",
      "    if (Build.VERSION.SDK_INT < 26) return",
      "    val found = findVibrator(context) ?: return",
      "    if (!found.hasVibrator()) return",
    ]
    for (_, standard, reduced) in builders {
      for builder in [standard, reduced].compactMap({ $0 }) {
        lines.append("    \(builder.field) = \(builder.function)(found)")
      }
    }
    lines += ["    vibrator = found", "  }"]
    for (entry, standard, reduced) in builders {
      lines += function(entry, standard: standard, reduced: reduced)
      if let feedback = KotlinViewFeedback.forEntry(entry) {
        lines += viewFunction(entry, feedback)
      }
    }
    lines += playHelper
    for builder in all {
      lines.append("")
      lines += builder.lines
    }
    let constants = all.flatMap(\.constants)
    for constant in constants {
      lines.append("")
      var text = Substring(constant)
      while text.last == "\n" { text = text.dropLast() }
      lines.append(String(text))
    }
    for helper in helpers {
      lines.append("")
      lines += KotlinPreamble.lines(KotlinArray.source(helper))
    }
    if usesComposition { lines += [""] + KotlinPreamble.lines(KotlinPreamble.composition) }
    lines += [""] + KotlinPreamble.lines(KotlinPreamble.touchVibrate)
    lines += [""] + KotlinPreamble.lines(KotlinPreamble.findVibrator("findVibrator"))
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private func function(_ entry: VocabularyEntry, standard: Builder?, reduced: Builder?) -> [String]
  {
    var doc = [entry.summary]
    if let standard {
      doc.append("Plays the first of: " + standard.summary.joined(separator: "; ") + ".")
    } else {
      doc.append("Nothing plays on Android: \(silence(entry, reduced: false)).")
    }
    if let reduced {
      doc.append("Reduced feedback: " + reduced.summary.joined(separator: "; ") + ".")
    } else {
      doc.append("Reduced feedback: nothing (\(silence(entry, reduced: true))).")
    }
    var lines = ["", "  /**"]
    for (position, paragraph) in doc.enumerated() {
      if position > 0 { lines.append("   *") }
      lines += CommentText.lines(CodegenNaming.commentText(paragraph), prefix: "   *")
    }
    lines.append("   */")
    lines.append("  fun \(entry.declaration)() {")
    if standard == nil, reduced == nil {
      lines.append("    // Nothing to play: see above.")
    } else {
      lines.append(
        "    play(\(standard?.field ?? "null"), \(reduced?.field ?? "null"))")
    }
    lines.append("  }")
    return lines
  }

  /// `fun member(view: View)`: the View's own haptic feedback from the constant's API level
  /// (it follows the view's and the system's touch-feedback settings), else the vibrator path.
  private func viewFunction(_ entry: VocabularyEntry, _ feedback: KotlinViewFeedback) -> [String] {
    let call = "HapticFeedbackConstants.\(feedback.constant)"
    let text =
      "The same from a view: `view.performHapticFeedback(\(call))` on API "
      + "\(feedback.apiLevel)+, which follows the view's and the system's touch-feedback "
      + "settings; below API \(feedback.apiLevel), or with reduced feedback on, it plays "
      + "`\(entry.call)()`."
    return ["", "  /**"] + CommentText.lines(CodegenNaming.commentText(text), prefix: "   *") + [
      "   */",
      "  fun \(entry.declaration)(view: View) {",
      "    if (!isEnabled) return",
      "    if (reducedFeedback || Build.VERSION.SDK_INT < \(feedback.apiLevel)) {",
      "      \(entry.call)()",
      "      return",
      "    }",
      "    view.performHapticFeedback(\(call))",
      "  }",
    ]
  }

  private func silence(_ entry: VocabularyEntry, reduced: Bool) -> String {
    if reduced {
      return entry.render.reduced == nil
        ? "the pattern has no fallbacks.reduced" : "Android cannot play its fallbacks.reduced"
    }
    let plan = entry.plan(Self.android)
    return [Rung.intent, .track, .web].compactMap { plan.unavailable[$0] }.first
      ?? "the pattern has nothing Android can play"
  }

  private func builder(_ entry: VocabularyEntry, reduced: Bool) -> Builder? {
    let plan = entry.plan(Self.android, reduced: reduced)
    guard !plan.branches.isEmpty else { return nil }
    let upper = Identifier.upperCamel(entry.id)
    let snake = Self.snake(entry.member) + (reduced ? "_REDUCED" : "")
    let function = "effectFor\(upper)" + (reduced ? "Reduced" : "")
    let field = entry.member + (reduced ? "Reduced" : "Effect")
    var body: [String] = []
    var constants: [String] = []
    var helpers: [KotlinArray.Helper] = []
    var usesComposition = false
    var summary: [String] = []
    var previous: (String, String)?
    var terminated = false
    for (position, branch) in plan.branches.enumerated() where !terminated {
      // A composition the next branch plays the same way under a lower API level (issue 11:
      // API 31 timed, API 30 untimed) is printed once, under that branch.
      if position + 1 < plan.branches.count,
        KotlinEmitter.subsumed(branch, by: plan.branches[position + 1])
      {
        continue
      }
      let condition = KotlinGuard.condition(branch.requirement)
      let printed = print(
        branch.effect, prefix: "\(snake)_\(branch.rung.rawValue.uppercased())_\(position + 1)")
      if let previous, previous.0 == (condition ?? ""), previous.1 == printed.expression {
        continue
      }
      previous = (condition ?? "", printed.expression)
      constants += printed.constants
      helpers += printed.helpers
      usesComposition = usesComposition || printed.usesComposition
      let what = Self.describe(branch)
      let needs = Self.needs(branch.requirement)
      summary.append(what + (needs.isEmpty ? "" : " (" + needs + ")"))
      body.append("    // \(what).")
      if let condition {
        body.append("    if (\(condition)) {")
        body.append("      return \(printed.expression)")
        body.append("    }")
      } else {
        body.append("    return \(printed.expression)")
        terminated = true
      }
    }
    if !terminated {
      body.append("    // Nothing else can play on this device: silent, and a success.")
      body.append("    return null")
    }
    let lines =
      ["  @RequiresApi(26)", "  private fun \(function)(vibrator: Vibrator): VibrationEffect? {"]
      + body + ["  }"]
    return Builder(
      function: function, field: field, lines: lines, constants: constants, helpers: helpers,
      usesComposition: usesComposition, summary: summary)
  }

  /// What a branch needs of the device, in words for doc comments (`API 31+, primitives
  /// supported`); the code holds the exact checks.
  static func needs(_ requirement: DeviceGuard) -> String {
    var api = 0
    var parts: [String] = []
    for clause in requirement.clauses {
      switch clause {
      case .apiLevel(let level): api = max(api, level)
      case .primitives(let list):
        api = max(api, list.map(\.apiLevel).max() ?? 30)
        parts.append("primitives supported")
      case .amplitudeControl: parts.append("amplitude control")
      case .envelopeEffects:
        api = max(api, 36)
        parts.append("envelope effects")
      case .envelopeFits: api = max(api, 36)
      default: break
      }
    }
    // Every function is @RequiresApi(26) already, so the ladder's API 26 floor goes unsaid.
    var unique: [String] = api > AndroidLadder.floor ? ["API \(api)+"] : []
    for part in parts where !unique.contains(part) { unique.append(part) }
    return unique.joined(separator: ", ")
  }

  /// A condition on one line, for doc comments.
  static func flat(_ condition: String) -> String {
    condition.split(whereSeparator: \.isNewline).map { $0.trimmingPrefix(while: \.isWhitespace) }
      .joined(separator: " ").trimmingSuffixSpaces()
  }

  static func snake(_ member: String) -> String {
    var text = ""
    for character in member {
      if character.isUppercase, !text.isEmpty { text.append("_") }
      text += character.uppercased()
    }
    return text
  }

  static func describe(_ branch: Branch) -> String {
    let rung: String =
      switch branch.rung {
      case .intent: "intent"
      case .track: "track"
      case .web: "fallbacks.web"
      case .reduced: "reduced"
      case .silent: "silence"
      }
    switch branch.effect {
    case .composition(let taps):
      let names = Array(Set(taps.map(\.primitive))).sorted().map(\.constant)
      return "\(rung), composition of \(names.joined(separator: ", "))"
    case .predefined(let effect): return "\(rung), predefined \(effect.rawValue)"
    case .waveform: return "\(rung), amplitude waveform"
    case .onOff: return "\(rung), duration only at DEFAULT_AMPLITUDE"
    case .envelope: return "\(rung), API 36 envelope"
    default: return rung
    }
  }

  private func print(_ effect: Effect, prefix: String) -> Printed {
    func array(_ name: String, _ kind: KotlinArray.Kind, _ values: [String]) -> (
      String, [KotlinArray.Helper]
    ) {
      let constant = KotlinArray.constant(name, kind, values)
      return (constant.text, constant.helpers)
    }
    func array(_ name: String, _ kind: KotlinArray.Kind, _ values: [Int]) -> (
      String, [KotlinArray.Helper]
    ) {
      let constant = KotlinArray.constant(name, kind, values)
      return (constant.text, constant.helpers)
    }
    switch effect {
    case .composition(let taps):
      if taps.count == 1, taps[0].at == 0, taps[0].scale == 1 {
        return Printed(
          expression: "VibrationEffect.startComposition()\n        .addPrimitive("
            + "VibrationEffect.Composition.\(taps[0].primitive.constant))\n        .compose()")
      }
      let parts = [
        array(
          "\(prefix)_PRIMITIVES", .named,
          taps.map { "VibrationEffect.Composition.\($0.primitive.constant)" }),
        array("\(prefix)_SCALES", .float, taps.map { Decimal.text($0.scale) + "f" }),
        array("\(prefix)_STARTS", .int, taps.map(\.at)),
      ]
      return Printed(
        expression:
          "composition(vibrator, \(prefix)_PRIMITIVES, \(prefix)_SCALES, \(prefix)_STARTS)",
        constants: parts.map(\.0), helpers: parts.flatMap(\.1), usesComposition: true)
    case .predefined(let predefined):
      return Printed(
        expression: "VibrationEffect.createPredefined(VibrationEffect.\(predefined.rawValue))")
    case .waveform(let waveform):
      let parts = [
        array("\(prefix)_TIMINGS", .long, waveform.timings),
        array("\(prefix)_AMPLITUDES", .int, waveform.amplitudes),
      ]
      return Printed(
        expression: "VibrationEffect.createWaveform(\(prefix)_TIMINGS, \(prefix)_AMPLITUDES, -1)",
        constants: parts.map(\.0), helpers: parts.flatMap(\.1))
    case .onOff(let timings):
      let part = array("\(prefix)_TIMINGS", .long, timings)
      return Printed(
        expression: "VibrationEffect.createWaveform(\(prefix)_TIMINGS, -1)", constants: [part.0],
        helpers: part.1)
    case .envelope(let envelope):
      // The first line follows `= ` in the caller's line, so it carries no indent of its own.
      var lines = envelope.kotlinBuilder(indent: "      ")
      lines[0] = String(lines[0].drop { $0 == " " })
      return Printed(expression: lines.joined(separator: "\n"))
    default:
      return Printed(expression: "null")
    }
  }

  private var playHelper: [String] {
    [
      "",
      "  private fun play(effect: VibrationEffect?, reduced: VibrationEffect?) {",
      "    if (!isEnabled || Build.VERSION.SDK_INT < 26) return",
      "    val vibrator = vibrator ?: return",
      "    val chosen = (if (reducedFeedback) reduced else effect) ?: return",
      "    vibrate(vibrator, chosen)",
      "  }",
    ]
  }
}

extension String {
  /// The text without trailing spaces.
  fileprivate func trimmingSuffixSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
