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

  @Test func numbersAreReadAsTheSplitReadsThem() {
    let versions = [
      "0.1", "0.2", "1.0", "00.01", "0.10", "12.345", "99999999999999999999.1",
      "0.99999999999999999999", "9223372036854775807.9223372036854775808",
    ]
    for version in versions {
      #expect(SchemaRule.isVersion(version))
      let parts = version.split(separator: ".").map { Int($0) ?? Int.max }
      let numbers = VersionRule.numbers(of: version)
      #expect(numbers.major == parts[0] && numbers.minor == parts[1], "\(version)")
    }
    #expect(!(VersionRule.numbers(of: "0.1") > VersionRule.supported))
    #expect(VersionRule.numbers(of: "0.10") > VersionRule.supported)
  }
}
