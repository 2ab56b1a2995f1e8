import Foundation
import HapModel
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
        }
        section("disabled")
        Haptics.isEnabled = false
        for (_, call) in calls { call() }
        Haptics.isEnabled = true
        StandIn.reduceMotion = true
        for (name, call) in calls {
          section("reduced " + name)
          call()
        }
        Haptics.reducedFeedback = false
        for (name, call) in calls {
          section("override " + name)
          call()
        }
        Haptics.reducedFeedback = nil
        StandIn.reduceMotion = false
        if let engine = StandIn.engines.first as? CHHapticEngine {
          section("stopped")
          let stopped = engine.stoppedHandler
          Thread { stopped(.idleTimeout) }.start()
          try? await Task.sleep(nanoseconds: 300_000_000)
          section("after stopped")
          Haptics.\(track)()
          section("reset")
          let reset = engine.resetHandler
          Thread { reset() }.start()
          try? await Task.sleep(nanoseconds: 300_000_000)
          section("after reset")
          Haptics.\(track)()
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

  @Test(.enabled(if: SwiftToolchain.isAvailable, "needs swiftc"))
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
        let plays = lines.filter { $0.hasPrefix("play ") }
        #expect(
          plays == Array(repeating: names.map { "play \($0) at 0.0" }, count: 3).flatMap { $0 })
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

  @Test(.enabled(if: SwiftToolchain.isAvailable, "needs swiftc"))
  func theEngineIsSetUpBeforeItStartsAndComesBackAfterStopAndReset() throws {
    let log = try Self.run()
    let first = Self.members.first {
      if case .play = Self.expected($0.input) { true } else { false }
    }!
    let setup = (log["fire " + first.member] ?? []).prefix(6)
    #expect(
      Array(setup) == [
        "capabilitiesForHardware", "init CHHapticEngine", "set playsHapticsOnly true",
        "set stoppedHandler", "set resetHandler", "start CHHapticEngine",
      ], "handlers before start")
    // Called on another thread, the handlers hop to the main actor (a crash otherwise).
    #expect(log["after stopped"]?.first == "start CHHapticEngine", "restarted on the next haptic")
    #expect(log["after stopped"]?.contains { $0.hasPrefix("makePlayer") } == false)
    let reset = log["reset"] ?? []
    #expect(reset == ["start CHHapticEngine"], "a reset restarts at once")
    #expect(log["after reset"]?.first?.hasPrefix("load ") == true, "players made again")
    #expect(log["after reset"]?.contains { $0.hasPrefix("play ") } == true)
  }

  @Test(.enabled(if: SwiftToolchain.isAvailable, "needs swiftc"))
  func nothingPlaysWhenDisabledAndReducedPlaysTheFallback() throws {
    let log = try Self.run()
    #expect(log["disabled"] == [], "isEnabled false: not one call")
    for (input, member) in Self.members {
      let lines = log["reduced " + member] ?? []
      let acted = lines.filter { $0.hasPrefix("fire ") || $0.hasPrefix("play ") }
      switch Self.expected(input, reduced: true) {
      case .fire(let call): #expect(acted == [call], "\(member) reduced")
      case .play: Issue.record("reduced never plays a track")
      case .nothing: #expect(acted.isEmpty, "\(member) reduced: nothing")
      }
      // reducedFeedback = false overrides Reduce Motion: the full pattern plays again.
      let override = (log["override " + member] ?? []).filter {
        $0.hasPrefix("fire ") || $0.hasPrefix("play ")
      }
      switch Self.expected(input) {
      case .fire(let call): #expect(override == [call], "\(member)")
      case .play(let names): #expect(override == names.map { "play \($0) at 0.0" }, "\(member)")
      case .nothing: #expect(override.isEmpty)
      }
    }
  }

  @Test(.enabled(if: SwiftToolchain.isAvailable, "needs swiftc"))
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
    .enabled(if: SwiftToolchain.isAvailable, "needs swiftc"),
    arguments: ["STANDIN_NO_HAPTICS=1", "STANDIN_START_FAILS=1", "missing"])
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

  @Test(.enabled(if: SwiftToolchain.isAvailable, "needs swiftc"))
  func oddVocabulariesCompileAndPlayWhatRenderPlans() throws {
    let output = Codegen.generate(CodegenFixtures.edges, options: CodegenOptions(language: .swift))
    let calls = CodegenFixtures.edges.map {
      ($0, CodegenNaming.spelled(CodegenNaming.member($0.pattern.id), in: .swift).call)
    }
    let body = calls.map { "    section(\"\\(reduced) \($0.1)\")\n    Haptics.\($0.1)()" }
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
        case .play(let names): #expect(acted == names.map { "play \($0) at 0.0" }, "\(call)")
        case .nothing: #expect(acted.isEmpty, "\(call) \(reduced)")
        }
      }
    }
  }
}
