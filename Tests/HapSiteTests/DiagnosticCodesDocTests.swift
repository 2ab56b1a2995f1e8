import HapTestSupport
import Testing

@testable import HapSite

/// The site's codes page lists exactly the codes docs/cli.md's "Diagnostic codes" table does.
@Suite struct DiagnosticCodesDocTests {
  @Test func theCodesPageAndTheManualListTheSameCodes() throws {
    let manual = try #require(TextFile.read(Repository.path("docs/cli.md")))
    let table = try #require(manual.range(of: "## Diagnostic codes"))
    let codes = manual[table.upperBound...].split(separator: "\n").compactMap { line -> String? in
      // A row is `| <a id="hap003"></a>HAP003 | …` (the anchor the language server links to).
      guard line.hasPrefix("| <a id=\"hap"), let close = line.range(of: "</a>") else {
        return nil
      }
      return line[close.upperBound...].prefix { $0 != " " }.description
    }
    #expect(codes == DiagnosticCodes.all.map(\.code))
  }
}
