import HapModel

/// One file's entry in `haptui validate --json` output.
struct ValidateReport {
  var file: String
  var conformant: Bool
  var errorCodes: [String]
  var errorLines: [Int]

  /// Whether the file is conformant by itself: HAP009 (one id in two files) is about the other
  /// files validated with it, and the bulk suites write many variants of one pattern.
  var conformantAlone: Bool { !errorCodes.contains { $0 != "HAP009" } }

  /// Reads the JSON array `validate --json` prints (with haptui's own JSON reader).
  static func parse(_ text: String) -> [String: ValidateReport]? {
    guard let tree = try? JSONParser.parse(text), tree.nodes.first?.kind == .array else {
      return nil
    }
    var result: [String: ValidateReport] = [:]
    for entry in tree.children(of: tree.root) {
      guard let fileIndex = tree.member("file", of: entry),
        case .string(let file) = tree.nodes[fileIndex].kind,
        let flagIndex = tree.member("conformant", of: entry),
        case .bool(let conformant) = tree.nodes[flagIndex].kind
      else { return nil }
      var report = ValidateReport(
        file: file, conformant: conformant, errorCodes: [], errorLines: [])
      if let list = tree.member("diagnostics", of: entry) {
        for diagnostic in tree.children(of: list) {
          guard let severity = tree.member("severity", of: diagnostic),
            tree.nodes[severity].kind == .string("error"),
            let code = tree.member("code", of: diagnostic),
            case .string(let codeText) = tree.nodes[code].kind,
            let line = tree.member("line", of: diagnostic),
            case .number(let lineNumber) = tree.nodes[line].kind
          else { continue }
          report.errorCodes.append(codeText)
          report.errorLines.append(lineNumber.intValue ?? 0)
        }
      }
      result[file] = report
    }
    return result
  }
}
