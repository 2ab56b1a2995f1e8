/// Who one report line is about (`ReportLine.events`), kept as event numbers where it can be.
///
/// A long track's line names up to one event per site; a label string per event cost more than
/// the rest of the grouping, so the renderer keeps numbers, and the lines of one report share one
/// array of them, each line a range of it (D467). Labels are written only when asked for.
public struct ReportSubjects: Sendable {
  enum Storage: Sendable {
    /// Labels as given (`event 3`, `pattern`, or any other text).
    case labels([String])
    /// `pattern` first when `pattern`, then `event N` for each number in `numbers[range]`
    /// (1-based, as labels count).
    case numbered(pattern: Bool, numbers: [Int32], range: Range<Int>)
  }

  var storage: Storage

  /// Subjects kept as the labels say, as numbers when every label is `event N` in the form the
  /// renderer writes (a first `pattern` aside).
  public init(labels: [String]) {
    var numbers: [Int32] = []
    numbers.reserveCapacity(labels.count)
    var pattern = false
    for (position, label) in labels.enumerated() {
      if let number = Self.number(inLabel: label) {
        numbers.append(number)
      } else if position == 0, label == "pattern" {
        pattern = true
      } else {
        storage = .labels(labels)
        return
      }
    }
    storage = .numbered(pattern: pattern, numbers: numbers, range: 0..<numbers.count)
  }

  /// Subjects `numbers[range]` (1-based event numbers), after `pattern` when `pattern`.
  init(pattern: Bool, numbers: [Int32], range: Range<Int>) {
    storage = .numbered(pattern: pattern, numbers: numbers, range: range)
  }

  /// How many subjects there are.
  public var count: Int {
    switch storage {
    case .labels(let labels): labels.count
    case .numbered(let pattern, _, let range): range.count + (pattern ? 1 : 0)
    }
  }

  /// Subject `index`'s label: `event 3`, `pattern`.
  public func label(at index: Int) -> String {
    switch storage {
    case .labels(let labels):
      return labels[index]
    case .numbered(let pattern, let numbers, let range):
      if pattern, index == 0 { return "pattern" }
      return ReportSite.eventLabel(Int(numbers[range.lowerBound + index - (pattern ? 1 : 0)]) - 1)
    }
  }

  /// Every label, in order.
  public var labels: [String] {
    switch storage {
    case .labels(let labels): return labels
    case .numbered: return (0..<count).map(label(at:))
    }
  }

  /// Whether the subjects are `pattern` (when `pattern`) then the events `numbers`, 1-based, in
  /// order; `nil` when a label is neither `pattern` nor `event N` in the renderer's form.
  public var numbered: (pattern: Bool, numbers: ArraySlice<Int32>)? {
    switch storage {
    case .labels: return nil
    case .numbered(let pattern, let numbers, let range): return (pattern, numbers[range])
    }
  }

  /// N of a label `event N` as `ReportSite` writes it (decimal digits, no sign, no leading
  /// zero, from 1 to `Int32.max`), or `nil`.
  static func number(inLabel label: String) -> Int32? {
    var label = label
    return label.withUTF8 { utf8 -> Int32? in
      // `event ` is 0x65 0x76 0x65 0x6E 0x74 0x20.
      guard utf8.count > 6, utf8.count <= 16, utf8[0] == 0x65, utf8[1] == 0x76,
        utf8[2] == 0x65, utf8[3] == 0x6E, utf8[4] == 0x74, utf8[5] == 0x20, utf8[6] != 0x30
      else { return nil }
      var value = 0
      for byte in utf8[6...] {
        let digit = byte &- 0x30
        guard digit < 10 else { return nil }
        value = value * 10 + Int(digit)
      }
      return value <= Int(Int32.max) ? Int32(value) : nil
    }
  }
}

extension ReportSubjects: Equatable {
  /// Equal when they name the same labels in the same order, however each is kept.
  public static func == (a: ReportSubjects, b: ReportSubjects) -> Bool {
    if case .numbered(let pa, let na, let ra) = a.storage,
      case .numbered(let pb, let nb, let rb) = b.storage
    {
      return pa == pb && na[ra] == nb[rb]
    }
    guard a.count == b.count else { return false }
    return (0..<a.count).allSatisfy { a.label(at: $0) == b.label(at: $0) }
  }
}
