import HapModel
import Testing

@testable import HapRender

/// A rendition made with its report grouped (`groupReport`, for the editor's previewed column)
/// says what the report's entries say: the same lines, tally and fallback reason, and is
/// otherwise the same rendition (D450).
@Suite struct GroupedReportTests {
  typealias S = SamplePatterns

  @Test func aGroupedReportIsTheReportGrouped() {
    let patterns = RenderCorpus.patterns
    var compared = 0
    var withReason = 0
    for pattern in patterns {
      let prepared = PreparedPattern(pattern)
      for settings in InvariantTests.settings {
        let full = Renderer.render(
          prepared, profiles: DeviceProfile.all, settings: settings, artifactsFor: { _ in false })
        let grouped = Renderer.render(
          prepared, profiles: DeviceProfile.all, settings: settings, artifactsFor: { _ in false },
          groupReport: true)
        for (reported, made) in zip(full, grouped) {
          let name = reported.profile.name
          #expect(made.report.isEmpty)
          #expect(made.reportLines == ReportLine.grouped(reported.report), "\(name)")
          #expect(made.tally == ReportTally(reported.report), "\(name)")
          let reason = FallbackReason.reason(rung: reported.rung, report: reported.report)
          #expect(made.fallbackReason == reason, "\(name)")
          if reason != nil { withReason += 1 }
          var same = made
          same.report = reported.report
          same.reportLines = nil
          same.tally = nil
          same.fallbackReason = nil
          #expect(same == reported, "\(name)")
          compared += 1
        }
      }
    }
    // Enough renditions, and enough of them falling back, for the comparison to mean something.
    #expect(compared > 1_000)
    #expect(withReason > 100)
  }

  /// Transients at the same time get equal reasons in separate storage on iOS (each names its
  /// time): the grouped report says them on one line, as grouping the entries does, and a long
  /// line keeps its events as numbers (D467).
  @Test func equalReasonsInSeparateStorageShareALine() throws {
    var track = (0..<40).map { S.transient(($0 / 2) * 25, 0.5, 0.5, id: $0) }
    track.append(S.continuous(2_000, 300, 0.4, 0.6, id: 40))
    let pattern = HapticPattern(id: "pairs", track: track)
    let profile = DeviceProfile.defaultProfile(for: .ios)
    let reported = Renderer.render(pattern, profile: profile)
    let grouped = try #require(
      Renderer.render(
        PreparedPattern(pattern), profiles: [profile], artifactsFor: { _ in false },
        groupReport: true)[0].reportLines)
    #expect(grouped == ReportLine.grouped(reported.report))
    let transients = grouped.filter { $0.construct == .transient }
    #expect(transients.count == 20)
    #expect(transients.allSatisfy { $0.subjects.count == 2 })
    #expect(transients[3].events == ["event 7", "event 8"])
    let intensity = try #require(grouped.first { $0.construct == .intensity })
    #expect(intensity.subjects.numbered.map { Array($0.numbers) } == Array(1...40))
  }

  /// Grouping entries one at a time is grouping the finished report: lines in the order each
  /// first appears, one shared reason said once, a reason that differs a line of its own.
  @Test func linesFollowTheFirstAppearanceOfEachGroup() {
    let shared = String(repeating: "a long shared reason ", count: 2)
    let report = [
      ReportEntry(event: "event 1", construct: .intensity, status: .kept, reason: shared),
      ReportEntry(event: "event 1", construct: .sharpness, status: .dropped, reason: "none"),
      ReportEntry(event: "event 2", construct: .intensity, status: .kept, reason: shared),
      ReportEntry(event: "event 3", construct: .intensity, status: .approximated, reason: shared),
      ReportEntry(
        event: "event 4", construct: .intensity, status: .kept, reason: shared, unused: true),
      ReportEntry(event: "event 5", construct: .intensity, status: .kept, reason: shared + "."),
      ReportEntry(event: "event 6", construct: .intensity, status: .kept, reason: shared),
    ]
    let lines = ReportLine.grouped(report)
    #expect(lines.map(\.events.count) == [3, 1, 1, 1, 1])
    #expect(lines[0].events == ["event 1", "event 2", "event 6"])
    #expect(lines.map(\.status) == [.kept, .dropped, .approximated, .kept, .kept])
    #expect(lines[3].unused && !lines[4].unused && lines[4].reason.hasSuffix("."))
  }

  /// Thousands of reasons, each said twice far apart (more lines than the table first holds,
  /// so it grows), and reasons that differ only in their last byte or their length.
  @Test func manyDistinctReasonsEachFindTheirLine() {
    let reasons = (0..<3_000).map { "transient at \($0) ms (row 'transient event')" }
    let twice = reasons + reasons.map { String($0.dropLast()) + ")" }
    let report = twice.enumerated().map { index, reason in
      ReportEntry(event: "event \(index)", construct: .transient, status: .kept, reason: reason)
    }
    let lines = ReportLine.grouped(report)
    #expect(lines.count == 3_000)
    #expect(lines.allSatisfy { $0.events.count == 2 })
    #expect(lines[7].events == ["event 7", "event 3007"])
    let close = ["abcdefgh", "abcdefgi", "abcdefghi", "abcdefg", "abcdefgh"].map {
      ReportEntry(event: "pattern", construct: .web, status: .dropped, reason: $0)
    }
    #expect(ReportLine.grouped(close).map(\.events.count) == [2, 1, 1, 1])
  }
}

extension GroupedReportTests {
  /// A rendition made leaving its lines for later is the grouped one without them, and its
  /// pending report makes exactly those lines.
  @Test func linesLeftForLaterAreTheGroupedOnes() {
    let patterns = PatternGenerator.patterns(40) + SamplePatterns.all
    var compared = 0
    for pattern in patterns {
      let prepared = PreparedPattern(pattern)
      for settings in InvariantTests.settings {
        for profile in DeviceProfile.all {
          let grouped = Renderer.render(
            prepared, profiles: [profile], settings: settings, artifactsFor: { _ in true },
            groupReport: true)[0]
          let left = Renderer.renderLeavingLines(prepared, profile: profile, settings: settings)
          #expect(left.rendition.reportLines == nil)
          var same = left.rendition
          same.reportLines = grouped.reportLines
          #expect(same == grouped, "\(profile.name)")
          #expect(left.pending.lines() == grouped.reportLines, "\(profile.name)")
          compared += 1
        }
      }
    }
    #expect(compared > 500)
  }
}
