import Testing

@testable import HapModel

/// `SchemaRule.isVersion` is `^[0-9]+\.[0-9]+$`, checked on bytes (D391) against that rule
/// written out over Unicode scalars.
@Suite struct VersionTextTests {
  static func reference(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 2
      && parts.allSatisfy {
        !$0.isEmpty && $0.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
      }
  }

  @Test func agreesWithTheRuleOnEdgesAndGeneratedText() {
    var texts = [
      "", ".", "0.1", "0.10", "10.2", "1", "1.", ".1", "1..2", "1.2.3", "0.1 ", " 0.1", "v0.1",
      "٠.١", "0\u{301}.1", "0.1\u{0}", "00.00", "0,1", "１.0",
    ]
    let alphabet = Array("01.9a ٣")
    var state: UInt64 = 23
    for _ in 0..<2_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(state >> 60) % 6
      var text = ""
      var bits = state
      for _ in 0..<length {
        text.append(alphabet[Int(bits % UInt64(alphabet.count))])
        bits /= UInt64(alphabet.count)
      }
      texts.append(text)
    }
    #expect(texts.contains { SchemaRule.isVersion($0) })
    for text in texts {
      #expect(SchemaRule.isVersion(text) == Self.reference(text), "\(text.debugDescription)")
    }
  }
}
