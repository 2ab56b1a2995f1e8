import Foundation
import HapModel
import HapTestSupport
import Testing

@testable import HapRender

/// The generated Swift compiled with `swiftc` (Swift 6 mode) against recording stand-ins of
/// UIKit, Core Haptics and SwiftUI, then run: every function three times, with the preference
/// off, with Reduce Motion on, after the engine stops and resets on Core Haptics' own thread,
/// without haptic hardware, with a failing engine, and with the AHAP resources missing.
@Suite(.serialized) struct SwiftVocabularyProofTests {
  static let output = CodegenFixtures.generate(.swift)
  static let iphone = DeviceProfile.defaultProfile(for: .ios)

  /// What render plans for each pattern on an iPhone: the generator call, or the AHAP layers.
  enum Expected {
    case fire(String)
    case play([String])
    case nothing
  }

  static func expected(_ input: CodegenInput, reduced: Bool = false) -> Expected {
    let plan = Ladder.plan(
      RenderInput(input.pattern), settings: RenderSettings(reduced: reduced), on: IOSLadder())
    switch plan.branch(for: iphone)?.effect {
    case .iosFeedback(let token)?:
      let generator = UIKitGenerator(token)
      let argument =
        generator.fire.split(separator: ".").dropFirst().first.map {
          " " + $0.dropLast()
        } ?? ""
      let style =
        generator.make.split(separator: ".").dropFirst().first.map {
          " " + $0.dropLast()
        } ?? ""
      return .fire("fire \(generator.type)\(style)\(argument)")
    case .ahap(let documents)?:
      let stem = Identifier.fileStem(input.pattern.id)
      return .play((0..<documents.count).map { $0 == 0 ? stem : "\(stem).layer\($0 + 1)" })
    default:
      return .nothing
    }
  }

  static var members: [(input: CodegenInput, member: String)] {
    CodegenFixtures.library.map { ($0, CodegenNaming.member($0.pattern.id)) }
  }

  static var harness: String {
    let calls = members.map { "    (\"\($0.member)\", { Haptics.\($0.member)() })," }
    let snippets = snippetFiles.map { file -> String in
      let name = String(file.0.dropLast(".swift".count))
      return "    (\"\(name)\", { \(name)() }),"
    }
    let track = members.first { if case .play = expected($0.input) { true } else { false } }!.member
    return """
      import App
      import CoreHaptics
      import Foundation
      import StandInLog

      func section(_ title: String) { StandIn.record("== " + title) }

      /// Lets the engine's start and handlers, which hop to the main actor, run: waits until no
      /// stand-in thread runs and the record stays the same over two sleeps (at most 5 s, so a
      /// loaded machine delays the run instead of failing it).
      @MainActor func settle() async {
        var seen = -1
        var calm = 0
        for _ in 0..<250 {
          try? await Task.sleep(nanoseconds: 20_000_000)
          let count = StandIn.recorded.count
          calm = StandIn.threadsRunning == 0 && count == seen ? calm + 1 : 0
          if calm >= 2 { return }
          seen = count
        }
      }

      @MainActor func main() async {
        let calls: [(String, @MainActor () -> Void)] = [
      \(calls.joined(separator: "\n"))
        ]
        let snippets: [(String, @MainActor () -> Void)] = [
      \(snippets.joined(separator: "\n"))
        ]
        for (name, call) in calls {
          section("fire " + name)
          for _ in 0..<3 { call() }
          await settle()
        }
        section("disabled")
        Haptics.isEnabled = false
        for (_, call) in calls { call() }
        await settle()
        Haptics.isEnabled = true
        // Reduce Motion is not a haptics setting: by default the full pattern plays.
        StandIn.reduceMotion = true
        for (name, call) in calls {
          section("reduce motion " + name)
          call()
          await settle()
        }
        StandIn.reduceMotion = false
        Haptics.reducedFeedback = true
        for (name, call) in calls {
          section("reduced " + name)
          call()
          await settle()
        }
        Haptics.reducedFeedback = false
        if let engine = StandIn.engines.first as? CHHapticEngine {
          section("stopped")
          let stopped = engine.stoppedHandler
          StandIn.spawn { stopped(.idleTimeout) }
          await settle()
          section("after stopped")
          Haptics.\(track)()
          await settle()
          // An app switch: the engine stops, the haptic finds it stopped (-4805) before the
          // stopped handler comes; that handler arrives late, after the restart.
          let late = engine.stoppedHandler
          engine.standInStopWithoutNotice()
          section("after app switch")
          Haptics.\(track)()
          await settle()
          section("late stopped handler")
          StandIn.spawn { late(.applicationSuspended) }
          await settle()
          section("after late stopped handler")
          Haptics.\(track)()
          await settle()
          section("reset")
          let reset = engine.resetHandler
          StandIn.spawn { reset() }
          await settle()
          section("after reset")
          Haptics.\(track)()
          await settle()
        }
        for (name, call) in snippets {
          section("snippet " + name)
          for _ in 0..<3 { call() }
        }
        section("end")
        for line in StandIn.recorded { print(line) }
      }

      await main()

      """
  }

