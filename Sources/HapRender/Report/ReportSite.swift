/// One construct of one event (or of the pattern) that the honesty report speaks about.
struct ReportSite: Hashable, Sendable {
  /// The event's 0-based position in the file, or `nil` for pattern-level constructs.
  var event: Int?
  var construct: Construct

  static func pattern(_ construct: Construct) -> ReportSite {
    ReportSite(event: nil, construct: construct)
  }

  /// `event 3` or `pattern`, as `ReportEntry.event` spells it.
  var label: String { event.map(Self.eventLabel) ?? "pattern" }

  /// `event N` for the 0-based `index`, written straight into the string's storage (the report
  /// of a long track makes one per event, for every platform).
  static func eventLabel(_ index: Int) -> String {
    let number = index + 1
    let length = 6 + TextBuffer.length(of: number)
    return String(unsafeUninitializedCapacity: length) { buffer in
      buffer[0] = UInt8(ascii: "e")
      buffer[1] = UInt8(ascii: "v")
      buffer[2] = UInt8(ascii: "e")
      buffer[3] = UInt8(ascii: "n")
      buffer[4] = UInt8(ascii: "t")
      buffer[5] = UInt8(ascii: " ")
      var rest = number.magnitude
      var position = length
      repeat {
        position -= 1
        buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      if number < 0 { buffer[6] = UInt8(ascii: "-") }
      return length
    }
  }

  /// The ladder rung the construct belongs to.
  var rung: Rung {
    switch construct {
    case .intent: .intent
    case .web: .web
    case .reduced: .reduced
    default: .track
    }
  }
}
