import HapRender
import Testing

@testable import HapCLI

/// The byte scan of a report subject (D311) shortens every subject as the string way does.
@Suite struct ReportSubjectScanTests {
  /// A generator of subjects: report-like runs, and pieces that are not (signs, empty runs,
  /// dashes at the ends, words, accents, CR LF), so the fallbacks are taken too.
  struct Subjects {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }

    mutating func subject() -> String {
      let pieces = [
        "events ", "event ", ", ", " and ", "–", "pattern", "1", "23", "456", "7", "+8", "-9",
        "", "x", " ", ",", "and", "99999999999999999999", "é", "\r\n", "events", "0",
      ]
      var text = next(3) == 0 ? "pattern and " : ""
      text += next(4) == 0 ? "" : "events "
      for _ in 0..<next(120) {
        if next(3) == 0 {
          text += pieces[next(pieces.count)]
        } else {
          let first = next(5000)
          text += next(2) == 0 ? "\(first)" : "\(first)–\(first + next(900))"
          text += next(6) == 0 ? " and " : ", "
        }
      }
      return text
    }
  }

  @Test func theScanAgreesWithTheStrings() {
    var subjects = Subjects(state: 0xD311)
    for round in 0..<4000 {
      let subject = subjects.subject()
      let limit = [64, 64, 64, 20, 0, 10, 100][round % 7]
      let scanned = ReportSubject.text(subject, limit: limit)
      let reference = ReportSubject.stringText(subject, limit: limit)
      #expect(scanned == reference, "\(subject.debugDescription) at \(limit)")
      if scanned != reference { return }
    }
  }

  @Test func aLongLinesSubjectAgrees() {
    var subjects = Subjects(state: 7)
    for _ in 0..<30 {
      var numbers: [Int] = []
      var at = 1
      for _ in 0..<(1 + subjects.next(3000)) {
        at += 1 + subjects.next(3)
        numbers.append(at)
      }
      let line = ReportLine(
        construct: .intensity, status: .approximated, unused: false, reason: "r",
        events: (subjects.next(2) == 0 ? ["pattern"] : []) + numbers.map { "event \($0)" })
      #expect(
        ReportSubject.text(line)
          == ReportSubject.stringText(line.compactSubject, limit: ReportSubject.limit))
    }
  }

  @Test func linesShortenedFromTheirNumbersAgree() {
    var subjects = Subjects(state: 0x5EED)
    let odd = ["event 05", "event -3", "event +4", "event ", "x", "event 1e3", "pattern"]
    for round in 0..<600 {
      var events: [String] = []
      var at = subjects.next(50)
      for _ in 0..<subjects.next(round % 3 == 0 ? 20 : 2500) {
        switch subjects.next(40) {
        case 0: events.append(odd[subjects.next(odd.count)])
        case 1: events.append("event \(at)")  // a repeat
        case 2: at = subjects.next(at + 1)  // back in time
        default:
          at += 1 + (subjects.next(3) == 0 ? subjects.next(5) : 0)
          events.append("event \(at)")
        }
      }
      Self.expectScanAgrees(events, construct: .intensity, limits: [64, 30, 120])
    }
  }

  /// A line about one event is named by its label where `compactSubject` would write it
  /// again, and by `compactSubject` elsewhere (D331); a short subject of many events is made
  /// from their runs.
  @Test func oneEventAndShortLinesAgree() {
    let labels = [
      "event 1", "event 100000", "event 05", "event -3", "event +4", "event ", "event", "x",
      "event 1e3", "pattern", "fallbacks.web", "événement 3", "event 7 ", " event 7",
      "event 0", "event 00", String(repeating: "long label ", count: 10),
      "events 1, 2", "event 12345678901234567890",
    ]
    for label in labels {
      for events in [[label], [label, label]] {
        Self.expectScanAgrees(events, construct: .transient, limits: [64, 8, 200])
      }
    }
    for events in [
      (1...100_000).map { "event \($0)" }, ["pattern"] + (1...5).map { "event \($0 * 2)" },
      ["event 3", "event 4", "event 9"], ["event 8", "event 2"],
    ] {
      let line = ReportLine(
        construct: .curve, status: .approximated, unused: false, reason: "r", events: events)
      #expect(ReportSubject.text(line) == line.compactSubject)
    }
  }

  /// Expects the subject scanned from a line about `events` to be the one written from its
  /// `compactSubject`, at each of `limits`.
  static func expectScanAgrees(_ events: [String], construct: Construct, limits: [Int]) {
    let line = ReportLine(
      construct: construct, status: construct == .transient ? .kept : .approximated,
      unused: false, reason: "r", events: events)
    for limit in limits {
      #expect(
        ReportSubject.text(line, limit: limit)
          == ReportSubject.stringText(line.compactSubject, limit: limit), "\(events)")
    }
  }
}
