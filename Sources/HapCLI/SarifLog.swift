import Foundation
import HapLSP
import HapModel
import HapRender

/// A SARIF 2.1.0 log of `validate`'s findings: one run whose driver is haptui with every rule
/// of the diagnostic catalogue, one result per diagnostic, each with a physical location.
enum SarifLog {
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// One result.
  static func result(
    file: String, _ diagnostic: Diagnostic, end: (line: Int, column: Int)
  ) -> JSONValue {
    let index = DiagnosticCatalog.all.firstIndex { $0.code == diagnostic.code }
    var result: [String: JSONValue] = [
      "ruleId": .string(diagnostic.code),
      "level": .string(diagnostic.severity == .error ? "error" : "warning"),
      "message": ["text": .string(diagnostic.message)],
      "locations": [
        [
          "physicalLocation": [
            "artifactLocation": ["uri": .string(artifactURI(file))],
            "region": [
              "startLine": .int(diagnostic.line), "startColumn": .int(diagnostic.column),
              "endLine": .int(end.line), "endColumn": .int(max(end.column, 1)),
            ],
          ]
        ]
      ],
    ]
    if let index { result["ruleIndex"] = .int(index) }
    return .object(result)
  }

  /// The whole log around `results`.
  ///
  /// `documentation` is where docs/cli.md can be opened; without it the rules carry their help
  /// text but no `helpUri` (optional in SARIF 2.1.0), and the driver no `informationUri`.
  static func log(_ results: [JSONValue], documentation: String? = nil) -> JSONValue {
    let rules = DiagnosticCatalog.all.map { code -> JSONValue in
      var rule: [String: JSONValue] = [
        "id": .string(code.code),
        "shortDescription": ["text": .string(code.summary)],
        "fullDescription": ["text": .string(code.help)],
        "help": ["text": .string(code.help), "markdown": .string(code.help)],
        "defaultConfiguration": ["level": .string(code.severity == .error ? "error" : "warning")],
      ]
      if let uri = DiagnosticCatalog.link(for: code.code, in: documentation) {
        rule["helpUri"] = .string(uri)
      }
      return .object(rule)
    }
    var driver: [String: JSONValue] = [
      "name": "haptui", "version": .string(HaptuiVersion.string), "rules": .array(rules),
    ]
    if let documentation { driver["informationUri"] = .string(documentation) }
    return [
      "$schema": .string(schema),
      "version": "2.1.0",
      "runs": [
        [
          "tool": ["driver": .object(driver)],
          "columnKind": "unicodeCodePoints",
          "results": .array(results),
        ]
      ],
    ]
  }

  /// A relative path as a relative URI reference; an absolute one as a `file:` URI.
  static func artifactURI(_ path: String) -> String {
    if path.hasPrefix("/") { return DocumentURI.uri(of: path) }
    let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#:"))
    let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    return trimmed.addingPercentEncoding(withAllowedCharacters: allowed) ?? trimmed
  }
}
