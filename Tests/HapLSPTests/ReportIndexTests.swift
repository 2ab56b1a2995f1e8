import HapModel
import HapRender
import Testing

@testable import HapLSP

/// The report index answers as a scan of the report does.
@Suite struct ReportIndexTests {
  @Test func eachEventsEntriesAreTheReportsInOrder() throws {
    let pattern = try #require(
      DocumentAnalysis(text: TextBuffer(HoverPreparationTests.continuous), path: nil)
        .document.pattern)
    let renditions = RenditionCache.renditions(of: pattern)
    #expect(renditions.count == Platform.allCases.count)
    var compared = 0
    for rendition in renditions {
      let index = ReportIndex(rendition)
      for number in 0...(pattern.events.count + 1) {
        let scanned = rendition.report.filter { $0.event == "event \(number)" }
        #expect(index.entries(event: number) == scanned, "\(rendition.platform) event \(number)")
        compared += scanned.count
      }
    }
    #expect(compared > 0)
  }

  @Test func labelsReadAsEventNumbers() {
    #expect(ReportIndex.number(of: "event 12") == 12)
    #expect(ReportIndex.number(of: "pattern") == nil)
    #expect(ReportIndex.number(of: "event 0") == nil)
    #expect(ReportIndex.number(of: "event x") == nil)
  }
}
