import Foundation
import HapModel
import Testing

@testable import HapRender

/// The UI-feedback forms of the Kotlin vocabulary (issue 20 item 15) proven on the JVM for
/// every intent: a vocabulary of one intent-only pattern per intent, compiled with its harness
/// against the recording Android stand-ins and run on phones from API 20 to 36. Each form must
/// play the expected table's constant from the constant's API level and, below it, exactly
/// what the vibrator path plays.
@Suite struct AndroidFeedbackProofTests {
  /// The `HapticFeedbackConstants` value and API level each intent's View form plays, written
  /// from the Android reference (platform-facts 4.3; the API 30 diff adds CONFIRM and REJECT);
  /// an intent not listed has no View form (D165).
  static let viewTable: [IntentToken: (value: Int, api: Int)] = [
    .selection: (4, 21), .notificationSuccess: (16, 30), .notificationError: (17, 30),
  ]

  /// The Compose `HapticFeedbackType` each intent's Compose form plays, the value of the
  /// constant behind it and that constant's API level (SEGMENT_TICK is API 34); an intent not
  /// listed plays its View form, or the vibrator path where it has none (D221).
  static let composeTable: [IntentToken: (type: String, value: Int, api: Int)] = [
    .selection: ("SegmentTick", 26, 34), .notificationSuccess: ("Confirm", 16, 30),
    .notificationError: ("Reject", 17, 30),
  ]

  /// The API levels run: each side of every gate, the vibrator floor (26) and today's phones.
  static let levels = [20, 21, 25, 26, 29, 30, 33, 34, 36]

  static let output = Codegen.generate(
    CodegenFixtures.intents,
    options: CodegenOptions(language: .kotlin, name: "IntentHaptics", kotlinPackage: "intents"))

  static var members: [(token: IntentToken, member: String)] {
    CodegenFixtures.intents.map {
      (IntentToken(rawValue: $0.pattern.intent ?? "")!, CodegenNaming.member($0.pattern.id))
    }
  }

