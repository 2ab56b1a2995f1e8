import Foundation
import HapModel
import Testing

@testable import HapRender

/// The generated Kotlin compiled with `kotlinc` (one invocation, with the harness) against
/// recording Android stand-ins and run on the JVM once per Android profile (and once below the
/// API 26 floor): what each function plays must be the effect of the branch `render` reports
/// for that profile, built once in `init`, played with `USAGE_TOUCH` from API 33.
@Suite struct KotlinVocabularyProofTests {
  /// Every Android profile, and API 26, 29 and 32 phones the catalogue lacks (issue 20 item 10:
  /// API 26-32 is where a call without attributes escapes the touch-feedback setting).
  static let profiles =
    DeviceProfile.profiles(for: .android) + [
      DeviceProfile(
        platform: .android, name: "api26", summary: "API 26 ERM phone",
        features: [.actuator], apiLevel: 26, motor: .erm),
      DeviceProfile(
        platform: .android, name: "api29", summary: "API 29 phone with amplitude control",
        features: [.actuator, .amplitude, .predefinedEffects, .halEffects], apiLevel: 29,
        motor: .lra),
      DeviceProfile(
        platform: .android, name: "api32", summary: "API 32 phone with every primitive",
        features: [
          .actuator, .amplitude, .composition, .primitives30, .primitives31, .predefinedEffects,
          .halEffects,
        ], apiLevel: 32, motor: .lra),
    ]

  /// The usage the stand-in logs for a call at `api`: touch usage at every level.
  static func usage(_ api: Int) -> String { api >= 33 ? " usage=TOUCH" : " usage=SONIFICATION" }
  static let output = CodegenFixtures.generate(.kotlin)
  /// The odd vocabulary, compiled in the same kotlinc run as `EdgeHaptics` in package `edge`.
  static let edges = Codegen.generate(
    CodegenFixtures.edges,
    options: CodegenOptions(language: .kotlin, name: "EdgeHaptics", kotlinPackage: "edge"))
  static var edgeCalls: [(input: CodegenInput, call: String)] {
    CodegenFixtures.edges.map {
      ($0, CodegenNaming.spelled(CodegenNaming.member($0.pattern.id), in: .kotlin).call)
    }
  }
  static var members: [(input: CodegenInput, member: String)] {
    CodegenFixtures.library.map { ($0, CodegenNaming.member($0.pattern.id)) }
  }

  /// The library's patterns with a View form, and the constant each plays (D165).
  static var viewMembers: [(member: String, feedback: KotlinViewFeedback)] {
    CodegenFixtures.library.compactMap { input in
      KotlinViewFeedback.forEntry(VocabularyEntry(input, language: .kotlin)).map {
        (CodegenNaming.member(input.pattern.id), $0)
      }
    }
  }

  /// The runs of the View form: every profile, the API 25 phone, and an API 20 phone (below
  /// `CLOCK_TICK`).
  static var viewRuns: [(name: String, api: Int)] {
    profiles.map { ($0.name, $0.apiLevel ?? 0) } + [("api25", 25), ("api20", 20)]
  }

