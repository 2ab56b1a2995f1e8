import HapModel
import HapRender
import HapTestSupport
import Testing

@testable import HapTUI

/// A long pattern's analysis made on two threads is the one made on one (D251).
@Suite("Analyzer: the parts made at once give the same analysis")
struct AnalyzerThreadsTests {
  /// A track long enough to be split, with transients, continuous events and a curve.
  static func pattern(events: Int) -> HapticPattern {
    let track = (0..<events).map { index in
      index % 3 == 0
        ? TrackEvent(
          id: EventID(index), at: index * 40, type: .continuous, intensity: 0.7,
          sharpness: 0.3, duration: 30, curve: index % 2 == 0 ? .easeOut : nil)
        : TrackEvent(
          id: EventID(index), at: index * 40, type: .transient,
          intensity: Double(index % 10) / 10, sharpness: 0.6)
    }
    return HapticPattern(
      id: "long", track: track, fallbacks: Fallbacks(web: [40, 20, 40], reduced: "selection"))
  }

  @Test(
    "two threads and one agree on the diagnostics and all six columns",
    arguments: [.ios, .android, .web] as [Platform])
  func twoThreadsAgreeWithOne(previewed: Platform) throws {
    let folder = TemporaryFolder()
    var pattern = Self.pattern(events: SessionAnalyzer.parallelFrom + 500)
    let text =
      "---\nid: long\n---\n\nA long track.\n\n```haptic\n"
      + PatternEncoder.canonicalText(of: pattern) + "```\n"
    let opened = DocumentSession.open(path: folder.write("long.hap.md", text))
    // An edit, so the diagnostics are checked again rather than taken from the file.
    pattern.track?[7].intensity = 1.4
    let request = AnalysisRequest(
      key: 3, pattern: pattern, profiles: [:], settings: .standard, artifactFor: previewed)
    let one = SessionAnalyzer(session: opened.session, threads: 1).analyze(request)
    let two = SessionAnalyzer(session: opened.session, threads: 2).analyze(request)
    #expect(one.platforms.map(\.platform) == Platform.allCases)
    #expect(one.diagnostics.contains { $0.severity == .error }, "intensity 1.4 is out of range")
    #expect(two == one)
  }
}