  /// The AHAP names of `lines`' plays, and whether each fire's layers share one start time:
  /// `play NAME at T` lines, `layers` per fire.
  static func plays(_ lines: [String], layers: Int) -> (names: [String], shared: Bool) {
    let plays = lines.filter { $0.hasPrefix("play ") && !$0.hasSuffix("failed -4805") }
    let parsed = plays.map { line -> (String, String) in
      let parts = line.dropFirst("play ".count).split(separator: " ")
      return (String(parts.first ?? ""), String(parts.last ?? ""))
    }
    var shared = true
    for start in stride(from: 0, to: parsed.count, by: max(layers, 1)) {
      let group = parsed[start..<min(start + layers, parsed.count)]
      shared = shared && Set(group.map(\.1)).count == 1
    }
    return (parsed.map(\.0), shared)
  }

  /// The per-pattern `.swift` files `render`/`export` write for the library's intents.
  static var snippetFiles: [(String, String)] {
    CodegenFixtures.library.compactMap { input in
      let file = Renderer.render(input.pattern, profile: iphone).artifact.files[0]
      guard file.name.hasSuffix(".swift"), file.text.contains("import UIKit") else { return nil }
      return ("play" + Identifier.upperCamel(input.pattern.id) + ".swift", file.text)
    }
  }

  static let build: Result<SwiftToolchain.Harness, KotlinToolchain.Failure> = {
    do throws(KotlinToolchain.Failure) {
      return .success(try buildHarness())
    } catch { return .failure(error) }
  }()

  static func buildHarness() throws(KotlinToolchain.Failure) -> SwiftToolchain.Harness {
    do {
      let built = try SwiftToolchain.build(
        vocabulary: output.files.map { ($0.path, $0.text) }, harness: harness,
        extra: snippetFiles)
      SwiftToolchain.removeAtExit(built.folder)
      return built
    } catch let failure as KotlinToolchain.Failure {
      throw failure
    } catch {
      throw KotlinToolchain.Failure(description: "\(error)")
    }
  }

  static func run(_ environment: String = "") throws -> [String: [String]] {
    let harness = try build.get()
    let result = harness.run(environment)
    #expect(result.status == 0, "the harness exits cleanly: \(result.text.suffix(2000))")
    return ProofLog.sections(result.text)
  }