  static var harness: String {
    let calls = members.map { "  \"\($0.member)\" to { Haptics.\($0.member)() }" }
    let viewCalls = viewMembers.map {
      "  \"\($0.member)\" to { Haptics.\($0.member)(android.view.View()) }"
    }
    let runs = profiles.map { profile -> String in
      let primitives = profile.supportedPrimitives.map(\.rawValue).sorted()
      return "  Run(\"\(profile.name)\", \(profile.apiLevel ?? 0), \(profile.has(.amplitude)), "
        + "setOf(\(primitives.map(String.init).joined(separator: ", "))), "
        + "\(profile.has(.envelopeEffects))),"  // Kotlin 1.3 has no trailing commas: api25 ends it
    }
    return """
      import android.content.Context
      import android.os.Build
      import android.os.Log
      import android.os.Vibrator
      import android.os.VibratorManager
      import haptics.Haptics

      class Run(val name: String, val sdk: Int, val amplitude: Boolean, val primitives: Set<Int>, val envelope: Boolean)

      class StandInContext(private val vibrator: Vibrator) : Context() {
        override fun getSystemService(name: String): Any? =
          if (name == Context.VIBRATOR_SERVICE) vibrator else null

        @Suppress("UNCHECKED_CAST")
        override fun <T> getSystemService(serviceClass: Class<T>): T =
          (if (serviceClass == VibratorManager::class.java) {
            object : VibratorManager() { override fun getDefaultVibrator(): Vibrator = vibrator }
          } else null) as T
      }

      val calls = listOf<Pair<String, () -> Unit>>(
      \(calls.joined(separator: ",\n"))
      )

      val viewCalls = listOf<Pair<String, () -> Unit>>(
      \(viewCalls.joined(separator: ",\n"))
      )

      val runs = listOf(
      \(runs.joined(separator: "\n"))
        Run("api25", 25, true, setOf(), false),
        Run("api20", 20, true, setOf(), false)
      )

      fun main() {
        for (run in runs) {
          Build.VERSION.SDK_INT = run.sdk
          Vibrator.amplitude = run.amplitude
          Vibrator.primitives = java.util.HashSet(run.primitives)
          Vibrator.envelope = run.envelope
          Haptics.isEnabled = true
          Haptics.reducedFeedback = false
          Log.add("== ${run.name} init")
          Haptics.init(StandInContext(Vibrator()))
          for ((name, call) in calls) {
            Log.add("== ${run.name} fire $name")
            repeat(3) { call() }
          }
          Haptics.isEnabled = false
          Log.add("== ${run.name} disabled")
          for ((_, call) in calls) call()
          Haptics.isEnabled = true
          Haptics.reducedFeedback = true
          for ((name, call) in calls) {
            Log.add("== ${run.name} reduced $name")
            call()
          }
          Haptics.reducedFeedback = false
          Vibrator.touchFeedback = false
          Log.add("== ${run.name} touch feedback off")
          for ((_, call) in calls) call()
          Vibrator.touchFeedback = true
          for ((name, call) in viewCalls) {
            Log.add("== ${run.name} view $name")
            repeat(3) { call() }
          }
          Vibrator.touchFeedback = false
          Log.add("== ${run.name} view touch feedback off")
          for ((_, call) in viewCalls) call()
          Vibrator.touchFeedback = true
          Haptics.reducedFeedback = true
          for ((name, call) in viewCalls) {
            Log.add("== ${run.name} view reduced $name")
            call()
          }
          Haptics.reducedFeedback = false
          Haptics.isEnabled = false
          Log.add("== ${run.name} view disabled")
          for ((_, call) in viewCalls) call()
          Haptics.isEnabled = true
        }
        Build.VERSION.SDK_INT = 34
        Vibrator.amplitude = true
        Vibrator.primitives = java.util.HashSet(setOf(1, 2, 3, 4, 5, 6, 7, 8))
        Log.add("== edge init")
        edge.EdgeHaptics.init(StandInContext(Vibrator()))
        for (reduced in listOf(false, true)) {
          edge.EdgeHaptics.reducedFeedback = reduced
      \(edgeCalls.map { "    Log.add(\"== edge $reduced \($0.call)\")\n    edge.EdgeHaptics.\($0.call)()" }.joined(separator: "\n"))
        }
        for (line in Log.lines) println(line)
      }

      """
  }

  /// The stand-in's text for an effect the plan holds (numbers with a point normalised).
  static func describe(_ effect: Effect) -> String {
    func join(_ values: [Int]) -> String { values.map(String.init).joined(separator: ",") }
    switch effect {
    case .composition(let taps):
      var end = 0
      let parts = taps.map { tap -> String in
        // The stand-in's primitives last 0 ms, so each delay is the gap from the last start.
        let delay = max(0, tap.at - end)
        end = max(end, tap.at)
        return "\(tap.primitive.rawValue)@\(Decimal.text(tap.scale))@\(delay)"
      }
      return normalized("composition " + parts.joined(separator: ","))
    case .predefined(let predefined):
      let value = ["EFFECT_CLICK": 0, "EFFECT_TICK": 2, "EFFECT_HEAVY_CLICK": 5][
        predefined.rawValue]!
      return "predefined \(value)"
    case .waveform(let waveform):
      return "waveform \(join(waveform.timings)) \(join(waveform.amplitudes)) repeat -1"
    case .onOff(let timings): return "onoff \(join(timings)) repeat -1"
    case .envelope(let envelope):
      let points = envelope.points.map {
        "\(Decimal.text($0.intensity))/\(Decimal.text($0.sharpness))/\($0.duration)"
      }
      return normalized(
        "envelope \(Decimal.text(envelope.initialSharpness)) " + points.joined(separator: ","))
    default: return "unexpected \(effect)"
    }
  }

  /// Every number with a decimal point as Swift prints the same `Float`.
  static func normalized(_ text: String) -> String {
    var out = ""
    var number = ""
    func flush() {
      if number.contains("."), let value = Float(number) {
        out += value.description
      } else {
        out += number
      }
      number = ""
    }
    for character in text {
      if character.isNumber || character == "." || (character == "-" && number.isEmpty) {
        number.append(character)
      } else {
        flush()
        out.append(character)
      }
    }
    flush()
    return out
  }

