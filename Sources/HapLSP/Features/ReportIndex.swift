import HapRender

/// One platform's rendition with its report entries indexed by event number, so hover reads
/// one event's entries without scanning the report.
///
/// The index is two flat arrays (entry positions ordered by event, and where each event's run
/// starts) rather than an array per event: 20,000 events on six platforms would otherwise be
/// 120,000 small allocations to make on every change and to free on the next.
struct ReportIndex: Equatable, Sendable {
  let rendition: Rendition
  /// Positions in `rendition.report` of the entries about track events, by event number.
  private let order: [Int]
  /// Where event `n`'s positions start in `order` (index `n - 1`); one more at the end.
  private let starts: [Int]

  init(_ rendition: Rendition) {
    self.rendition = rendition
    let numbers = rendition.report.map { Self.number(of: $0.event) }
    let count = numbers.reduce(0) { max($0, $1 ?? 0) }
    var starts = Array(repeating: 0, count: count + 1)
    for number in numbers { if let number { starts[number] += 1 } }
    for index in 0..<count { starts[index + 1] += starts[index] }
    var next = starts
    var order = Array(repeating: 0, count: starts[count])
    for (position, number) in numbers.enumerated() {
      guard let number else { continue }
      order[next[number - 1]] = position
      next[number - 1] += 1
    }
    self.order = order
    self.starts = starts
  }

  /// The report's entries about event `number` (from 1), in report order.
  func entries(event number: Int) -> [ReportEntry] {
    guard number >= 1, number < starts.count else { return [] }
    return order[starts[number - 1]..<starts[number]].map { rendition.report[$0] }
  }

  /// The event number of a report label `"event N"`, or `nil` (`"pattern"`).
  static func number(of label: String) -> Int? {
    guard label.hasPrefix("event ") else { return nil }
    guard let number = Int(label.dropFirst(6)), number >= 1 else { return nil }
    return number
  }
}
