import Foundation
import HapModel
import Testing

@testable import HapCLI
@testable import HapTUI

/// The editor's Problems pane and `haptui validate` ask the same checker, so for every pattern
/// of the library and every fixture they list the same diagnostics, HAPW03 included.
@Suite("Problems pane agrees with validate")
struct ProblemsAgreeWithValidateTests: CommandTesting {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

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
        recovery: nil, monochrome: true)
      var state = runtime.state
      #expect(rows(state.diagnostics) == expected, "\(file) on opening")
      for case .analyze(let request) in EditorReducer.start(&state) {
        _ = EditorReducer.reduce(&state, .analyzed(runtime.analyzer.analyze(request)))
      }
      #expect(state.analysis != nil, "\(file)")
      #expect(rows(state.diagnostics) == expected, "\(file) after analysis")
      // The pane's first line: the first problem, or the all-clear only when there is none.
      let screen = EditorScreen.render(state).text
      #expect(screen.contains("conformant: no problems") == expected.isEmpty, "\(file)")
      if let first = expected.first {
        #expect(screen.contains("\(first.code) \(first.line):\(first.column)"), "\(file)")
      }
    }
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
