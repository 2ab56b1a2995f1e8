import HapRender

extension ReportSubject {
  /// A long line's shortened subject made from its events' numbers (D311), without writing
  /// out the whole subject first; `nil` when the line names other than `pattern` and `event N`
  /// (N in the labels' own form) or its subject is short, which the text then decides.
  static func fromEvents(_ line: ReportLine, limit: Int) -> String? {
    var pattern = false
    var numbers: [Int] = []
    numbers.reserveCapacity(line.events.count)
    for event in line.events {
      if let number = labelNumber(event) {
        if numbers.last != number { numbers.append(number) }
      } else if event == "pattern" {
        pattern = true
      } else {
        return nil
      }
    }
    guard numbers.count > 1 else { return nil }
    // The runs of consecutive numbers, as `compactSubject` makes them.
    var runs: [(first: Int, last: Int)] = []
    var index = 0
    while index < numbers.count {
      var end = index
      while end + 1 < numbers.count, numbers[end + 1] == numbers[end] + 1 { end += 1 }
      runs.append((numbers[index], numbers[end]))
      index = end + 1
    }
    func characters(_ run: (first: Int, last: Int)) -> Int {
      run.first == run.last
        ? digits(run.first) : digits(run.first) + 1 + digits(run.last)
    }
    let head = pattern ? "pattern and events " : "events "
    // The whole subject's length: the runs joined by ", " but the last by " and ".
    var whole = head.utf8.count + (runs.count - 1) * 2 + (runs.count > 1 ? 3 : 0)
    for run in runs { whole += run.first == run.last ? characters(run) : characters(run) + 2 }
    guard whole > limit else { return nil }
    var kept = 0
    var length = head.count
    while kept < runs.count - 1, length + characters(runs[kept]) + 2 <= limit - 14 {
      length += characters(runs[kept]) + 2
      kept += 1
    }
    guard kept > 0 else { return nil }
    var rest = 0
    for run in runs[kept...] { rest += run.last - run.first + 1 }
    let listed = runs[..<kept].map {
      $0.first == $0.last ? "\($0.first)" : "\($0.first)–\($0.last)"
    }
    return head + listed.joined(separator: ", ") + " and \(rest) more"
  }

  /// N of a label `event N` as `ReportSite` writes it (decimal digits, no sign, no leading
  /// zero, at most 18 of them), or `nil`.
  private static func labelNumber(_ label: String) -> Int? {
    var utf8 = label.utf8.makeIterator()
    for byte in "event ".utf8 where utf8.next() != byte { return nil }
    var value = 0
    var count = 0
    while let byte = utf8.next() {
      let digit = byte &- 0x30
      guard digit < 10, !(count == 1 && value == 0), count < 18 else { return nil }
      value = value * 10 + Int(digit)
      count += 1
    }
    return count > 0 ? value : nil
  }

  /// Decimal digits of a number that is not negative.
  private static func digits(_ value: Int) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }
}
