import HapRender
import Testing

@testable import HapSite

/// `codes.html`: each code's first sentence, cut outside backticks, with backticked spans as
/// escaped `<code>` (D227).
@Suite struct CodesPageTests {
  @Test func aSummaryIsNeverCutInsideABacktickedSpan() throws {
    for entry in DiagnosticCatalog.all {
      let ticks = entry.summary.filter { $0 == "`" }.count
      #expect(ticks % 2 == 0, "\(entry.code): \(entry.summary)")
      #expect(entry.summary.hasSuffix("."), "\(entry.code): \(entry.summary)")
      #expect(entry.help.hasPrefix(entry.summary))
    }
    let w12 = try #require(DiagnosticCatalog.entry("HAPW12"))
    #expect(w12.summary.hasPrefix("`fallbacks.web` no longer matches the track (times from "))
    #expect(!w12.summary.contains("Derive it again"))
  }

  @Test func theCodesPageShowsBacktickedSpansAsCode() throws {
    let html = CodesPage.html(options: SiteOptions(), version: "test")
    #expect(
      html.contains(
        "<dt id=\"HAPW12\"><code>HAPW12</code></dt><dd><code>fallbacks.web</code> no longer"))
    // No backtick is left as text in any summary.
    let list = try #require(html.range(of: "<dl class=\"codes\">"))
    #expect(!html[list.upperBound...].contains("`"))
  }

  @Test func aCodeSpanIsEscaped() {
    #expect(
      HTML.inlineCode("Use `<b>&amp;` here, or `x`.")
        == "Use <code>&lt;b&gt;&amp;amp;</code> here, or <code>x</code>.")
    #expect(HTML.inlineCode("one ` left") == "one ` left")
    #expect(HTML.inlineCode("`a` and ` b") == "<code>a</code> and ` b")
  }
}
