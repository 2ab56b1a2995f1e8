/// One line of the honesty report as people read it (the editor's artefact pane, `haptui
/// render`): entries that share a construct, a status and a reason are one line naming their
/// events, so a reason repeated for every event (web drops each event's intensity) is said once.
public struct ReportLine: Equatable, Sendable {
  public var construct: Construct
  public var status: SupportStatus
  public var unused: Bool
  public var reason: String
  /// The events (or `pattern`) the entries were about, in report order.
  public var events: [String]

  public init(
    construct: Construct, status: SupportStatus, unused: Bool, reason: String, events: [String]
  ) {
    self.construct = construct
    self.status = status
    self.unused = unused
    self.reason = reason
    self.events = events
  }

  /// The report grouped by construct, status and reason, in the order each group first appears.
  public static func grouped(_ report: [ReportEntry]) -> [ReportLine] {
    var lines: [ReportLine] = []
    var index: [Key: Int] = [:]
    // The renderer shares one reason string among the entries with the same verdict (the
    // thousands of `HapticIntensity 0.5 (…)` of a long track), so the line an entry's reason
    // storage last went to is looked up by its address first: hashing the text of every
    // reason cost more than the rest of the grouping. The line found is only taken when its
    // construct, status and reason equal the entry's (shared storage compares at once), so the
    // address only ever saves a lookup; it never decides the grouping. The look-up is a
    // direct-mapped table, not a dictionary, which hashed each entry's address (D331); a key
    // of 0 is an empty place (an address times 64 plus a slot of 0–59 is never 0).
    let mask = 4_095
    var storedKeys = [Int](repeating: 0, count: mask + 1)
    var storedLines = [Int](repeating: 0, count: mask + 1)
    // Sized for a line per event (a transient's reason names its time), so a long track's
    // lines do not rehash the table as they grow.
    index.reserveCapacity(report.count / 4)
    for entry in report {
      let status =
        switch entry.status {
        case .kept: 0
        case .approximated: 1
        case .dropped: 2
        }
      let slot = ReportTally.slot(of: entry.construct) * 6 + status * 2 + (entry.unused ? 1 : 0)
      let storage = storageKey(entry.reason).map { $0 &* 64 &+ slot }
      // Storage is 16-byte aligned: its address's low bits are all zero, so the table's
      // position mixes higher ones with the slot.
      let position = storage.map { ($0 ^ $0 &>> 10 ^ $0 &>> 22) & mask } ?? 0
      if let storage, storedKeys[position] == storage, case let at = storedLines[position],
        lines[at].construct == entry.construct, lines[at].status == entry.status,
        lines[at].unused == entry.unused, lines[at].reason == entry.reason
      {
        lines[at].events.append(entry.event)
        continue
      }
      let key = Key(
        construct: entry.construct, status: entry.status, unused: entry.unused,
        reason: entry.reason)
      // One look-up finds the key's line or makes room for a new one: asking, then inserting,
      // hashed each new reason twice (a transient's names its time, so a long track has tens
      // of thousands).
      let fresh = lines.count
      var at = fresh
      Self.read(&index[key, default: fresh], into: &at)
      if at == fresh {
        lines.append(
          ReportLine(
            construct: entry.construct, status: entry.status, unused: entry.unused,
            reason: entry.reason, events: [entry.event]))
      } else {
        lines[at].events.append(entry.event)
      }
      if let storage {
        storedKeys[position] = storage
        storedLines[position] = at
      }
    }
    return lines
  }

  /// Copies `value` into `copy` (reading a dictionary's default subscript in place inserts its
  /// default where the key is missing, with one hash).
  private static func read(_ value: inout Int, into copy: inout Int) {
    copy = value
  }

  /// The address of `text`'s UTF-8 storage, for a text too long to be stored inline in the
  /// string itself (an inline one has no lasting address); `nil` otherwise.
  static func storageKey(_ text: String) -> Int? {
    guard text.utf8.count > 15 else { return nil }
    return text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.baseAddress.map { Int(bitPattern: $0) }
    } ?? nil
  }

  /// Every event of the line, runs of consecutive events as ranges: `event 3`, `events 1–57`,
  /// `pattern and events 1, 4 and 7–9` (other subjects first).
  public var compactSubject: String {
    var parts: [String] = []
    var numbers: [Int] = []
    for event in events {
      if event.hasPrefix("event "), let number = Int(event.dropFirst(6)) {
        if numbers.last != number { numbers.append(number) }
      } else if !parts.contains(event) {
        parts.append(event)
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

  /// What makes two entries one line.
  struct Key: Hashable {
    var construct: Construct
    var status: SupportStatus
    var unused: Bool
    var reason: String
  }

  /// Who the line is about: `event 3`, `event 1 and event 4`, `event 1, event 2 and 7 more`.
  public var subject: String {
    switch events.count {
    case 1: return events[0]
    case 2: return "\(events[0]) and \(events[1])"
    case 3: return "\(events[0]), \(events[1]) and \(events[2])"
    default: return "\(events[0]), \(events[1]) and \(events.count - 2) more"
    }
  }
}
