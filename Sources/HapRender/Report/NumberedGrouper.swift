/// Groups a rendition's report into `ReportLine`s as `ReportLine.grouped` does, from sites told
/// apart by integers: each reason by its number in a `ReasonInterner`, each event by its index
/// (D467).
///
/// A long track's report has a site per event and construct. The grouper notes each site's line
/// and event as it comes, then writes every line's events into one shared array of numbers, so a
/// line costs no array of its own and an event no label. The per-site notes are raw buffers the
/// grouper owns until `deallocate()`: an array's uniqueness check per site cost as much as the
/// rest of the note, and a class's properties are checked for exclusive access at each use.
struct NumberedGrouper {
  /// Each line's construct, status, whether unused, and reason number, in order of first site.
  private var constructs: [Construct] = []
  private var statuses: [SupportStatus] = []
  private var unusedFlags: [Bool] = []
  private var reasons: [Int32] = []
  /// How many event sites each line has, and whether one of its sites is the pattern's.
  private var counts: [Int32] = []
  private var patterns: [Bool] = []
  /// Lines whose pattern site came after an event site (never so far: a construct is the
  /// pattern's or an event's), which are written as labels.
  private var mixed: Set<Int> = []
  /// Each site's line, and its event index (-1 for the pattern), in report order: `siteCount`
  /// of `siteCapacity`.
  private var siteLines: UnsafeMutablePointer<Int32>
  private var siteEvents: UnsafeMutablePointer<Int32>
  private var siteCount = 0
  private var siteCapacity: Int
  /// The line of each reason number with the slot it was first seen with (`-1` for none), for
  /// `reasonCapacity` numbers; other slots of the same reason in `others`, keyed by
  /// `reason * 64 + slot`.
  private var firstSlots: UnsafeMutablePointer<Int8>
  private var firstLines: UnsafeMutablePointer<Int32>
  private var reasonCapacity: Int
  private var others: [Int: Int32] = [:]

  /// A grouper expecting about `sites` sites and `reasons` reason numbers (from 0).
  init(sites: Int, reasons: Int) {
    siteCapacity = max(sites, 16)
    siteLines = .allocate(capacity: siteCapacity)
    siteEvents = .allocate(capacity: siteCapacity)
    reasonCapacity = max(reasons, 16)
    firstSlots = .allocate(capacity: reasonCapacity)
    firstSlots.initialize(repeating: -1, count: reasonCapacity)
    firstLines = .allocate(capacity: reasonCapacity)
    firstLines.initialize(repeating: 0, count: reasonCapacity)
  }

  /// Frees the per-site notes; the grouper is not used after.
  func deallocate() {
    siteLines.deallocate()
    siteEvents.deallocate()
    firstSlots.deallocate()
    firstLines.deallocate()
  }

  /// Adds one site: about event `event` (0-based) or the pattern (`nil`), with the reason
  /// numbered `reason`.
  mutating func add(
    event: Int?, construct: Construct, status: SupportStatus, reason: Int32, unused: Bool
  ) {
    let slot = ReportGrouper.slot(construct, status, unused: unused)
    let number = Int(reason)
    if number >= reasonCapacity { growReasons(to: number + 1) }
    if siteCount == siteCapacity { growSites() }
    let line: Int
    if firstSlots[number] == Int8(slot) {
      line = Int(firstLines[number])
    } else if firstSlots[number] >= 0, let known = others[number &* 64 &+ slot] {
      line = Int(known)
    } else {
      line = constructs.count
      constructs.append(construct)
      statuses.append(status)
      unusedFlags.append(unused)
      reasons.append(reason)
      counts.append(0)
      patterns.append(false)
      if firstSlots[number] < 0 {
        firstSlots[number] = Int8(slot)
        firstLines[number] = Int32(line)
      } else {
        others[number &* 64 &+ slot] = Int32(line)
      }
    }
    if let event {
      counts[line] += 1
      siteEvents[siteCount] = Int32(truncatingIfNeeded: event)
    } else {
      if counts[line] > 0 { mixed.insert(line) }
      patterns[line] = true
      siteEvents[siteCount] = -1
    }
    siteLines[siteCount] = Int32(truncatingIfNeeded: line)
    siteCount += 1
  }

  /// Room for reason numbers up to `count - 1`, at least twice the room there was.
  private mutating func growReasons(to count: Int) {
    let grown = max(count, reasonCapacity * 2)
    let slots = UnsafeMutablePointer<Int8>.allocate(capacity: grown)
    let lines = UnsafeMutablePointer<Int32>.allocate(capacity: grown)
    slots.initialize(from: firstSlots, count: reasonCapacity)
    (slots + reasonCapacity).initialize(repeating: -1, count: grown - reasonCapacity)
    lines.initialize(from: firstLines, count: reasonCapacity)
    (lines + reasonCapacity).initialize(repeating: 0, count: grown - reasonCapacity)
    firstSlots.deallocate()
    firstLines.deallocate()
    firstSlots = slots
    firstLines = lines
    reasonCapacity = grown
  }

  /// Room for twice as many sites.
  private mutating func growSites() {
    let grown = siteCapacity * 2
    let lines = UnsafeMutablePointer<Int32>.allocate(capacity: grown)
    let events = UnsafeMutablePointer<Int32>.allocate(capacity: grown)
    lines.initialize(from: siteLines, count: siteCount)
    events.initialize(from: siteEvents, count: siteCount)
    siteLines.deallocate()
    siteEvents.deallocate()
    siteLines = lines
    siteEvents = events
    siteCapacity = grown
  }

  /// The lines, with each reason number's reason from `reasons`.
  func lines(reasons: [ReasonText]) -> [ReportLine] {
    // Where each line's events start in the shared array.
    var starts = [Int](repeating: 0, count: counts.count + 1)
    for line in counts.indices { starts[line + 1] = starts[line] + Int(counts[line]) }
    var next = starts
    var numbers = [Int32](repeating: 0, count: starts[counts.count])
    numbers.withUnsafeMutableBufferPointer { numbers in
      for site in 0..<siteCount where siteEvents[site] >= 0 {
        let line = Int(siteLines[site])
        numbers[next[line]] = siteEvents[site] + 1
        next[line] += 1
      }
    }
    return constructs.indices.map { line in
      let subjects =
        !mixed.isEmpty && mixed.contains(line)
        ? ReportSubjects(labels: labels(of: line))
        : ReportSubjects(
          pattern: patterns[line], numbers: numbers, range: starts[line]..<starts[line + 1])
      return ReportLine(
        construct: constructs[line], status: statuses[line], unused: unusedFlags[line],
        reasonText: reasons[Int(self.reasons[line])], subjects: subjects)
    }
  }

  /// Line `line`'s labels in report order, from its sites.
  private func labels(of line: Int) -> [String] {
    (0..<siteCount).compactMap { site in
      guard Int(siteLines[site]) == line else { return nil }
      let event = siteEvents[site]
      return event < 0 ? "pattern" : ReportSite.eventLabel(Int(event))
    }
  }
}
