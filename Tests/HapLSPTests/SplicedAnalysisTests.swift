import HapModel
import Testing

@testable import HapLSP

/// After a change inside the track, an open document is analysed from the analysis before it
/// (D430): its findings are those of the changed text analysed afresh.
@Suite struct SplicedAnalysisTests {
  /// A document of `count` transients, the one at `changed` with `intensity`.
  static func text(_ count: Int, changed: Int = -1, intensity: String = "0.5") -> String {
    let events = (0..<count).map { index in
      "    { \"at\": \(index * 100), \"type\": \"transient\", \"intensity\": "
        + "\(index == changed ? intensity : "0.5") }"
    }
    return "---\nid: spliced\n---\n\n```haptic\n{\n  \"haptic\": \"0.1\",\n  \"id\": \"spliced\",\n"
      + "  \"track\": [\n" + events.joined(separator: ",\n") + "\n  ]\n}\n```\n"
  }

  @Test func changesInsideTheTrackFindWhatAFreshAnalysisFinds() {
    var document = OpenDocument(
      uri: "file:///tmp/spliced.hap.md", version: 1, text: TextBuffer(Self.text(200)))
    _ = document.analysed()
    // Out of range, then a value that is not a number, then back in range.
    for (version, intensity) in [(2, "1.5"), (3, "\"loud\""), (4, "0.25")] {
      let text = TextBuffer(Self.text(200, changed: 120, intensity: intensity))
      document.change(to: text, version: version)
      let analysis = document.analysed()
      let fresh = DocumentAnalysis(text: text, path: "/tmp/spliced.hap.md")
      #expect(analysis.findings == fresh.findings)
      #expect(analysis.document.diagnostics == fresh.document.diagnostics)
      #expect(analysis.document.pattern == fresh.document.pattern)
    }
    #expect(document.analysed().document.diagnostics.allSatisfy { $0.severity != .error })
  }
}