  @Test(.requires(SwiftToolchain.isAvailable, "needs swiftc (the Swift toolchain)"))
  func everyFunctionPlaysOnceAFireWithGeneratorsAndEngineMadeOnce() throws {
    let log = try Self.run()
    let all = log.filter { !$0.key.hasPrefix("snippet ") }.values.flatMap { $0 }
    var intents = 0
    var tracks = 0
    for (input, member) in Self.members {
      let lines = log["fire " + member] ?? []
      let fires = lines.filter { $0.hasPrefix("fire ") }
      switch Self.expected(input) {
      case .fire(let call):
        intents += 1
        #expect(fires == [call, call, call], "\(member): one UIKit call per fire")
        // Prepared again after each fire: every fire is followed by a prepare of its generator.
        let afterFires = lines.indices.filter { lines[$0].hasPrefix("fire ") }.map { lines[$0 + 1] }
        #expect(afterFires.allSatisfy { $0.hasPrefix("prepare ") }, "\(member)")
        // A generator is made on its first use at most, never per call.
        let made = lines.indices.filter { lines[$0].hasPrefix("init ") }
        #expect(made.count <= 1, "\(member): no generator made per call")
        #expect(made.allSatisfy { $0 < lines.firstIndex { $0.hasPrefix("fire ") }! })
      case .play(let names):
        tracks += 1
        #expect(fires.isEmpty)
        let played = Self.plays(lines, layers: names.count)
        #expect(played.names == Array(repeating: names, count: 3).flatMap { $0 }, "\(member)")
        // Issue 20 item 13: a pattern's layers start on one shared start time.
        #expect(played.shared, "\(member): its layers start together: \(lines)")
      case .nothing:
        #expect(fires.isEmpty && !lines.contains { $0.hasPrefix("play ") })
      }
    }
    #expect(intents >= 9 && tracks >= 8, "the library has both kinds")
    // Each generator is made exactly once in the whole run, whatever fires it.
    let inits = all.filter { $0.hasPrefix("init UI") }
    #expect(Set(inits).count == inits.count, "no generator made twice: \(inits)")
    #expect(inits.count == 7, "five impact styles, one notification, one selection generator")
    #expect(all.filter { $0 == "init CHHapticEngine" }.count == 1, "one engine")
    #expect(all.filter { $0 == "capabilitiesForHardware" }.count == 1, "capability checked once")
    // One player per resource until the engine resets.
    let before = (log["start"] ?? []) + Self.members.flatMap { log["fire " + $0.member] ?? [] }
    let players = before.filter { $0.hasPrefix("makePlayer ") }
    #expect(Set(players).count == players.count)
  }

