import Foundation
import HapRender
import HapTestSupport
import Testing

/// The diagnostic-code table at the end of docs/cli.md and `DiagnosticCatalog` (what SARIF
/// rules and the language server's links are made of) say the same, row for row (D133).
@Suite struct DiagnosticCatalogDocTests {
  @Test func theTableIsTheCatalogue() throws {
    let text = try String(contentsOfFile: Repository.path("docs/cli.md"), encoding: .utf8)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| <a id=\"hap") }
    #expect(rows.count == DiagnosticCatalog.all.count)
    for (row, entry) in zip(rows, DiagnosticCatalog.all) {
      let cells = row.dropFirst(2).dropLast(2).components(separatedBy: " | ")
      #expect(cells.first == "<a id=\"\(entry.code.lowercased())\"></a>\(entry.code)")
      #expect(cells.dropFirst().first == entry.severity.rawValue)
      #expect(cells.dropFirst(2).joined(separator: " | ") == entry.help)
    }
  }

  @Test func linksPointAtTheAnchors() {
    #expect(
      DiagnosticCatalog.link(for: "HAPW07", in: "file:///d/cli.md") == "file:///d/cli.md#hapw07")
    #expect(DiagnosticCatalog.link(for: "HAPW07", in: nil) == nil)
    #expect(DiagnosticCatalog.entry("HAP004")?.summary.hasPrefix("`intent` or") == true)
    #expect(
      DiagnosticCatalog.all.allSatisfy { !$0.summary.isEmpty && $0.summary.count <= $0.help.count })
  }
}
