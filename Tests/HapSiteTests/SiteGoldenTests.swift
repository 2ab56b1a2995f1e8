import HapModel
import HapRender
import HapTestSupport
import Testing

@testable import HapSite

/// One page and its plot as golden files a reviewer can read in a diff (and open in a
/// browser): `HAPTUI_RECORD=1 swift test --filter SiteGoldenTests` rewrites them.
@Suite struct SiteGoldenTests {
  static let golden = SnapshotFolder(
    "Tests/HapSiteTests/Golden", suffix: "", endsWithNewline: false)

  @Test func theHeartbeatPageAndItsPlot() throws {
    let path = Repository.path("Patterns/heartbeat.hap.md")
    let document = HapDocument(bytes: try #require(TextFile.bytes(path)), path: "heartbeat.hap.md")
    let plan = SitePlan([SiteSource(path: "Patterns/heartbeat.hap.md", document: document)])
    let entry = try #require(plan.patterns.first)
    let page = PatternPage(
      entry, options: SiteOptions(title: "Golden", baseURL: "https://haptics.example.com/gallery"),
      version: "GOLDEN")
    let html = try #require(page.files.first { $0.path == "patterns/heartbeat.html" })
    let svg = try #require(page.files.first { $0.path == "patterns/heartbeat/plot.svg" })
    Self.golden.check(String(decoding: html.bytes, as: UTF8.self), named: "heartbeat.html")
    Self.golden.check(String(decoding: svg.bytes, as: UTF8.self), named: "heartbeat.plot.svg")
    // A typical page stays light.
    #expect(html.bytes.count < 200_000)
  }

  /// The page of the shipped pattern `name`, as HTML.
  static func page(_ name: String) throws -> String {
    let path = Repository.path("Patterns/\(name).hap.md")
    let document = HapDocument.read(path: path)
    let entry = try #require(SitePlan([SiteSource(path: path, document: document)]).patterns.first)
    let page = PatternPage(entry, options: SiteOptions(), version: "TEST")
    return String(decoding: page.files[0].bytes, as: UTF8.self)
  }

  /// The lane article `id` of `html`.
  static func lane(_ id: String, in html: String) throws -> Substring {
    let start = try #require(html.range(of: "<article class=\"lane-row\" id=\"\(id)\""))
    let end = try #require(html[start.upperBound...].range(of: "</article>"))
    return html[start.lowerBound..<end.upperBound]
  }

  @Test func theLanesSayWhatIsTrue() throws {
    let html = try Self.page("double-tap")
    func lane(_ id: String) throws -> Substring {
      try Self.lane(id, in: html)
    }
    // The iPhone plays the AHAP: its two transients as stems at their own 0.8, not the
    // rumble motor's two on/off blocks.
    let iphone = try lane("lane-ios-iphone")
    #expect(iphone.contains("Plays its AHAP: 2 transients"))
    #expect(!iphone.contains("on/off"))
    #expect(iphone.contains("class=\"lane ahap\""))
    #expect(iphone.components(separatedBy: "<line ").count == 1 + 1 + 2, "axis and two stems")
    #expect(!iphone.contains("Fell back"))
    // Android basic runs on/off pulses: drawn as they are.
    let basic = try lane("lane-android-basic")
    #expect(basic.contains("Plays 2 on/off steps"))
    // An intent plays a system effect: the lane is haptui's estimate, drawn dashed.
    let medium = try Self.lane("lane-ios-iphone", in: Self.page("impact-medium"))
    #expect(medium.contains("(estimated)"), "\(medium)")
    #expect(medium.contains("haptui&#39;s estimate of the UIKit effect"), "\(medium)")
    #expect(medium.contains("class=\"lane estimate\""))
    #expect(medium.contains("stroke-dasharray"))
    // ramp-up needs curves, which Android basic lacks: the lane says why it fell back.
    let ramp = try Self.lane("lane-android-basic", in: Self.page("ramp-up"))
    #expect(ramp.contains("<p class=\"fell-back\">Fell back: rung "), "\(ramp)")
    #expect(ramp.contains("track not played: "))
  }

  @Test func theCodegenDownloadsAreCodegensVocabularyWithoutItsTable() throws {
    let path = Repository.path("Patterns/heartbeat.hap.md")
    let document = HapDocument.read(path: path)
    let entry = try #require(SitePlan([SiteSource(path: path, document: document)]).patterns.first)
    let files = PatternPage(entry, options: SiteOptions(), version: "TEST").files
    let input = CodegenInput(
      path: path, pattern: entry.pattern, title: document.frontmatter?.title,
      feel: document.frontmatter?.feel)
    for language in CodegenLanguage.allCases {
      let full = Codegen.generate(
        [input],
        options: CodegenOptions(
          language: language, command: "haptui codegen --lang \(language.rawValue) heartbeat.hap.md"
        ))
      #expect(full.files.contains { $0.path == "HAPTICS.md" })
      let prefix = "patterns/heartbeat/codegen/\(language.rawValue)/"
      let offered = files.filter { $0.path.hasPrefix(prefix) }
      let expected = full.files.filter { $0.path != "HAPTICS.md" }
      #expect(offered.map { String($0.path.dropFirst(prefix.count)) } == expected.map(\.path))
      #expect(offered.map(\.bytes) == expected.map { Array($0.text.utf8) })
    }
  }

  @Test func qrCodesEncodeTheAddress() throws {
    let code = try #require(QRCode("https://haptics.example.com/gallery/patterns/heartbeat.html"))
    // Version 4 (33 modules) holds 62 bytes at level M; the finder patterns sit in the corners.
    #expect(code.width >= 21 && (code.width - 17) % 4 == 0)
    for (row, column) in [(0, 0), (0, code.width - 7), (code.width - 7, 0)] {
      #expect(code.modules[row * code.width + column])
      #expect(code.modules[(row + 6) * code.width + column + 6])
      #expect(!code.modules[(row + 1) * code.width + column + 1])
    }
    #expect(QRCode(String(repeating: "x", count: 5_000)) == nil)
  }
}
