import HapModel

/// One diagnostic code: its severity, a one-line summary and the help text of docs/cli.md.
///
/// The table of codes at the end of docs/cli.md is this list, row for row
/// (`DiagnosticCatalogDocTests` fails when the two drift); SARIF rules and the language
/// server's links are made from it (D133).
public struct DiagnosticCode: Equatable, Sendable {
  public var code: String
  public var severity: Severity
  /// The first sentence of `help`.
  public var summary: String {
    help.split(separator: ".", maxSplits: 1).first.map { String($0) + "." } ?? help
  }
  /// What the code means and how to fix it (the docs/cli.md row, Markdown).
  public var help: String

  public init(_ code: String, _ severity: Severity, _ help: String) {
    self.code = code
    self.severity = severity
    self.help = help
  }
}
