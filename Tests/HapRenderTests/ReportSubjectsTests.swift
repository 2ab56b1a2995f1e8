import Testing

@testable import HapRender

/// A report line's subjects are kept as event numbers where every label is the renderer's own
/// `event N`, and as labels otherwise; both say the same (D467).
@Suite struct ReportSubjectsTests {
  @Test func labelsInTheRenderersFormAreKeptAsNumbers() {
    let numbered = ReportSubjects(labels: ["pattern", "event 1", "event 12", "event 2147483647"])
    #expect(numbered.numbered?.pattern == true)
    #expect(numbered.numbered.map { Array($0.numbers) } == [1, 12, 2_147_483_647])
    #expect(numbered.count == 4)
    #expect(numbered.labels == ["pattern", "event 1", "event 12", "event 2147483647"])
    #expect(numbered.label(at: 2) == "event 12")
  }

  @Test func otherLabelsAreKeptAsTheyAre() {
    for labels in [
      ["event 01"], ["event 0"], ["event -1"], ["event 2147483648"], ["event 1", "pattern"],
      ["event"], ["event "], ["Event 1"], ["event 1 "], ["the track"],
    ] {
      let subjects = ReportSubjects(labels: labels)
      #expect(subjects.numbered == nil, "\(labels)")
      #expect(subjects.labels == labels)
      #expect(subjects.count == labels.count)
    }
  }

  /// Subjects kept either way are equal when their labels are, and a line's subject and compact
  /// subject read the same from both.
  @Test func eitherStorageSaysTheSame() {
    let numbers: [Int32] = [9, 3, 4, 5, 7]
    let shared = ReportSubjects(pattern: false, numbers: numbers, range: 1..<4)
    let labels = ReportSubjects(labels: ["event 3", "event 4", "event 5"])
    #expect(shared == labels)
    #expect(shared != ReportSubjects(labels: ["event 3", "event 4"]))
    #expect(shared != ReportSubjects(pattern: false, numbers: numbers, range: 2..<5))
    let asLabels = ReportSubjects(labels: ["event 3", "event 4", "x"])
    #expect(asLabels != shared)
    func line(_ subjects: ReportSubjects) -> ReportLine {
      ReportLine(
        construct: .intensity, status: .kept, unused: false, reason: "r", subjects: subjects)
    }
    #expect(line(shared).compactSubject == "events 3–5")
    #expect(line(shared).subject == "event 3, event 4 and event 5")
    #expect(
      line(shared)
        == ReportLine(
          construct: .intensity, status: .kept, unused: false, reason: "r",
          events: ["event 3", "event 4", "event 5"]))
  }
}