  static var harness: String {
    let calls = members.map { "  \"\($0.member)\" to { IntentHaptics.\($0.member)() }" }
    let viewCalls = members.filter { viewTable[$0.token] != nil }.map {
      "  \"\($0.member)\" to { IntentHaptics.\($0.member)(android.view.View()) }"
    }
    let composeCalls = members.map { "  \"\($0.member)\" to { compose.\($0.member)() }" }
    return """
      import android.content.Context
      import android.os.Build
      import android.os.Log
      import android.os.Vibrator
      import android.os.VibratorManager
      import intents.IntentHaptics
      import intents.rememberIntentHaptics

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

      // As an app would: remembered in composition, called from an event handler.
      val compose = rememberIntentHaptics()

      val composeCalls = listOf<Pair<String, () -> Unit>>(
      \(composeCalls.joined(separator: ",\n"))
      )

      fun section(forms: List<Pair<String, () -> Unit>>, title: String) {
        for ((name, call) in forms) {
          Log.add("== $title $name")
          call()
        }
      }

      fun main() {
        for (api in listOf(\(levels.map(String.init).joined(separator: ", ")))) {
          Build.VERSION.SDK_INT = api
          Vibrator.amplitude = true
          Vibrator.primitives = java.util.HashSet(
            if (api >= 31) setOf(1, 2, 3, 4, 5, 6, 7, 8) else if (api >= 30) setOf(1, 4, 5, 6, 7) else setOf())
          Log.add("== $api init")
          IntentHaptics.init(StandInContext(Vibrator()))
          for (reduced in listOf(false, true)) {
            IntentHaptics.reducedFeedback = reduced
            section(calls, "$api $reduced fire")
            section(viewCalls, "$api $reduced view")
            section(composeCalls, "$api $reduced compose")
          }
          IntentHaptics.reducedFeedback = false
          Vibrator.touchFeedback = false
          section(viewCalls, "$api off view")
          section(composeCalls, "$api off compose")
          Vibrator.touchFeedback = true
          IntentHaptics.isEnabled = false
          section(viewCalls, "$api disabled view")
          section(composeCalls, "$api disabled compose")
          IntentHaptics.isEnabled = true
        }
        for (line in Log.lines) println(line)
      }

      """
  }

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
    let folder = NSTemporaryDirectory() + "haptui-android-feedback-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let kotlin = output.files.filter { $0.path.hasSuffix(".kt") }.map {
      ("kotlin/" + $0.path, $0.text)
    }
    let files =
      AndroidStandIns.sources.map { ("stubs/" + $0.key, $0.value) } + kotlin
      + ComposeStandIns.sources.map { ("kotlin/" + $0.key, $0.value) }
      + [("kotlin/Harness.kt", harness)]
    for (path, text) in files {
      let full = folder + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    let steps = [
      "javac -d '\(folder)/classes' $(find '\(folder)/stubs' -name '*.java')",
      "kotlinc '\(folder)'/kotlin/*.kt -cp '\(folder)/classes' -include-runtime "
        + "-d '\(folder)/app.jar'",
      "java -cp '\(folder)/app.jar:\(folder)/classes' HarnessKt",
    ]
    var text = ""
    for step in steps {
      guard let result = KotlinToolchain.run(step + " 2>&1"), result.status == 0 else {
        throw KotlinToolchain.Failure(
          description: "\(step) failed:\n\(KotlinToolchain.run(step + " 2>&1")?.text ?? "")")
      }
      text = result.text
    }
    return ProofLog.sections(text)
  }

  /// Every intent × every level × normal and reduced: the View form plays the table's constant
  /// from its level and the vibrator path below it (and with reduced feedback on); touch
  /// feedback off mutes it, `isEnabled` false plays nothing; an intent the table lacks has no
  /// View form at all.
  @Test(
    .enabled(
      if: KotlinToolchain.isAvailable, "needs kotlinc, javac and java (apt-get install kotlin)"))
  func viewFormAgreesWithTheTableOnEveryIntentAndLevel() throws {
    let log = try Self.result.get()
    let source = CodegenFixtures.file(Self.output, "IntentHaptics.kt") ?? ""
    var checks = 0
    var disagreements: [String] = []
    for (token, member) in Self.members {
      let declared = source.contains("fun \(member)(view: View)")
      guard let row = Self.viewTable[token] else {
        checks += 1
        if declared { disagreements.append("\(member) has a View form the table lacks") }
        continue
      }
      if !declared { disagreements.append("\(member) has no View form") }
      for api in Self.levels {
        for reduced in [false, true] {
          let vibrator = log["\(api) \(reduced) fire \(member)"] ?? ["(missing)"]
          let expected = !reduced && api >= row.api ? ["feedback \(row.value)"] : vibrator
          let lines = log["\(api) \(reduced) view \(member)"] ?? ["(missing)"]
          checks += 1
          if lines != expected {
            disagreements.append("API \(api) reduced \(reduced) \(member): \(lines) != \(expected)")
          }
        }
        let off = log["\(api) off view \(member)"] ?? ["(missing)"]
        checks += 1
        if !off.allSatisfy({ $0.hasPrefix("muted ") || $0.hasPrefix("feedback muted ") }) {
          disagreements.append("API \(api) touch feedback off \(member): \(off)")
        }
        checks += 1
        if log["\(api) disabled view \(member)"] != [] {
          disagreements.append(
            "API \(api) disabled \(member): \(log["\(api) disabled view \(member)"] ?? [])")
        }
      }
    }
    #expect(
      disagreements.isEmpty, "\(disagreements.count) disagreements of \(checks): \(disagreements)")
    #expect(checks >= 3 * Self.levels.count * 4, "\(checks) checks")
    // From API 30 the vibrator path plays a composition for a success; the View form plays
    // CONFIRM instead, so the two paths are told apart.
    #expect(log["30 false fire notificationSuccess"]?.first?.hasPrefix("vibrate ") == true)
    #expect(log["30 false view notificationSuccess"] == ["feedback 16"])
  }

  /// Every intent × every level × normal and reduced: the Compose form plays the table's type
  /// through `LocalHapticFeedback` from its constant's level; below it, and with reduced
  /// feedback on, exactly what the View form plays; an intent the table lacks plays exactly
  /// what `member()` plays. Touch feedback off mutes every path, `isEnabled` false plays none.
  @Test(
    .enabled(
      if: KotlinToolchain.isAvailable, "needs kotlinc, javac and java (apt-get install kotlin)"))
  func composeFormAgreesWithTheTableOnEveryIntentAndLevel() throws {
    let log = try Self.result.get()
    var checks = 0
    var disagreements: [String] = []
    var composed = 0
    for (token, member) in Self.members {
      for api in Self.levels {
        for reduced in [false, true] {
          let expected: [String]
          if let row = Self.composeTable[token] {
            expected =
              !reduced && api >= row.api
              ? ["compose \(row.type) \(row.value)"]
              : log["\(api) \(reduced) view \(member)"] ?? ["(missing view)"]
          } else {
            expected = log["\(api) \(reduced) fire \(member)"] ?? ["(missing fire)"]
          }
          let lines = log["\(api) \(reduced) compose \(member)"] ?? ["(missing)"]
          if lines.first?.hasPrefix("compose ") == true { composed += 1 }
          checks += 1
          if lines != expected {
            disagreements.append("API \(api) reduced \(reduced) \(member): \(lines) != \(expected)")
          }
        }
        let off = log["\(api) off compose \(member)"] ?? ["(missing)"]
        checks += 1
        if !off.allSatisfy({ $0.hasPrefix("muted ") || $0.contains(" muted ") }) {
          disagreements.append("API \(api) touch feedback off \(member): \(off)")
        }
        checks += 1
        if log["\(api) disabled compose \(member)"] != [] {
          disagreements.append("API \(api) disabled \(member)")
        }
      }
    }
    #expect(
      disagreements.isEmpty, "\(disagreements.count) disagreements of \(checks): \(disagreements)")
    #expect(checks == Self.members.count * Self.levels.count * 4, "\(checks) checks")
    // Success and error from API 30 (4 levels run), selection from API 34 (2 levels).
    #expect(composed == 2 * 4 + 2, "\(composed) calls through LocalHapticFeedback")
    #expect(!log.values.joined().contains { $0.hasPrefix("compose unknown") })
  }
}
