/// One line of the honesty report as people read it (the editor's artefact pane, `haptui
/// render`): entries that share a construct, a status and a reason are one line naming their
/// events, so a reason repeated for every event (web drops each event's intensity) is said once.
public struct ReportLine: Equatable, Sendable {
  public var construct: Construct
  public var status: SupportStatus
  public var unused: Bool
  /// The reason as it is kept: an iOS transient's is written only when read (D467).
  var reasonText: ReasonText
  /// The events (or `pattern`) the entries were about, in report order, as numbers where they
  /// can be (D467).
  public var subjects: ReportSubjects

  /// Why, as people read it.
  public var reason: String {
    get { reasonText.text }
    set { reasonText = .words(newValue) }
  }

  /// The labels of `subjects`: `event 3`, `pattern`. A long line's are written when read.
  public var events: [String] {
    get { subjects.labels }
    set { subjects = ReportSubjects(labels: newValue) }
  }

  public init(
    construct: Construct, status: SupportStatus, unused: Bool, reason: String, events: [String]
  ) {
    self.init(
      construct: construct, status: status, unused: unused, reasonText: .words(reason),
      subjects: ReportSubjects(labels: events))
  }

  /// A line about `subjects`.
  public init(
    construct: Construct, status: SupportStatus, unused: Bool, reason: String,
    subjects: ReportSubjects
  ) {
    self.init(
      construct: construct, status: status, unused: unused, reasonText: .words(reason),
      subjects: subjects)
  }

  /// A line about `subjects` for the reason kept as `reasonText`.
  init(
    construct: Construct, status: SupportStatus, unused: Bool, reasonText: ReasonText,
    subjects: ReportSubjects
  ) {
    self.construct = construct
    self.status = status
    self.unused = unused
    self.reasonText = reasonText
    self.subjects = subjects
  }

  /// The report grouped by construct, status and reason, in the order each group first appears.
  public static func grouped(_ report: [ReportEntry]) -> [ReportLine] {
    var grouper = ReportGrouper(entries: report.count)
    for entry in report {
      grouper.add(
        event: entry.event, construct: entry.construct, status: entry.status,
        reason: entry.reason, unused: entry.unused)
    }
    return grouper.lines
  }

  /// Every event of the line, runs of consecutive events as ranges: `event 3`, `events 1–57`,
  /// `pattern and events 1, 4 and 7–9` (other subjects first).
  public var compactSubject: String {
    var parts: [String] = []
    var numbers: [Int] = []
    if let numbered = subjects.numbered {
      if numbered.pattern { parts.append("pattern") }
      numbers.reserveCapacity(numbered.numbers.count)
      for number in numbered.numbers where numbers.last != Int(number) {
        numbers.append(Int(number))
      }
    } else {
      for event in events {
        if event.hasPrefix("event "), let number = Int(event.dropFirst(6)) {
          if numbers.last != number { numbers.append(number) }
        } else if !parts.contains(event) {
          parts.append(event)
        }
      }
    }
    var runs: [String] = []
    var index = 0
    while index < numbers.count {
      var end = index
      while end + 1 < numbers.count, numbers[end + 1] == numbers[end] + 1 { end += 1 }
      runs.append(end == index ? "\(numbers[index])" : "\(numbers[index])–\(numbers[end])")
      index = end + 1
    }
    if !runs.isEmpty {
      let many = numbers.count > 1
      let list =
        runs.count == 1
        ? runs[0] : runs.dropLast().joined(separator: ", ") + " and " + runs[runs.count - 1]
      parts.append((many ? "events " : "event ") + list)
    }
    return parts.joined(separator: " and ")
  }

  /// Who the line is about: `event 3`, `event 1 and event 4`, `event 1, event 2 and 7 more`.
  public var subject: String {
    let label = subjects.label(at:)
    switch subjects.count {
    case 1: return label(0)
    case 2: return "\(label(0)) and \(label(1))"
    case 3: return "\(label(0)), \(label(1)) and \(label(2))"
    default: return "\(label(0)), \(label(1)) and \(subjects.count - 2) more"
    }
  }
}
