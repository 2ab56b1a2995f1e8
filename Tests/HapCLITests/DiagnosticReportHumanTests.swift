import HapModel
import Testing

@testable import HapCLI

/// `DiagnosticReport.human` writes compiler-style lines, coloured or not, from its byte buffer
/// exactly as the string it was once appended into (D395).
@Suite struct DiagnosticReportHumanTests {
  let findings = [
    Diagnostic(
      code: "HAP002", severity: .error, line: 31, column: 53,
      message: "intensity 1.4 is above 1 (allowed 0..1)"),
    Diagnostic(
      code: "HAPW03", severity: .warning, line: 1_234_567, column: 1,
      message: "renders nothing on web — “é” noted"),
  ]

  @Test func linesArePlain() {
    let text = DiagnosticReport.human(file: "dossier/tapé.hap.md", findings, colour: false)
    #expect(
      text
        == "dossier/tapé.hap.md:31:53: error[HAP002]: intensity 1.4 is above 1 (allowed 0..1)\n"
        + "dossier/tapé.hap.md:1234567:1: warning[HAPW03]: renders nothing on web — “é” noted\n")
  }

  @Test func severitiesAreColouredInATerminal() {
    let text = DiagnosticReport.human(file: "a.hap.md", findings, colour: true)
    #expect(
      text
        == "a.hap.md:31:53: \u{1B}[1;31merror[HAP002]\u{1B}[0m: intensity 1.4 is above 1 "
        + "(allowed 0..1)\n"
        + "a.hap.md:1234567:1: \u{1B}[1;33mwarning[HAPW03]\u{1B}[0m: renders nothing on web — "
        + "“é” noted\n")
  }

  @Test func noFindingsIsNoText() {
    #expect(DiagnosticReport.human(file: "a.hap.md", [], colour: true).isEmpty)
  }
}
