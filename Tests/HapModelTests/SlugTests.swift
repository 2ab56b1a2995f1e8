import Testing

@testable import HapModel

/// `Slug.isValid` is `^[a-z0-9]+(-[a-z0-9]+)*$`, checked here against that rule written out
/// word by word over Unicode scalars.
@Suite struct SlugTests {
  static func reference(_ text: String) -> Bool {
    text.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { word in
      !word.isEmpty
        && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }
  }

  @Test func agreesWithTheRuleOnEdgesAndGeneratedText() {
    var texts = [
      "", "-", "--", "a", "a-", "-a", "a--b", "a-b", "double-tap", "Double-tap", "tap2", "é",
      "caf\u{E9}", "a_b", "a b", "a-b-c-0", "0", "a\u{301}", "ａ", "a-\u{0}", "x-1-y",
    ]
    let alphabet = Array("ab09-Z_é ")
    var state: UInt64 = 7
    for _ in 0..<5_000 {
      var text = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1
      for step in 0..<Int(state >> 60) {
        text.append(alphabet[Int((state >> UInt64(4 * step % 56)) & 0xFF) % alphabet.count])
      }
      texts.append(text)
    }
    for text in texts {
      #expect(Slug.isValid(text) == Self.reference(text), "\(text.debugDescription)")
    }
  }
}