  /// Compiled and run once for the suite (kotlinc takes most of a minute to start).
  static let result: Result<[String: [String]], KotlinToolchain.Failure> = {
    do {
      return .success(try compileAndRun())
    } catch let failure as KotlinToolchain.Failure {
      return .failure(failure)
    } catch {
      return .failure(KotlinToolchain.Failure(description: "\(error)"))
    }
  }()

  static func compileAndRun() throws -> [String: [String]] {
    let folder = NSTemporaryDirectory() + "haptui-kotlin-vocabulary-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let files =
      AndroidStandIns.sources.map { ("stubs/" + $0.key, $0.value) }
      + [
        ("kotlin/Haptics.kt", CodegenFixtures.file(output, "Haptics.kt") ?? ""),
        ("kotlin/EdgeHaptics.kt", CodegenFixtures.file(edges, "EdgeHaptics.kt") ?? ""),
        // The Compose files compile with the rest (keyword ids included); their calls are
        // proven in AndroidFeedbackProofTests.
        ("kotlin/HapticsCompose.kt", CodegenFixtures.file(output, "HapticsCompose.kt") ?? ""),
        (
          "kotlin/EdgeHapticsCompose.kt", CodegenFixtures.file(edges, "EdgeHapticsCompose.kt") ?? ""
        ),
        ("kotlin/Harness.kt", harness),
      ] + ComposeStandIns.sources.map { ("kotlin/" + $0.key, $0.value) }
    for (path, text) in files {
      let full = folder + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    let steps = [
      "javac -d '\(folder)/classes' $(find '\(folder)/stubs' -name '*.java')",
      // One kotlinc run for the vocabulary and the harness: it is slow to start.
      "kotlinc '\(folder)'/kotlin/*.kt -cp '\(folder)/classes' -include-runtime "
        + "-d '\(folder)/app.jar'",
    ]
    for step in steps {
      guard let result = KotlinToolchain.run(step + " 2>&1"), result.status == 0 else {
        throw KotlinToolchain.Failure(
          description: "\(step) failed:\n\(KotlinToolchain.run(step + " 2>&1")?.text ?? "")")
      }
    }
    guard
      let run = KotlinToolchain.run(
        "java -cp '\(folder)/app.jar:\(folder)/classes' HarnessKt 2>&1"),
      run.status == 0
    else {
      throw KotlinToolchain.Failure(
        description: "the harness failed: "
          + (KotlinToolchain.run("java -cp '\(folder)/app.jar:\(folder)/classes' HarnessKt 2>&1")?
            .text ?? ""))
    }
    return ProofLog.sections(run.text)
  }

  @Test(
    .enabled(
      if: KotlinToolchain.isAvailable, "needs kotlinc, javac and java (apt-get install kotlin)"))
  func everyProfilePlaysWhatRenderReports() throws {
    let log = try Self.result.get()
    var played = 0
    var silent = 0
    for profile in Self.profiles {
      let usage = Self.usage(profile.apiLevel ?? 0)
      for (input, member) in Self.members {
        let rendition = Renderer.render(input.pattern, profile: profile, includeArtifact: false)
        let plan = Ladder.plan(RenderInput(input.pattern), settings: .standard, on: AndroidLadder())
        let lines = log["\(profile.name) fire \(member)"] ?? []
        #expect(
          !lines.contains { $0.hasPrefix("made ") }, "\(member): effects are built in init only")
        if let branch = plan.branch(for: profile) {
          played += 1
          #expect(rendition.rung == branch.rung, "the report and the plan agree")
          let expected = "vibrate " + Self.describe(branch.effect) + usage
          #expect(
            lines == [expected, expected, expected],
            "\(profile.name) \(member) (\(rendition.rung.rawValue), \(rendition.path))")
        } else {
          silent += 1
          #expect(rendition.isSilent)
          #expect(lines.isEmpty, "\(profile.name) \(member): render says silent")
        }
        let reducedPlan = Ladder.plan(
          RenderInput(input.pattern), settings: RenderSettings(reduced: true), on: AndroidLadder())
        let reduced = log["\(profile.name) reduced \(member)"] ?? []
        if let branch = reducedPlan.branch(for: profile) {
          #expect(
            reduced == ["vibrate " + Self.describe(branch.effect) + usage],
            "\(profile.name) \(member) reduced")
        } else {
          #expect(reduced.isEmpty, "\(profile.name) \(member) reduced: nothing")
        }
      }
      #expect(
        log["\(profile.name) disabled"] == [], "\(profile.name): isEnabled false plays nothing")
      #expect(log["\(profile.name) touch feedback off"] != nil)
      let off = log["\(profile.name) touch feedback off"] ?? []
      #expect(
        !off.contains { $0.hasPrefix("vibrate ") },
        "\(profile.name): with touch feedback off nothing vibrates: \(off.prefix(2))")
      #expect(log["\(profile.name) init"]?.contains { $0.hasPrefix("made ") } == true)
    }
    #expect(played > 80 && silent < played, "played \(played), silent \(silent)")
  }

  @Test(
    .enabled(
      if: KotlinToolchain.isAvailable, "needs kotlinc, javac and java (apt-get install kotlin)"))
  func oddVocabulariesCompileAndPlayWhatRenderReports() throws {
    #expect(Self.edges.errors.isEmpty, "\(Self.edges.errors)")
    let log = try Self.result.get()
    let full = DeviceProfile.defaultProfile(for: .android)
    for (input, call) in Self.edgeCalls {
      for reduced in [false, true] {
        let plan = Ladder.plan(
          RenderInput(input.pattern), settings: RenderSettings(reduced: reduced),
          on: AndroidLadder())
        let lines = log["edge \(reduced) \(call)"]
        let expected =
          plan.branch(for: full).map { ["vibrate " + Self.describe($0.effect) + " usage=TOUCH"] }
          ?? []
        #expect(lines == expected, "\(call) reduced \(reduced)")
      }
    }
    #expect(Self.edgeCalls.map(\.call).contains("`return`"), "a keyword, escaped")
  }

  /// Issue 20 item 15 (D165): from its constant's API level the View form plays
  /// `performHapticFeedback(constant)` and nothing through the vibrator; below it, exactly what
  /// the vibrator path plays (nothing below API 26); reduced feedback plays the vibrator's
  /// reduced path, `isEnabled` false plays nothing, touch feedback off mutes both paths.
  @Test(
    .enabled(
      if: KotlinToolchain.isAvailable, "needs kotlinc, javac and java (apt-get install kotlin)"))
  func viewFormPlaysTheConstantFromItsAPILevel() throws {
    let log = try Self.result.get()
    #expect(
      Self.viewMembers.map(\.feedback.constant) == ["CLOCK_TICK"],
      "the library's selection maps; its notifications play their tracks on Android")
    var checks = 0
    var disagreements: [String] = []
    var levels: [String: Set<Bool>] = [:]
    for run in Self.viewRuns {
      for (member, feedback) in Self.viewMembers {
        let lines = log["\(run.name) view \(member)"]
        let above = run.api >= feedback.apiLevel
        levels[member, default: []].insert(above)
        let expected =
          above
          ? Array(repeating: "feedback \(feedback.value)", count: 3)
          : log["\(run.name) fire \(member)"] ?? ["(no vibrator log)"]
        checks += 1
        if lines != expected {
          disagreements.append("\(run.name) \(member): \(lines ?? []) != \(expected)")
        }
        let reduced = log["\(run.name) view reduced \(member)"]
        checks += 1
        if reduced != (log["\(run.name) reduced \(member)"] ?? []) {
          disagreements.append("\(run.name) \(member) reduced: \(reduced ?? [])")
        }
      }
      #expect(log["\(run.name) view disabled"] == [], "\(run.name): isEnabled false")
      let off = log["\(run.name) view touch feedback off"] ?? ["(missing)"]
      #expect(
        off.allSatisfy {
          $0.hasPrefix("muted ") || $0.hasPrefix("feedback muted ")
            || $0.hasPrefix("feedback unknown ")
        },
        "\(run.name): touch feedback off: \(off)")
    }
    #expect(disagreements.isEmpty, "\(disagreements.count) of \(checks): \(disagreements)")
    #expect(checks >= 20, "\(checks) checks")
    for (member, seen) in levels {
      #expect(seen == [true, false], "\(member) runs below and above its gate")
    }
    // Between API 21 and 25 selection plays CLOCK_TICK where the vibrator path plays nothing.
    #expect(log["api25 view selection"] == ["feedback 4", "feedback 4", "feedback 4"])
    #expect(log["api20 view selection"] == [])
    let table = CodegenFixtures.file(Self.output, "HAPTICS.md") ?? ""
    #expect(
      table.contains("- `selection(view)`: `HapticFeedbackConstants.CLOCK_TICK` on API 21+"),
      "HAPTICS.md says which path plays")
  }

  @Test(
    .enabled(
      if: KotlinToolchain.isAvailable, "needs kotlinc, javac and java (apt-get install kotlin)"))
  func belowAPI26NothingIsBuiltOrPlayed() throws {
    let log = try Self.result.get()
    // The View form is not the vibrator: from a view, selection plays on API 25 (D165).
    let api25 = log.filter { $0.key.hasPrefix("api25 ") && !$0.key.hasPrefix("api25 view") }
      .values.flatMap { $0 }
    #expect(log["api25 init"] != nil)
    #expect(api25.isEmpty, "no effect made, nothing vibrates: \(api25.prefix(3))")
  }
}
