import HapModel
import Testing

@Suite struct DocumentWritingTests {
  static let fixtures = ["double-tap.hap.md", "future-grammar.hap.md", "crlf-bom.hap.md"]

  @Test(arguments: fixtures)
  func unchangedPatternWritesIdenticalBytes(name: String) throws {
    let document = Fixture.document(name)
    let pattern = try #require(document.pattern)
    #expect(document.serialized(with: pattern) == Fixture.bytes(name))
  }

  @Test func editRewritesOnlyTheBlockAndTheMirrorLine() throws {
    let document = Fixture.document("double-tap.hap.md")
    var pattern = try #require(document.pattern)
    pattern.intent = "impact.heavy"
    pattern.track?[1].intensity = 0.55
    let output = String(decoding: document.serialized(with: pattern), as: UTF8.self)
    let original = String(decoding: Fixture.bytes("double-tap.hap.md"), as: UTF8.self)
    let before = original.split(separator: "\n", omittingEmptySubsequences: false)
    let after = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(before.count == after.count)
    let changed = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }
      .map { $0.offset + 1 }
    #expect(changed == [7, 31, 34])
    #expect(after[6] == "intent: impact.heavy # the native primitive comes first")
    #expect(after[33].contains("\"intensity\": 0.55"))
  }

  @Test func unknownMembersSurviveAnEdit() throws {
    let document = Fixture.document("future-grammar.hap.md")
    var pattern = try #require(document.pattern)
    pattern.track?[1].intensity = 0.9
    let output = document.serialized(with: pattern)
    let reread = HapDocument(bytes: output)
    let again = try #require(reread.pattern)
    // The kept `curve` moves to its canonical place; the content is the same.
    #expect(PatternEncoder.canonicalText(of: again) == PatternEncoder.canonicalText(of: pattern))
    #expect(again.extra == pattern.extra)
    #expect(Set(again.events[0].extra.keys) == ["x-event", "curve"])
    #expect(again.events[1].extra == pattern.events[1].extra)
    #expect(again.fallbacks?.extra == pattern.fallbacks?.extra)
    #expect(again.events[1].intensity == 0.9)
    let text = String(decoding: output, as: UTF8.self)
    #expect(text.contains("\"curve\": \"bounce\""))
    #expect(text.contains("\"x-fallback\": [1e2]"))
    #expect(text.hasPrefix("---\n# A pattern written for a later grammar.\n"))
    #expect(text.hasSuffix("~~~\n\nProse after.\n"))
  }

  @Test func crlfAndByteOrderMarkSurviveAnEdit() throws {
    let document = Fixture.document("crlf-bom.hap.md")
    var pattern = try #require(document.pattern)
    pattern.track?[0].sharpness = 0.5
    let output = document.serialized(with: pattern)
    #expect(output.starts(with: [0xEF, 0xBB, 0xBF]))
    let lone = zip(output.indices, output).filter { index, byte in
      byte == UInt8(ascii: "\n") && (index == 0 || output[index - 1] != UInt8(ascii: "\r"))
    }
    #expect(lone.isEmpty, "every line ending stays CRLF")
    #expect(HapDocument(bytes: output).pattern?.events[0].sharpness == 0.5)
  }
}
