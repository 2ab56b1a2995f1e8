import HapFuzzChecks
import HapModel
import Testing

/// The checks themselves: each flags what it must, so a passing fuzz run means something.
@Suite struct OracleTests {
  @Test func diagnosticCodes() {
    for code in ["HAP000", "HAP008", "HAPW01", "HAPW11", "HAPW99"] {
      #expect(DiagnosticChecks.isKnownCode(code), "\(code)")
    }
    for code in ["HAP009", "HAPW00", "HAP00", "HAP0000", "HAPX01", "HAP+01", "hap001", ""] {
      #expect(!DiagnosticChecks.isKnownCode(code), "\(code)")
    }
  }

  @Test func diagnosticsOutsideTheFileOrOutOfOrderAreFlagged() {
    let lines = LineIndex(Array("ab\ncdé\n".utf8))
    func checks(_ diagnostics: [Diagnostic]) -> [String] {
      DiagnosticChecks.violations(of: diagnostics, lines: lines).map(\.check)
    }
    func diagnostic(_ code: String, _ line: Int, _ column: Int, _ message: String = "m")
      -> Diagnostic
    {
      Diagnostic(code: code, severity: .error, line: line, column: column, message: message)
    }
    #expect(checks([diagnostic("HAP002", 1, 1), diagnostic("HAP002", 2, 4)]).isEmpty)
    #expect(checks([diagnostic("HAP002", 3, 1)]).isEmpty)
    #expect(checks([diagnostic("HAP002", 0, 1)]) == ["diagnostic-line"])
    #expect(checks([diagnostic("HAP002", 4, 1)]) == ["diagnostic-line"])
    #expect(checks([diagnostic("HAP002", 1, 0)]) == ["diagnostic-column"])
    #expect(checks([diagnostic("HAP002", 2, 6)]) == ["diagnostic-column"])
    #expect(checks([diagnostic("HAP042", 1, 1)]) == ["diagnostic-code"])
    #expect(checks([diagnostic("HAP002", 1, 1, "")]) == ["diagnostic-message"])
    #expect(
      checks([diagnostic("HAP002", 2, 1), diagnostic("HAP002", 1, 1)]) == ["diagnostics-sorted"])
  }

  @Test func theEditTheChecksMakeChangesIdAndTrack() {
    let pattern = HapticPattern(id: "fuzz-edit", track: [])
    let edited = DocumentChecks.editedPattern(from: pattern)
    #expect(edited.id == "fuzz-edit-2")
    #expect(edited.events.count == 1)
    #expect(DocumentChecks.editedPattern(from: nil).id == "fuzz-edit")
  }
}
