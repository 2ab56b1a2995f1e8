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
    #expect(interner.texts == [long, long + ".", "kept"])
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
    #expect(interner.texts.count == expected.count)
    #expect(Set(expected.values).count == expected.count)
    for (text, number) in expected { #expect(interner.texts[Int(number)] == text) }
  }
}
