import Foundation
import HapModel
import HapTestSupport
import Testing

@testable import HapSite

/// Every element id on a generated page is unique on it (an `aria-labelledby` or a `#` link
/// to a repeated id finds the first one only).
@Suite struct ElementIDTests {
  /// The values of every `id` attribute in `html`, in order.
  static func ids(_ html: String) -> [String] {
    let pattern = try! Regex(#"<[a-zA-Z][^>]*?\sid="([^"]*)""#)
    return html.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
  }

  @Test func noPageOfTheShippedPatternsRepeatsAnID() throws {
    let folder = Repository.path("Patterns")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".hap.md") }.sorted()
    var sources = names.map { name in
      SiteSource(
        path: name,
        document: HapDocument(bytes: TextFile.bytes("\(folder)/\(name)") ?? [], path: name))
    }
    // A broken file and a hostile one too, so the index's problem list is on the page.
    for (name, text) in [
      "broken.hap.md": "---\nid: broken\n---\n```haptic\n{\n",
      "hostile.hap.md": HostilePatterns.everywhere,
    ] {
      sources.append(
        SiteSource(path: name, document: HapDocument(bytes: Array(text.utf8), path: name)))
    }
    let files = SiteBuilder.build(sources, options: SiteOptions(baseURL: "https://example.org/"))
    var pages = 0
    for file in files where file.path.hasSuffix(".html") {
      let ids = Self.ids(String(decoding: file.bytes, as: UTF8.self))
      let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys
      #expect(repeated.isEmpty, "\(file.path) repeats \(repeated.sorted())")
      #expect(!ids.isEmpty, "\(file.path)")
      pages += 1
    }
    #expect(pages >= names.count + 3)
  }

  @Test func aPlotsTitleIsNamedForItsPattern() throws {
    let sources = ["heartbeat", "double-tap"].map { id in
      let path = Repository.path("Patterns/\(id).hap.md")
      return SiteSource(
        path: "\(id).hap.md", document: HapDocument(bytes: TextFile.bytes(path) ?? [], path: path))
    }
    let files = SiteBuilder.build(sources, options: SiteOptions())
    let index = try #require(files.first { $0.path == "index.html" })
    let ids = Self.ids(String(decoding: index.bytes, as: UTF8.self))
    #expect(ids.contains("card-heartbeat") && ids.contains("plot-heartbeat"))
    let page = try #require(files.first { $0.path == "patterns/heartbeat.html" })
    #expect(Self.ids(String(decoding: page.bytes, as: UTF8.self)).contains("plot-heartbeat"))
  }
}
