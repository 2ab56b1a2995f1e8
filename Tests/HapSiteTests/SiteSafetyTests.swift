import HapModel
import Testing

@testable import HapSite

/// A pattern's text is untrusted: nothing in it may become script, markup or a file name.
@Suite struct SiteSafetyTests {
  static func site(_ files: [String: String], baseURL: String? = nil) -> [SiteFile] {
    let sources = files.sorted { $0.key < $1.key }.map { name, text in
      SiteSource(path: name, document: HapDocument(bytes: Array(text.utf8), path: name))
    }
    return SiteBuilder.build(sources, options: SiteOptions(baseURL: baseURL))
  }

  /// The script elements a page may hold: the site's own two.
  static func scriptTags(_ html: String) -> [String] {
    var found: [String] = []
    var rest = html[...]
    while let open = rest.range(of: "<script", options: .caseInsensitive) {
      let end = rest[open.lowerBound...].firstIndex(of: ">") ?? rest.endIndex
      found.append(String(rest[open.lowerBound..<end]) + ">")
      rest = rest[end...]
    }
    return found
  }

  @Test func aHostilePatternPutsNoScriptMarkupOrLinkIntoAnyPage() throws {
    let files = Self.site(["hostile.hap.md": HostilePatterns.everywhere])
    let page = try #require(files.first { $0.path == "patterns/hostile.html" })
    let html = String(decoding: page.bytes, as: UTF8.self)
    #expect(
      Self.scriptTags(html) == [
        "<script type=\"application/json\" id=\"pattern-data\">", "<script src=\"../site.js\">",
      ])
    for file in files where file.path.hasSuffix(".html") {
      let text = String(decoding: file.bytes, as: UTF8.self)
      let lower = text.lowercased()
      // No element the payloads open survives as markup, and no event handler attribute.
      for tag in ["<img src=x", "<iframe", "<svg onload", "<b onclick", "<a href=\"javascript"] {
        #expect(!lower.contains(tag), "\(file.path) holds \(tag)")
      }
      // No link or source to script or to a data page (cmark's safe mode empties them).
      #expect(
        lower.range(
          of: #"(href|src)\s*=\s*["']?\s*(javascript|vbscript|data:text)"#,
          options: .regularExpression) == nil, "\(file.path) links to script")
      #expect(
        text.range(
          of: #"<[a-z][^>]*\son[a-z]+\s*="#, options: [.regularExpression, .caseInsensitive])
          == nil, "\(file.path) has an event handler attribute")
      #expect(Self.scriptTags(text).count <= 2)
    }
    // The texts are there, as text.
    #expect(html.contains("&lt;script&gt;window.__pwned=1&lt;/script&gt;Hostile"))
    #expect(html.contains("<!-- raw HTML omitted -->"))
    // The embedded data cannot close its element: `<` is escaped inside JSON.
    let data = try #require(html.range(of: "id=\"pattern-data\">"))
    let json = html[data.upperBound...].prefix { $0 != "\n" }
    #expect(json.hasSuffix("</script>"))
    #expect(!json.dropLast("</script>".count).contains("<"))
    // So does the index's.
    let index = try #require(files.first { $0.path == "index.html" })
    let indexText = String(decoding: index.bytes, as: UTF8.self)
    #expect(
      Self.scriptTags(indexText) == [
        "<script type=\"application/json\" id=\"index-data\">", "<script src=\"index.js\">",
      ])
  }

  @Test func fileNamesComeOnlyFromSlugIds() {
    let files = Self.site([
      "escape.hap.md": HostilePatterns.pathID,
      "hostile.hap.md": HostilePatterns.everywhere,
    ])
    #expect(files.allSatisfy { SiteFile.isSafe($0.path) })
    #expect(!files.contains { $0.path.contains("escape") })
    let index = String(decoding: files.first { $0.path == "index.html" }!.bytes, as: UTF8.self)
    #expect(index.contains("<code>escape.hap.md</code>: no page: the id is not a slug"))
  }

  @Test func onlyPlainRelativePathsAreSafe() {
    for path in [
      "index.html", "patterns/a-b/ios/a.layer2.ahap", "patterns/x/codegen/swift/H.swift",
    ] {
      #expect(SiteFile.isSafe(path), "\(path)")
    }
    for path in [
      "", "/etc/passwd", "../x", "a/../b", "a//b", ".haptui-site", "a/.hidden", "a b", "a\\b",
      "é.html", "a/", "./a",
    ] {
      #expect(!SiteFile.isSafe(path), "\(path)")
    }
  }

  @Test func escapingCoversMarkupQuotesAndControlCharacters() {
    #expect(
      HTML.escape("<a href=\"x\" title='y'>&</a>")
        == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
    #expect(HTML.escape("a\u{0}b\u{7}c\u{85}d\te") == "abcd\te")
    // Other text, multi-byte included, is kept byte for byte.
    #expect(HTML.escape("≈ · é\u{A0}\u{9F}\u{7F}ü <") == "≈ · é\u{A0}ü &lt;")
    #expect(HTML.escape("plain words, no markup") == "plain words, no markup")
    #expect(HTML.escape("") == "")
    #expect(JSONText.string("</script>\u{2028}\"\\") == "\"\\u003c/script\\u003e\\u2028\\\"\\\\\"")
  }

  @Test func onlyHTTPBaseURLsWithoutQuotesAreAccepted() {
    #expect(SiteOptions.isValidBaseURL("https://haptics.example.com/gallery"))
    #expect(SiteOptions.isValidBaseURL("http://localhost:8000/"))
    for url in [
      "javascript:alert(1)", "https://", "https:///x", "ftp://a", "https://a/\"onload=x",
      "https://a b", "https://a/<x>",
    ] {
      #expect(!SiteOptions.isValidBaseURL(url), "\(url)")
    }
    #expect(SiteOptions(baseURL: "https://a.example/g").baseURL == "https://a.example/g/")
  }
}
