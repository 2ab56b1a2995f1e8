import HapModel
import HapRender

/// A document's findings as the `params` of `textDocument/publishDiagnostics`.
enum DiagnosticPublisher {
  static func params(
    uri: String, version: Int, analysis: DocumentAnalysis, encoding: PositionEncoding,
    documentation: String? = nil
  ) -> JSONValue {
    let ranges = LSPRange(text: analysis.text, encoding: encoding)
    let items = analysis.findings.map { finding -> JSONValue in
      let diagnostic = finding.diagnostic
      var item: [String: JSONValue] = [
        "range": ranges.range(analysis.range(of: diagnostic)),
        "severity": .int(diagnostic.severity == .error ? 1 : 2),
        "code": .string(diagnostic.code),
        "source": "haptui",
        "message": .string(diagnostic.message),
      ]
      if let href = DiagnosticCatalog.link(for: diagnostic.code, in: documentation) {
        item["codeDescription"] = ["href": .string(href)]
      }
      let related = RelatedPlaces.places(for: diagnostic, in: analysis)
      if !related.isEmpty {
        item["relatedInformation"] = .array(
          related.map { place in
            [
              "location": ["uri": .string(uri), "range": ranges.range(place.range)],
              "message": .string(place.message),
            ]
          })
      }
      return .object(item)
    }
    return ["uri": .string(uri), "version": .int(version), "diagnostics": .array(items)]
  }
}
