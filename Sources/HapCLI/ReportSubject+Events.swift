import HapRender

extension ReportSubject {
  /// A line's subject made from its events' numbers (D311): a long one shortened without
  /// writing out the whole subject first, a short one whole (D331); `nil` when the line names
  /// other than `pattern` and `event N` (N in the labels' own form) or one event at most,
  /// which the text then decides.
  static func fromEvents(_ line: ReportLine, limit: Int) -> String? {
    var pattern = false
    var numbers: [Int] = []
    numbers.reserveCapacity(line.subjects.count)
    if let numbered = line.subjects.numbered {
      // The renderer's lines keep their events as numbers (D467).
      pattern = numbered.pattern
      for number in numbered.numbers where numbers.last != Int(number) {
        numbers.append(Int(number))
      }
    } else {
      for event in line.events {
        if let number = labelNumber(event) {
          if numbers.last != number { numbers.append(number) }
        } else if event == "pattern" {
          pattern = true
        } else {
          return nil
        }
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
    // A subject short enough is the whole of it, as `compactSubject` writes it: made here from
    // the runs rather than from every label again (a gamepad's `events 1–100000`; D331).
    guard whole > limit else {
      let all = runs.map { $0.first == $0.last ? "\($0.first)" : "\($0.first)–\($0.last)" }
      return head
        + (all.count == 1
          ? all[0] : all.dropLast().joined(separator: ", ") + " and " + all[all.count - 1])
    }
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

  /// Whether `compactSubject` of a line naming only `label` is `label` itself: `event N` in
  /// `ReportSite`'s form, or a label that does not start with `event ` (kept as it is).
  static func fromEvent(_ label: String) -> Bool {
    labelNumber(label) != nil || !label.utf8.starts(with: "event ".utf8)
  }

  /// N of a label `event N` as `ReportSite` writes it (decimal digits, no sign, no leading
  /// zero, at most 18 of them), or `nil`.
  private static func labelNumber(_ label: String) -> Int? {
    // Read from the label's own bytes (a short label's are copied to the stack): iterating
    // its UTF-8 view was most of a long iOS report's subjects (D331).
    var label = label
    return label.withUTF8 { utf8 -> Int? in
      // `event ` is 0x65 0x76 0x65 0x6E 0x74 0x20.
      guard utf8.count > 6, utf8[0] == 0x65, utf8[1] == 0x76, utf8[2] == 0x65, utf8[3] == 0x6E,
        utf8[4] == 0x74, utf8[5] == 0x20
      else { return nil }
      var value = 0
      var count = 0
      for byte in utf8[6...] {
        let digit = byte &- 0x30
        guard digit < 10, !(count == 1 && value == 0), count < 18 else { return nil }
        value = value * 10 + Int(digit)
        count += 1
      }
      return value
    }
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
