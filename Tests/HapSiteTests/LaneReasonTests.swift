import HapModel
import HapRender
import HapTestSupport
import Testing

@testable import HapSite

/// Each lane's "Fell back:" line gives the reason of the last rung that failed, the one just
/// above the rung that played (D173, D226).
@Suite struct LaneReasonTests {
  static func heartbeat() throws -> (pattern: HapticPattern, html: String) {
    let path = Repository.path("Patterns/heartbeat.hap.md")
    let source = SiteSource(
      path: "heartbeat.hap.md",
      document: HapDocument(bytes: TextFile.bytes(path) ?? [], path: path))
    let pattern = try #require(source.document.pattern)
    let files = SiteBuilder.build([source], options: SiteOptions())
    let page = try #require(files.first { $0.path == "patterns/heartbeat.html" })
    return (pattern, String(decoding: page.bytes, as: UTF8.self))
  }

  @Test func aLaneWhereTheWebFailsTooSaysWhyTheWebDidNotPlay() throws {
    let (pattern, html) = try Self.heartbeat()
    var silent = 0
    for rendition in Renderer.renderAll(pattern) where rendition.rung == .silent {
      // heartbeat has a track and fallbacks.web and no intent: the web is the last rung tried.
      let web = try #require(rendition.report.first { $0.construct == .web })
      #expect(web.status == .dropped)
      let line = FallbackReason.line(rung: rendition.rung, report: rendition.report)
      #expect(
        line == "nothing plays: \(web.reason)",
        "\(rendition.platform.rawValue) \(rendition.profile.name): \(line ?? "none")")
      silent += 1
    }
    #expect(silent >= 5)
    // The page says it in words, on Flutter's lanes: the web's reason, not the track's.
    #expect(
      html.contains(
        "Fell back: nothing plays: HapticFeedback has no duration API, so fallbacks.web cannot "
          + "play (Flutter column)"))
    #expect(!html.contains("Fell back: nothing plays: track not played: HapticFeedback"))
  }

  @Test func aLaneThatPlaysTheWebStillSaysWhyTheTrackDidNot() throws {
    let (pattern, _) = try Self.heartbeat()
    let basic = try #require(
      Renderer.renderAll(pattern).first { $0.platform == .android && $0.rung == .web })
    let line = try #require(FallbackReason.line(rung: basic.rung, report: basic.report))
    #expect(line.hasPrefix("rung web plays: track not played: "), "\(line)")
  }

  @Test func theFirstRungThatPlaysHasNoLine() throws {
    let (pattern, _) = try Self.heartbeat()
    let ios = try #require(
      Renderer.renderAll(pattern).first { $0.platform == .ios && $0.rung == .track })
    #expect(FallbackReason.line(rung: ios.rung, report: ios.report) == nil)
  }
}