  @Test(.requires(SwiftToolchain.isAvailable, "needs swiftc (the Swift toolchain)"))
  func theEngineIsSetUpBeforeItStartsAndComesBackAfterStopAndReset() throws {
    let log = try Self.run()
    let first = Self.members.first {
      if case .play = Self.expected($0.input) { true } else { false }
    }!
    guard case .play(let names) = Self.expected(first.input) else { return }
    let setup = (log["fire " + first.member] ?? []).prefix(7)
    // Issue 20 item 13: haptics only (no audio session of the app's), idling by itself.
    #expect(
      Array(setup) == [
        "capabilitiesForHardware", "init CHHapticEngine", "set playsHapticsOnly true",
        "set isAutoShutdownEnabled true", "set resetHandler", "set stoppedHandler",
        "start CHHapticEngine",
      ], "handlers before start: \(setup)")
    // No start ever blocks the caller (the first haptic after a stop waits for the start).
    let all = log.values.flatMap { $0 }
    #expect(!all.contains("start CHHapticEngine blocking"), "never the blocking start()")
    // Called on another thread, the handlers hop to the main actor (a crash otherwise).
    let afterStopped = log["after stopped"] ?? []
    #expect(afterStopped.contains("start CHHapticEngine"), "restarted on the next haptic")
    #expect(Self.plays(afterStopped, layers: names.count).names == names, "and it plays")
    #expect(!afterStopped.contains { $0.hasPrefix("makePlayer") })
    // Error -4805 after an app switch: the haptic restarts the engine and still plays.
    let afterSwitch = log["after app switch"] ?? []
    #expect(afterSwitch.contains("start CHHapticEngine"), "\(afterSwitch)")
    #expect(
      Self.plays(afterSwitch, layers: names.count).names == names,
      "the haptic that found the engine stopped plays after the restart: \(afterSwitch)")
    // The stopped handler of the run before, arriving late, leaves the restarted engine alone.
    let afterLate = log["after late stopped handler"] ?? []
    #expect(!afterLate.contains { $0.hasPrefix("start ") }, "no restart: \(afterLate)")
    #expect(Self.plays(afterLate, layers: names.count).names == names, "\(afterLate)")
    let reset = log["reset"] ?? []
    #expect(reset.contains("start CHHapticEngine"), "a reset restarts at once: \(reset)")
    #expect(log["after reset"]?.first?.hasPrefix("load ") == true, "players made again")
    #expect(log["after reset"]?.contains { $0.hasPrefix("play ") } == true)
  }

  @Test(.requires(SwiftToolchain.isAvailable, "needs swiftc (the Swift toolchain)"))
  func nothingPlaysWhenDisabledAndReducedPlaysTheFallback() throws {
    let log = try Self.run()
    #expect(log["disabled"] == [], "isEnabled false: not one call")
    for (input, member) in Self.members {
      let lines = log["reduced " + member] ?? []
      let acted = lines.filter { $0.hasPrefix("fire ") || $0.hasPrefix("play ") }
      switch Self.expected(input, reduced: true) {
      case .fire(let call): #expect(acted == [call], "\(member) reduced")
      case .play(let names):
        #expect(Self.plays(lines, layers: names.count).names == names, "\(member) reduced")
      case .nothing: #expect(acted.isEmpty, "\(member) reduced: nothing")
      }
      // Issue 20 item 12: Reduce Motion does not put the vocabulary on the reduced path.
      let motion = log["reduce motion " + member] ?? []
      let full = motion.filter { $0.hasPrefix("fire ") || $0.hasPrefix("play ") }
      switch Self.expected(input) {
      case .fire(let call): #expect(full == [call], "\(member) under Reduce Motion")
      case .play(let names):
        #expect(Self.plays(motion, layers: names.count).names == names, "\(member)")
      case .nothing: #expect(full.isEmpty)
      }
    }
  }

  @Test(.requires(SwiftToolchain.isAvailable, "needs swiftc (the Swift toolchain)"))
  func theRenderSnippetsReuseOnePreparedGenerator() throws {
    let log = try Self.run()
    #expect(Self.snippetFiles.count >= 9)
    for (file, _) in Self.snippetFiles {
      let name = String(file.dropLast(".swift".count))
      let lines = log["snippet " + name] ?? []
      let inits = lines.filter { $0.hasPrefix("init ") }
      let fires = lines.filter { $0.hasPrefix("fire ") }
      #expect(inits.count == 1, "\(name): made once, on first use")
      #expect(fires.count == 3 && Set(fires).count == 1, "\(name)")
      #expect(
        lines.filter { $0.hasPrefix("prepare ") }.count == 4,
        "\(name): made ready, and after each fire")
    }
  }

  @Test(
    .requires(SwiftToolchain.isAvailable, "needs swiftc (the Swift toolchain)"),
    arguments: ["STANDIN_NO_HAPTICS=1", "STANDIN_START_FAILS=all", "missing"])
  func withoutHapticsOrResourcesNothingCrashesAndIntentsStillFire(_ condition: String) throws {
    let harness = try Self.build.get()
    var environment = condition
    if condition == "missing" {
      // The app forgot to add the resource folder to its target.
      _ = KotlinToolchain.run("mv '\(harness.folder)/bin/Haptics' '\(harness.folder)/bin/gone'")
      environment = ""
    }
    defer {
      if condition == "missing" {
        _ = KotlinToolchain.run("mv '\(harness.folder)/bin/gone' '\(harness.folder)/bin/Haptics'")
      }
    }
    let log = try Self.run(environment)
    let all = log.values.flatMap { $0 }
    #expect(!all.contains { $0.hasPrefix("play ") }, "no AHAP plays")
    for (input, member) in Self.members {
      if case .fire(let call) = Self.expected(input) {
        #expect(log["fire " + member]?.filter { $0.hasPrefix("fire ") } == [call, call, call])
      }
    }
    if condition == "STANDIN_NO_HAPTICS=1" {
      #expect(!all.contains("init CHHapticEngine"), "no engine on a device without haptics")
    }
  }

  /// Issue 20 item 13: a failed engine start is tried once more, so the haptic still plays.
  @Test(.requires(SwiftToolchain.isAvailable, "needs swiftc (the Swift toolchain)"))
  func aFailedStartIsTriedOnceMoreAndTheHapticPlays() throws {
    let log = try Self.run("STANDIN_START_FAILS=1")
    let first = Self.members.first {
      if case .play = Self.expected($0.input) { true } else { false }
    }!
    guard case .play(let names) = Self.expected(first.input) else { return }
    let lines = log["fire " + first.member] ?? []
    #expect(
      lines.filter { $0.hasPrefix("start ") } == [
        "start CHHapticEngine failed", "start CHHapticEngine",
      ])
    #expect(
      Self.plays(lines, layers: names.count).names
        == Array(repeating: names, count: 3).flatMap { $0 }, "\(lines)")
  }

  /// Issue 20 item 14: nonisolated async code calls the vocabulary without awaiting (Swift 6
  /// mode, as an app compiles), and the SwiftUI modifier honours `isEnabled`.
  @Test(.requires(SwiftToolchain.isAvailable, "needs swiftc (the Swift toolchain)"))
  func nonisolatedCallersCompileAndSwiftUIFeedbackHonoursIsEnabled() throws {
    let entry = Self.members.first {
      if case .fire = Self.expected($0.input) { true } else { false }
    }!
    guard case .fire(let call) = Self.expected(entry.input) else { return }
    let caller = """
      import SwiftUI

      /// A background worker of the app: nonisolated, async, never awaiting a haptic.
      public nonisolated func workerFinished() async {
        Haptics.post { Haptics.\(entry.member)() }
      }

      @MainActor public func feedbackView() -> any StandInTriggerable {
        StandInView().hapticsFeedback(Haptics.Sensory.\(entry.member), trigger: 0)
          as! any StandInTriggerable
      }

      """
    let harness = """
      import App
      import StandInLog

      func section(_ title: String) { StandIn.record("== " + title) }

      @MainActor func main() async {
        section("nonisolated")
        await Task.detached { await workerFinished() }.value
        try? await Task.sleep(nanoseconds: 40_000_000)
        section("swiftui enabled")
        feedbackView().changeTrigger()
        Haptics.isEnabled = false
        section("swiftui disabled")
        feedbackView().changeTrigger()
        for line in StandIn.recorded { print(line) }
      }

      await main()

      """
    let built = try SwiftToolchain.build(
      vocabulary: Self.output.files.map { ($0.path, $0.text) } + [("Caller.swift", caller)],
      harness: harness, extra: [])
    defer { try? FileManager.default.removeItem(atPath: built.folder) }
    let result = built.run()
    #expect(result.status == 0, "\(result.text.suffix(2000))")
    let log = ProofLog.sections(result.text)
    #expect(log["nonisolated"]?.filter { $0.hasPrefix("fire ") } == [call])
    #expect(log["swiftui enabled"]?.count == 1)
    #expect(log["swiftui enabled"]?.first?.hasPrefix("sensory ") == true)
    #expect(log["swiftui enabled"]?.first != "sensory nothing")
    #expect(
      log["swiftui disabled"] == ["sensory nothing"], "isEnabled false: SwiftUI plays nothing")
  }

  @Test(.requires(SwiftToolchain.isAvailable, "needs swiftc (the Swift toolchain)"))
  func oddVocabulariesCompileAndPlayWhatRenderPlans() throws {
    let output = Codegen.generate(CodegenFixtures.edges, options: CodegenOptions(language: .swift))
    let calls = CodegenFixtures.edges.map {
      ($0, CodegenNaming.spelled(CodegenNaming.member($0.pattern.id), in: .swift).call)
    }
    let body = calls.map {
      "    section(\"\\(reduced) \($0.1)\")\n    Haptics.\($0.1)()\n"
        + "    try? await Task.sleep(nanoseconds: 40_000_000)"
    }
    let harness = """
      import App
      import StandInLog

      func section(_ title: String) { StandIn.record("== " + title) }

      @MainActor func main() async {
        for reduced in [false, true] {
          Haptics.reducedFeedback = reduced
      \(body.joined(separator: "\n"))
        }
        for line in StandIn.recorded { print(line) }
      }

      await main()

      """
    let built = try SwiftToolchain.build(
      vocabulary: output.files.map { ($0.path, $0.text) }, harness: harness, extra: [])
    defer { try? FileManager.default.removeItem(atPath: built.folder) }
    let result = built.run()
    #expect(result.status == 0, "\(result.text.suffix(2000))")
    let log = ProofLog.sections(result.text)
    #expect(calls.map(\.1).contains("default"), "a keyword is called without backticks")
    for (input, call) in calls {
      for reduced in [false, true] {
        let acted = (log["\(reduced) \(call)"] ?? []).filter {
          $0.hasPrefix("fire ") || $0.hasPrefix("play ")
        }
        switch Self.expected(input, reduced: reduced) {
        case .fire(let line): #expect(acted == [line], "\(call) \(reduced)")
        case .play(let names):
          #expect(Self.plays(acted, layers: names.count).names == names, "\(call)")
        case .nothing: #expect(acted.isEmpty, "\(call) \(reduced)")
        }
      }
    }
  }
}
