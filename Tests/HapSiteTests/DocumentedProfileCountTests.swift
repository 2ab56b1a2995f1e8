import Foundation
import HapRender
import HapTestSupport
import Testing

/// Where the docs count the device profiles (a site page renders every one), the count is the
/// catalogue's.
@Suite struct DocumentedProfileCountTests {
  @Test func everyProfileCountInTheDocsIsTheCatalogues() throws {
    let folder = Repository.path("docs")
    let names =
      try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".md") }.map { "docs/\($0)" } + ["README.md"]
    let count = try Regex(#"(\d+) (device )?profiles"#)
    var found = 0
    for name in names.sorted() {
      let text = try #require(TextFile.read(Repository.path(name)))
      for match in text.matches(of: count) {
        let said = Int(text[match.output[1].range!]) ?? -1
        #expect(said == DeviceProfile.all.count, "\(name): '\(text[match.range])'")
        found += 1
      }
    }
    #expect(found >= 2)
  }
}
