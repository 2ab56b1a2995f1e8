import Foundation
import HapModel
import HapTestSupport
import Testing

@testable import HapRender

/// Runs what each artefact does and compares what plays with the render report (issue 11): the
/// JavaScript and TypeScript in node against recording stand-ins of `navigator.vibrate`, the
/// Gamepad `vibrationActuator` and expo-haptics; the Kotlin on the JVM against recording
/// stand-ins of the Android classes on every Android device; every AHAP played back as a signal.
/// Every library pattern, adversarial ones and generated ones, under all three settings.
@Suite(.serialized) struct ArtefactInterpreterTests {
  /// A scratch folder, removed by the caller.
  static func scratch(_ name: String) throws -> String {
    let path =
      NSTemporaryDirectory() + "haptui-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Removes a scratch folder unless `HAPTUI_KEEP_SCRATCH=1` asks to keep it for a look.
  static func remove(_ folder: String) {
    if ProcessInfo.processInfo.environment["HAPTUI_KEEP_SCRATCH"] == "1" {
      print("ArtefactInterpreterTests kept \(folder)")
      return
    }
    try? FileManager.default.removeItem(atPath: folder)
  }

  static func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = (ContinuousClock.now - start).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
  }

  /// Records the disagreements (the first 40 in full) and prints the figures.
  static func report(
    _ what: String, problems: [String], cases: Int, calls: Int, started: ContinuousClock.Instant,
    tool: Double? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let seconds = Self.seconds(since: started)
    print(
      "ArtefactInterpreterTests \(what): \(cases) pattern×profile×setting cases, "
        + "\(calls) calls recorded, \(problems.count) disagreements, "
        + "\(String(format: "%.1f", seconds)) s"
        + (tool.map { " (\(String(format: "%.1f", $0)) s of it in \(what))" } ?? ""))
    // The kinds of disagreement (digits blanked), most frequent first, to read a failure fast.
    var kinds: [String: Int] = [:]
    for problem in problems {
      let kind = String(problem.drop { $0 != ":" }.map { $0.isNumber ? "#" : $0 })
      kinds[kind, default: 0] += 1
    }
    for (kind, count) in kinds.sorted(by: { $0.value > $1.value }).prefix(15) {
      print("  \(count)×\(kind.prefix(160))")
    }
    for problem in problems.prefix(40) {
      Issue.record("\(problem)", sourceLocation: sourceLocation)
    }
    if problems.count > 40 {
      Issue.record("… and \(problems.count - 40) more", sourceLocation: sourceLocation)
    }
  }

  @Test(.requires(NodeInterpreter.isAvailable, "needs node and node-typescript (make deps)"))
  func javascriptArtefactsCallWhatTheReportSays() throws {
    let started = ContinuousClock.now
    let folder = try Self.scratch("node")
    defer { Self.remove(folder) }
    let profiles = DeviceProfile.all.filter {
      [.web, .reactNative, .gamepad].contains($0.platform)
    }
    var jobs: [NodeInterpreter.Job] = []
    var cases: [String: InterpreterCase] = [:]
    var written: [String: String] = [:]
    for (number, pattern) in InterpreterCorpus.patterns.enumerated() {
      for setting in InterpreterCorpus.settings {
        let renditions = Renderer.render(pattern, profiles: profiles, settings: setting.value)
        for rendition in renditions {
          let file = rendition.artifact.files[0]
          let key =
            "\(number)-\(setting.name)-\(rendition.profile.platform.rawValue)-\(file.name)"
            + (rendition.platform == .gamepad ? "-\(rendition.profile.name)" : "")
          let path = folder + "/" + key + (file.name.hasSuffix(".ts") ? ".ts" : ".js")
          if written[key] == nil {
            try file.text.write(toFile: path, atomically: false, encoding: .utf8)
            written[key] = path
            if rendition.platform == .gamepad {
              // A pad without a rumble actuator: a silent no-op, not an error.
              jobs.append(
                NodeInterpreter.Job(
                  id: "bare-\(jobs.count)", file: path, kind: "gamepad", env: ["actuator": false]))
            }
          }
          let id = "\(jobs.count)"
          cases[id] = InterpreterCase(pattern: pattern, setting: setting.name, rendition: rendition)
          jobs.append(
            NodeInterpreter.Job(
              id: id, file: path,
              kind: rendition.platform == .gamepad ? "gamepad" : rendition.platform.rawValue,
              env: NodeInterpreter.environment(for: rendition.profile)))
        }
      }
    }
    let toolStart = ContinuousClock.now
    let outcomes = try NodeInterpreter.run(jobs, folder: folder)
    let tool = Self.seconds(since: toolStart)
    var problems: [String] = []
    var calls = 0
    for job in jobs {
      guard let outcome = outcomes[job.id] else {
        problems.append("\(job.file): no outcome")
        continue
      }
      calls += outcome.calls.count
      guard let item = cases[job.id] else {
        if !outcome.calls.isEmpty || outcome.error != nil {
          problems.append(
            "\(job.file) without an actuator: \(outcome.calls.count) calls, \(outcome.error ?? "")")
        }
        continue
      }
      problems += JavaScriptCallChecks.check(item, outcome).map { "\(item.name): \($0)" }
    }
    Self.report(
      "node", problems: problems, cases: cases.count, calls: calls, started: started, tool: tool)
    #expect(cases.count == InterpreterCorpus.patterns.count * 3 * profiles.count)
  }

