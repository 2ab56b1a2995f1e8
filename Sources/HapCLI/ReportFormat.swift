/// How `validate` prints its findings (`--format`; `--json` is `--format json`).
enum ReportFormat: String, CaseIterable, Sendable {
  /// `file:line:col: severity[CODE]: message`, like a compiler.
  case human
  /// One JSON array of files with their diagnostics.
  case json
  /// GitHub Actions workflow commands (`::error file=…::message`), one per diagnostic.
  case github
  /// One SARIF 2.1.0 log for code scanning.
  case sarif

  /// Whether the format needs each diagnostic's end position.
  var needsEnds: Bool { self == .github || self == .sarif }
}
