import Testing

@testable import HapModel

/// The parser's numbers have exactly the value `Double(lexeme)` (strtod) gives, whichever way
/// the parser computes it.
@Suite struct JSONNumberValueTests {
  /// Lexemes around the parser's shortcut for short decimals: signs, zeros, 15 and 16
  /// significant digits, long fractions, exponents, and generated ones.
  static var lexemes: [String] {
    var list = [
      "0", "-0", "0.0", "-0.0", "1", "-1", "0.1", "0.2", "0.3", "0.6", "0.7", "1.1", "2.675",
      "0.000001", "0.0000000000000000000001", "0.00000000000000000000001", "123456789012345",
      "1234567890123456", "12345678901234567890", "0.123456789012345", "0.1234567890123456",
      "9007199254740993", "999999999999999.9", "1e5", "1.5E-3", "-2.5e+10", "1e400", "-1e400",
      "4.35", "80.0", "1000000", "0.30000000000000004", "100.001", "3.14159265358979",
    ]
    var state: UInt64 = 0x1234_5678
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11
    }
    for _ in 0..<20_000 {
      let whole = next() % (next() % 2 == 0 ? 10 : 10_000_000_000)
      let places = Int(next() % 18)
      var fraction = ""
      for _ in 0..<places { fraction += String(next() % 10) }
      let sign = next() % 4 == 0 ? "-" : ""
      list.append(sign + String(whole) + (places > 0 ? "." + fraction : ""))
    }
    return list
  }

  @Test func everyNumberHasStrtodsValue() throws {
    var wrong: [String] = []
    for lexeme in Self.lexemes {
      let tree = try JSONParser.parse("[\(lexeme)]")
      guard case .number(let number) = tree.nodes.kind(at: 1) else {
        wrong.append("\(lexeme): not a number")
        continue
      }
      let expected = Double(lexeme)!
      if number.lexeme != lexeme || number.value.bitPattern != expected.bitPattern {
        wrong.append("\(lexeme): \(number.value) != \(expected)")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10))")
  }

  @Test func stringsWithAndWithoutEscapesReadTheSame() throws {
    let tree = try JSONParser.parse(
      #"["plain", "", "caf\u00e9", "café", "tab\there", "quote\"d", "é\n", "\ud83d\ude00"]"#)
    let strings = (1..<tree.nodes.count).compactMap { index -> String? in
      if case .string(let text) = tree.nodes.kind(at: index) { return text }
      return nil
    }
    #expect(strings == ["plain", "", "café", "café", "tab\there", "quote\"d", "é\n", "😀"])
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("[\"a\u{01}b\"]") }
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x5B, 0x22, 0xFF, 0x22, 0x5D]) }
  }
}