  @Test(.requires(AndroidInterpreter.isAvailable, "needs kotlinc, javac and java (make deps)"))
  func kotlinArtefactsPlayWhatTheReportSays() throws {
    let started = ContinuousClock.now
    let folder = try Self.scratch("jvm")
    defer { Self.remove(folder) }
    let devices = InterpreterCorpus.androidDevices
    var sources: [(className: String, text: String)] = []
    var cases: [String: [InterpreterCase]] = [:]
    for pattern in InterpreterCorpus.jvmPatterns {
      for setting in InterpreterCorpus.settings {
        let renditions = Renderer.render(pattern, profiles: devices, settings: setting.value)
        let text = renditions[0].artifact.text
        let object = text.split(separator: "\n").first { $0.hasPrefix("object ") }!
          .dropFirst("object ".count).prefix { $0 != " " }
        // Each setting's variant in its own package: the objects share their names.
        let className = "s\(setting.name).\(object)"
        sources.append((className, "package s\(setting.name)\n\n" + text))
        cases[className] = renditions.map {
          InterpreterCase(pattern: pattern, setting: setting.name, rendition: $0)
        }
        #expect(renditions.allSatisfy { $0.artifact.text == text }, "\(pattern.id)")
      }
    }
    let toolStart = ContinuousClock.now
    let outcomes = try AndroidInterpreter.run(sources, devices: devices, folder: folder)
    let tool = Self.seconds(since: toolStart)
    var problems: [String] = []
    var calls = 0
    var checked = 0
    for (className, items) in cases {
      for item in items {
        guard let outcome = outcomes[className]?[item.rendition.profile.name] else {
          problems.append("\(item.name): no run")
          continue
        }
        checked += 1
        calls += outcome.calls.count
        problems += AndroidCallChecks.check(item, outcome).map { "\(item.name): \($0)" }
      }
    }
    Self.report(
      "JVM", problems: problems, cases: checked, calls: calls, started: started, tool: tool)
    #expect(checked == InterpreterCorpus.jvmPatterns.count * 3 * devices.count)
  }

  @Test func ahapArtefactsPlayBackAsTheReportSays() {
    let started = ContinuousClock.now
    var problems: [String] = []
    var checked = 0
    var events = 0
    for pattern in InterpreterCorpus.patterns {
      for setting in InterpreterCorpus.settings {
        for rendition in Renderer.render(
          pattern, profiles: DeviceProfile.profiles(for: .ios), settings: setting.value)
        {
          let item = InterpreterCase(pattern: pattern, setting: setting.name, rendition: rendition)
          let (found, played) = AHAPChecks.check(item)
          checked += 1
          events += played
          problems += found.map { "\(item.name): \($0)" }
        }
      }
    }
    Self.report("AHAP", problems: problems, cases: checked, calls: events, started: started)
    #expect(checked == InterpreterCorpus.patterns.count * 3 * 2)
  }
}
