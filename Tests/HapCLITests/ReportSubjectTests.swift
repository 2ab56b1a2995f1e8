import HapRender
import Testing

@testable import HapCLI

/// The text report names a long line's first runs and counts the rest.
@Suite("Report subjects: a line about thousands of events stays one terminal line")
struct ReportSubjectTests {
  func line(_ numbers: [Int], pattern: Bool = false) -> ReportLine {
    let events = (pattern ? ["pattern"] : []) + numbers.map { "event \($0)" }
    return ReportLine(
      construct: .intensity, status: .approximated, unused: false, reason: "r", events: events)
  }

  @Test("a short subject is the full compact subject")
  func shortSubjectsAreKept() {
    let short = line([1, 2, 3, 5, 7, 8], pattern: true)
    #expect(ReportSubject.text(short) == "pattern and events 1–3, 5 and 7–8")
    #expect(ReportSubject.text(line([4])) == "event 4")
  }

  @Test("a long subject names its first runs within the limit and counts every other event")
  func longSubjectsCountTheRest() {
    // Every third event, then a run of 100: 1, 4, 7, … 2,998, then 5,000–5,099.
    let numbers = Array(stride(from: 1, through: 2_998, by: 3)) + Array(5_000..<5_100)
    let text = ReportSubject.text(line(numbers, pattern: true))
    #expect(text.count <= ReportSubject.limit)
    #expect(text.hasPrefix("pattern and events 1, 4, 7, "))
    let listed = text.dropFirst("pattern and events ".count).split(separator: " and ")[0]
      .components(separatedBy: ", ")
    let rest = Int(text.split(separator: " ").dropLast().last ?? "") ?? -1
    // The listed runs are single events here, so listed + rest is every event of the line.
    #expect(listed.count + rest == numbers.count, "\(text)")
    #expect(text.hasSuffix(" more"))
  }

  @Test("a long run at the end counts as all its events")
  func rangesCountEachEvent() {
    let numbers = Array(stride(from: 1, through: 60, by: 2)) + Array(100..<1_100)
    let text = ReportSubject.text(line(numbers))
    let listed = text.dropFirst("events ".count).split(separator: " and ")[0]
      .components(separatedBy: ", ")
    #expect(text.hasSuffix(" and \(numbers.count - listed.count) more"), "\(text)")
  }
}
