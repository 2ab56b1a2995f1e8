import HapRender

/// Each diagnostic code in a few words, for the site's `codes.html`: the first sentence of the
/// one catalogue's help (D133), so the site, the language server, SARIF and docs/cli.md agree.
enum DiagnosticCodes {
  static let all: [(code: String, summary: String)] = DiagnosticCatalog.all.map {
    ($0.code, $0.summary)
  }

  /// Whether `code` has an entry (so it gets a link).
  static func isKnown(_ code: String) -> Bool { DiagnosticCatalog.entry(code) != nil }
}
