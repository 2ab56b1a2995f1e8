import Testing

@testable import HapRender

/// Reasons are numbered by their words, whatever storage holds them (D467).
@Suite struct ReasonInternerTests {
  /// Equal texts in separate storage share a number; different texts never do; short texts,
  /// stored inline, are numbered by their words too.
  @Test func equalTextsShareANumber() {
    var interner = ReasonInterner()
    let long = String(repeating: "a reason long enough to be stored apart ", count: 2)
    let again = String(decoding: Array(long.utf8), as: UTF8.self)
    let first = interner.number(of: long)
    #expect(interner.number(of: again) == first)
    #expect(interner.number(of: long) == first)
    #expect(interner.number(of: long + ".") != first)
    let short = interner.number(of: "kept")
    #expect(short != first)
    #expect(interner.number(of: String("kept!".dropLast())) == short)
    #expect(interner.reasons.map(\.text) == [long, long + ".", "kept"])
    #expect(interner.existingNumber(of: again) == first)
    #expect(interner.existingNumber(of: "never seen") == nil)
  }

  /// Thousands of texts, many stored apart and freed, keep their numbers as the tables grow: a
  /// text met again, in new storage that may reuse a freed address, finds its first number.
  @Test func numbersHoldAsTheTablesGrowAndStorageIsReused() {
    var interner = ReasonInterner()
    var expected: [String: Int32] = [:]
    for round in 0..<3 {
      for index in 0..<6_000 {
        let text = "CHHapticEvent(.hapticTransient) at \(index % 4_500).000 s (row \(index % 7))"
        let number = interner.number(of: text)
        if let known = expected[text] {
          #expect(number == known, "round \(round), \(text)")
        } else {
          expected[text] = number
        }
      }
    }
    #expect(interner.count == expected.count)
    #expect(Set(expected.values).count == expected.count)
    for (text, number) in expected { #expect(interner.text(number) == text) }
  }

  /// iOS's transient reasons are numbered by their time, without writing them, and one citing
  /// another row by its words; reading one gives the words `TransientReason` writes.
  @Test func transientReasonsAreNumberedByTime() {
    var interner = ReasonInterner()
    let row = "mapping table: transient (iOS)"
    let first = interner.number(of: .transient(milliseconds: 1_250, row: row))
    #expect(interner.number(of: .transient(milliseconds: 1_250, row: String(row))) == first)
    let later = interner.number(of: .transient(milliseconds: 1_500, row: row))
    #expect(later != first)
    let words = TransientReason.text(at: 1_250, row: row)
    #expect(interner.text(first) == words)
    #expect(interner.existingNumber(of: .transient(milliseconds: 1_500, row: row)) == later)
    let other = interner.number(of: .transient(milliseconds: 1_250, row: "another row"))
    #expect(other != first)
    #expect(interner.text(other) == TransientReason.text(at: 1_250, row: "another row"))
    #expect(ReasonText.transient(milliseconds: 1_250, row: row) == .words(words))
    #expect(ReasonText.transient(milliseconds: 1_250, row: row) != .words(words + "."))
  }
}
