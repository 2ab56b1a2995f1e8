import HapModel

/// One diagnostic code: its severity, a one-line summary and the help text of docs/cli.md.
///
/// The table of codes at the end of docs/cli.md is this list, row for row
/// (`DiagnosticCatalogDocTests` fails when the two drift); SARIF rules and the language
/// server's links are made from it (D133).
public struct DiagnosticCode: Equatable, Sendable {
  public var code: String
  public var severity: Severity
  /// The first sentence of `help`: up to the first full stop outside a backticked span that
  /// ends the text or comes before a space, so `fallbacks.web` or `1.0` never ends it (D227).
  public var summary: String {
    var inCode = false
    var index = help.startIndex
    while index < help.endIndex {
      let character = help[index]
      let next = help.index(after: index)
      if character == "`" {
        inCode.toggle()
      } else if character == ".", !inCode, next == help.endIndex || help[next] == " " {
        return String(help[..<next])
      }
      index = next
    }
    return help
  }
  /// What the code means and how to fix it (the docs/cli.md row, Markdown).
  public var help: String

  public init(_ code: String, _ severity: Severity, _ help: String) {
    self.code = code
    self.severity = severity
    self.help = help
  }
}
