import HapTestSupport
import Testing

@testable import HapModel

/// `JSONWriter.quoted` escapes exactly what JSON needs and reads back as the text it quoted.
@Suite struct JSONQuotingTests {
  /// The quoting as written before D252, one scalar at a time: the reference the fast one must
  /// equal.
  static func reference(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      default:
        if scalar.value < 0x20 {
          let digits = String(scalar.value, radix: 16, uppercase: true)
          result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  @Test func everySpecialCharacterIsEscapedAsBefore() {
    let samples = [
      "", "plain", "say \"hi\"", "back\\slash", "tab\tnew\nline\rcr", "\u{08}\u{0C}",
      "\u{00}\u{01}\u{1F}\u{7F}", "Stoß – 0,5 s ✓ 🎛️", "\"\\\"", "ends with \\",
    ]
    for sample in samples {
      #expect(JSONWriter.quoted(sample) == Self.reference(sample), "\(sample.debugDescription)")
    }
    #expect(JSONWriter.quoted("a\"b\\c\n\u{1F}") == #""a\"b\\c\n\u001F""#)
  }

  @Test func randomTextsQuoteAsTheReferenceDoesAndParseBack() throws {
    var random = SplitMix64(seed: 252)
    let alphabet: [Unicode.Scalar] =
      (0..<0x80).compactMap(Unicode.Scalar.init) + ["é", "–", "✓", "😀", "\u{FFFD}", "\u{2028}"]
    for length in [1, 7, 64, 1_000, 20_000] {
      let scalars = (0..<length).map { _ in
        alphabet[Int(random.next() % UInt64(alphabet.count))]
      }
      var text = ""
      text.unicodeScalars.append(contentsOf: scalars)
      let quoted = JSONWriter.quoted(text)
      #expect(quoted == Self.reference(text))
      let tree = try JSONParser.parse(quoted)
      #expect(tree.nodes.kind(at: tree.root) == .string(text))
    }
  }
}
