import HapModel
import HapRender
import HapSystem
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

  /// The session of a file in `folder` holding `pattern`.
  static func session(of pattern: HapticPattern, in folder: TemporaryFolder) -> DocumentSession {
    let text =
      "---\nid: \(pattern.id)\n---\n\nA track.\n\n```haptic\n"
      + PatternEncoder.canonicalText(of: pattern) + "```\n"
    return DocumentSession.open(path: folder.write("\(pattern.id).hap.md", text)).session
  }

  @Test(
    "two threads and one agree on the diagnostics and all six columns",
    arguments: [.ios, .android, .web] as [Platform])
  func twoThreadsAgreeWithOne(previewed: Platform) throws {
    let folder = TemporaryFolder()
    var pattern = Self.pattern(events: SessionAnalyzer.parallelFrom + 500)
    let session = Self.session(of: pattern, in: folder)
    // An edit, so the diagnostics are checked again rather than taken from the file.
    pattern.track?[7].intensity = 1.4
    let request = AnalysisRequest(
      key: 3, pattern: pattern, profiles: [:], settings: .standard, artifactFor: previewed)
    let one = SessionAnalyzer(session: session, threads: 1).analyze(request)
    let two = SessionAnalyzer(session: session, threads: 2).analyze(request)
    #expect(one.platforms.map(\.platform) == Platform.allCases)
    #expect(one.diagnostics.contains { $0.severity == .error }, "intensity 1.4 is out of range")
    #expect(two == one)
  }

  @Test(
    "the early answer is the whole one's diagnostics and previewed column, awaiting the rest",
    arguments: [.ios, .gamepad] as [Platform])
  func earlyAnswerIsPartOfTheWhole(previewed: Platform) throws {
    let folder = TemporaryFolder()
    var pattern = Self.pattern(events: SessionAnalyzer.parallelFrom + 500)
    let session = Self.session(of: pattern, in: folder)
    pattern.track?[7].intensity = 1.4
    let request = AnalysisRequest(
      key: 4, pattern: pattern, profiles: [:], settings: .standard, artifactFor: previewed)
    let early = Handoff<Analysis>()
    let whole = SessionAnalyzer(session: session, threads: 2).analyze(request) {
      early.put($0)
    }
    let first = try #require(early.take(), "a long track gives an early answer")
    #expect(first.key == 4)
    #expect(first.platforms.map(\.platform) == [previewed])
    let column = try #require(whole.platforms.first { $0.platform == previewed })
    // The early column's report is grouped after it went (D375, D450), into the whole one's.
    #expect(first.platforms.map { $0.grouped(into: column.reportLines) } == [column])
    #expect(!first.platforms[0].reportGrouped && column.reportGrouped)
    let rendered = Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: previewed))
    #expect(column.reportLines == ReportLine.grouped(rendered.report))
    #expect(!column.reportLines.isEmpty)
    #expect(
      column.fallbackReason == FallbackReason.reason(rung: rendered.rung, report: rendered.report))
    #expect(first.diagnostics == whole.diagnostics && !first.diagnostics.isEmpty)
    #expect(Set(first.awaiting) == Set(Platform.allCases.filter { $0 != previewed }))
    #expect(!whole.isEarly && whole.platforms.map(\.platform) == Platform.allCases)
  }

  @Test("a short track is analysed whole, with no early answer")
  func shortTrackHasNoEarlyAnswer() throws {
    let folder = TemporaryFolder()
    let pattern = Self.pattern(events: 30)
    let session = Self.session(of: pattern, in: folder)
    let request = AnalysisRequest(
      key: 1, pattern: pattern, profiles: [:], settings: .standard, artifactFor: .ios)
    let early = Handoff<Analysis>()
    let whole = SessionAnalyzer(session: session, threads: 2).analyze(request) {
      early.put($0)
    }
    #expect(early.take() == nil)
    #expect(whole.platforms.count == Platform.allCases.count)
  }
}
