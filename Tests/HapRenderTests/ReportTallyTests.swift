import HapModel
import Testing

@testable import HapRender

/// A rendition made without its report (`includeReport: false`, for the editor's panel) tallies
/// exactly what its report says, and is otherwise the same rendition.
@Suite struct ReportTallyTests {
  @Test func aTallyWithoutTheReportIsTheTallyOfTheReport() {
    let patterns = RenderCorpus.patterns
    var compared = 0
    for pattern in patterns {
      for settings in InvariantTests.settings {
        let full = Renderer.render(
          pattern, profiles: DeviceProfile.all, settings: settings, includeArtifact: false)
        let tallied = Renderer.render(
          pattern, profiles: DeviceProfile.all, settings: settings, includeArtifact: false,
          includeReport: false)
        for (reported, summarised) in zip(full, tallied) {
          #expect(summarised.report.isEmpty)
          #expect(reported.tally == nil)
          #expect(summarised.tally == ReportTally(reported.report))
          var same = summarised
          same.report = reported.report
          same.tally = nil
          #expect(same == reported, "\(reported.profile.name)")
          compared += 1
        }
      }
    }
    #expect(compared > 1_000)
  }

  @Test func aTallyCountsOnlyTheEntriesThatMatter() {
    let tally = ReportTally([
      ReportEntry(event: "event 1", construct: .intensity, status: .kept, reason: "as written"),
      ReportEntry(
        event: "event 2", construct: .intensity, status: .approximated, reason: "scaled"),
      ReportEntry(
        event: "pattern", construct: .web, status: .dropped, reason: "not needed", unused: true),
    ])
    #expect(tally[.intensity].seen && tally[.intensity].needed)
    #expect(tally[.intensity].kept && tally[.intensity].approximated && !tally[.intensity].dropped)
    #expect(tally[.web].seen && !tally[.web].needed && !tally[.web].dropped)
    #expect(!tally[.curve].seen)
  }
}
