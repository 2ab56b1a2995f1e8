import Foundation
import HapModel
import HapTestSupport
import Testing

@testable import HapCLI
@testable import HapTUI

/// The editor's Problems pane and `haptui validate` ask the same checker, so for every pattern
/// of the library and every fixture they list the same diagnostics, HAPW03 included.
@Suite("Problems pane agrees with validate")
struct ProblemsAgreeWithValidateTests: CommandTesting {
  static let root = Repository.root

  /// Patterns/, the `.hap.md` fixtures under Tests/ and the fuzz regressions.
  static var files: [String] {
    var found: [String] = []
    let patterns = root + "/Patterns"
    for name in (try? FileManager.default.contentsOfDirectory(atPath: patterns)) ?? []
    where name.hasSuffix(".hap.md") {
      found.append(patterns + "/" + name)
    }
    let tests = root + "/Tests"
    for case let relative as String in FileManager.default.enumerator(atPath: tests)?
      .allObjects ?? []
    where relative.hasSuffix(".hap.md") || relative.contains("fuzz-regressions/crash-") {
      found.append(tests + "/" + relative)
    }
    return found.sorted()
  }

  /// A diagnostic as both front ends can state it.
  struct Row: Equatable, CustomStringConvertible {
    var code: String
    var severity: String
    var line: Int
    var column: Int
    var message: String
    var description: String { "\(line):\(column) \(severity)[\(code)] \(message)" }
  }

  /// What `haptui validate --json FILE` reports for `file`.
  func validated(_ file: String) throws -> [Row] {
    let result = run(["validate", "--json", file])
    let data = Data(result.out.utf8)
    let reports = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    let diagnostics = try #require(reports.first?["diagnostics"] as? [[String: Any]])
    return try diagnostics.map { item in
      Row(
        code: try #require(item["code"] as? String),
        severity: try #require(item["severity"] as? String),
        line: try #require(item["line"] as? Int), column: try #require(item["column"] as? Int),
        message: try #require(item["message"] as? String))
    }
  }

  /// The Problems pane's list of `diagnostics`.
  func rows(_ diagnostics: [LiveDiagnostic]) -> [Row] {
    diagnostics.map {
      Row(
        code: $0.code, severity: $0.severity == .error ? "error" : "warning", line: $0.line,
        column: $0.column, message: $0.message)
    }
  }

  @Test("the library and the fixtures are found")
  func filesAreFound() {
    #expect(Self.files.filter { $0.contains("/Patterns/") }.count >= 20)
    #expect(Self.files.contains { $0.hasSuffix("crlf-bom.hap.md") })
  }

  @Test("on opening and after the first analysis, the pane lists what validate reports")
  func everyFileAgrees() throws {
    for file in Self.files {
      let expected = try validated(file)
      let opened = DocumentSession.open(path: file)
      let runtime = EditorLauncher.makeRuntime(
        opened: opened, backend: TestBackend(size: TerminalSize(columns: 160, rows: 48)),
        environment: .scripted(), monochrome: true)
      var state = runtime.state
      #expect(rows(state.diagnostics) == expected, "\(file) on opening")
      for case .analyze(let request) in EditorReducer.start(&state) {
        _ = EditorReducer.reduce(&state, .analyzed(runtime.analyzer.analyze(request)))
      }
      #expect(state.analysis.latest != nil, "\(file)")
      #expect(rows(state.diagnostics) == expected, "\(file) after analysis")
      // The pane's first line: the first problem, or the all-clear only when there is none.
      let screen = EditorScreen.render(state).text
      #expect(screen.contains("conformant: no problems") == expected.isEmpty, "\(file)")
      if let first = expected.first {
        #expect(screen.contains("\(first.code) \(first.line):\(first.column)"), "\(file)")
      }
    }
  }

  @Test(
    "after random edits, the pane lists what validate reports for the file as it would be saved")
  func randomEditsAgree() throws {
    let folder = TemporaryFolder()
    defer { folder.remove() }
    var random = SplitMix64(seed: 14)
    let names = [
      "Patterns/heartbeat.hap.md", "Patterns/ramp-up.hap.md", "Patterns/double-tap.hap.md",
      "Patterns/power-down.hap.md",
    ]
    var compared = 0
    var withProblems = 0
    for name in names {
      let file = Self.root + "/" + name
      let opened = DocumentSession.open(path: file)
      var pattern = opened.pattern
      for round in 0..<12 {
        Self.edit(&pattern, &random)
        let pane = rows(opened.session.diagnostics(for: pattern))
        let saved = folder.write(
          "edited-\(compared).hap.md", opened.session.serialized(with: pattern))
        #expect(pane == (try validated(saved)), "\(name) round \(round)")
        compared += 1
        if !pane.isEmpty { withProblems += 1 }
      }
    }
    #expect(compared == 48)
    // The edits made errors and warnings, whose positions moved with them.
    #expect(withProblems > 12)
  }

  /// An edit as the editor makes them: a field changed, an event moved (sometimes out of order
  /// or onto another), added or removed; values valid or not, so errors and warnings move.
  static func edit(_ pattern: inout HapticPattern, _ random: inout SplitMix64) {
    var track = pattern.track ?? []
    let pick = { (random: inout SplitMix64, count: Int) in Int(random.next() % UInt64(count)) }
    switch random.next() % 6 {
    case 0 where !track.isEmpty:
      track[pick(&random, track.count)].intensity = Double(random.next() % 130) / 100
    case 1 where !track.isEmpty:
      track[pick(&random, track.count)].sharpness = Double.random(in: 0...1, using: &random)
    case 2 where !track.isEmpty:
      track[pick(&random, track.count)].at = Int(random.next() % 900)
    case 3 where !track.isEmpty:
      track[pick(&random, track.count)].duration = Int(random.next() % 400)
    case 4 where !track.isEmpty:
      track.remove(at: pick(&random, track.count))
    default:
      let at = (track.last?.at ?? 0) + Int(random.next() % 120)
      track.append(
        random.next() % 2 == 0
          ? TrackEvent(id: EventID(900 + track.count), at: at, type: .transient, intensity: 0.7)
          : TrackEvent(
            id: EventID(900 + track.count), at: at, type: .continuous, intensity: 0.55,
            sharpness: 0.3, duration: Int(random.next() % 300), curve: .easeOut))
    }
    pattern.track = track
  }

  @Test("heartbeat's two HAPW03 warnings are in the pane, tied to no event")
  func heartbeatShowsTheRenderWarnings() throws {
    let file = Self.root + "/Patterns/heartbeat.hap.md"
    let opened = DocumentSession.open(path: file)
    let hapw03 = opened.info.diagnostics.filter { $0.code == "HAPW03" }
    #expect(hapw03.count == 2)
    #expect(hapw03.allSatisfy { $0.eventID == nil })
    #expect(try validated(file).filter { $0.code == "HAPW03" }.count == 2)
  }
}
