import HapModel
import Testing

@testable import HapRender

/// The report as people read it: one line per construct, status and reason, its events as
/// ranges.
@Suite("Report lines: a repeated reason once, its events as ranges")
struct ReportLineTests {
  func entry(_ event: String, _ construct: Construct, _ reason: String) -> ReportEntry {
    ReportEntry(event: event, construct: construct, status: .dropped, reason: reason)
  }

  @Test("consecutive events become a range, gaps a list, and the pattern is named first")
  func compactSubjects() {
    let lines = ReportLine.grouped(
      [1, 2, 3, 5, 7, 8].map { entry("event \($0)", .intensity, "no amplitude") }
        + [entry("pattern", .intensity, "no amplitude"), entry("event 4", .curve, "steps")])
    #expect(lines.count == 2)
    #expect(lines[0].compactSubject == "pattern and events 1–3, 5 and 7–8")
    #expect(lines[1].compactSubject == "event 4")
    let one = ReportLine.grouped([entry("event 9", .web, "w"), entry("event 9", .web, "w")])
    #expect(one.map(\.compactSubject) == ["event 9"])
  }

  @Test("a web rendition of a long track says each reason once, not once per event")
  func webReportIsShort() throws {
    let events = (0..<40).map { SamplePatterns.transient($0 * 50, 0.8, 0.5, id: $0) }
    let pattern = HapticPattern(
      id: "forty", track: events, fallbacks: Fallbacks(web: [30, 20, 30]))
    let rendition = Renderer.render(
      pattern, profile: try #require(DeviceProfile.named("android-chrome", platform: .web)))
    let lines = ReportLine.grouped(rendition.report)
    #expect(rendition.report.count >= 40 * 3)
    #expect(lines.count < 8, "\(lines.map(\.reason))")
    #expect(lines.contains { $0.compactSubject == "events 1–40" })
  }
}
