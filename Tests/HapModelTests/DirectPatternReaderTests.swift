import Foundation
import HapTestSupport
import Testing

@testable import HapModel

/// The pattern read straight from a block's bytes (D447) is the decoder's pattern of the
/// block's tree, or none: over the schema corpus, generated tracks, and texts mutated a byte at
/// a time.
@Suite struct DirectPatternReaderTests {
  /// The decoder's pattern of `text`, or `nil` when it does not parse.
  static func decoded(_ text: [UInt8]) -> HapticPattern? {
    guard let tree = try? JSONParser.parse(text) else { return nil }
    return PatternDecoder.decode(tree)
  }

  /// Whether the reader's pattern of `text`, where it gives one and the text parses, is the
  /// decoder's; `true` when it gives none.
  static func agrees(_ text: [UInt8]) -> (read: Bool, agrees: Bool) {
    guard let direct = DirectPatternReader.pattern(in: text[...]) else { return (false, true) }
    guard (try? JSONParser.parse(text)) != nil else { return (true, true) }
    return (true, decoded(text) == direct)
  }

  /// A block of `count` events of every kind the reader takes, in haptui's layout.
  static func block(_ count: Int, seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    let events = (0..<count).map { index -> String in
      let at = index * 40 + Int.random(in: 0..<30, using: &random)
      let level = Double(Int.random(in: 0...10_000, using: &random)) / 10_000
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        return
          #"    { "at": \#(at), "type": "transient", "intensity": \#(level), "sharpness": 0.5 }"#
      case 1:
        return """
              {
                "at": \(at),
                "type": "continuous",
                "intensity": \(level),
                "sharpness": -0,
                "duration": \(Int.random(in: 1...500, using: &random)),
                "curve": "easeOut"
              }
          """
      case 2: return #"    {"type":"transient","at":\#(at),"primitive":"tick"}"#
      case 3: return "    {}"
      default:
        return #"    { "at": -\#(at), "type": "continuous", "duration": 0, "intensity": 1e0 }"#
      }
    }
    return """
      {
        "haptic": "0.1",
        "id": "direct",
        "intent": "confirm",
        "track": [
      \(events.joined(separator: ",\n"))
        ],
        "requiredCapability": "transient",
        "fallbacks": { "web": [10, 20, 30], "reduced": "selection" }
      }
      """
  }

  @Test func generatedTracksReadAsTheDecoderReadsThem() throws {
    // Without the exponent of the last kind the reader takes the block; with it, it declines.
    for seed in 1...20 as ClosedRange<UInt64> {
      let text = Array(Self.block(200, seed: seed).utf8)
      let plain = Array(
        Self.block(200, seed: seed).replacingOccurrences(of: "1e0", with: "1").utf8)
      #expect(DirectPatternReader.pattern(in: text[...]) == nil)
      let direct = try #require(DirectPatternReader.pattern(in: plain[...]))
      #expect(direct == Self.decoded(plain))
      #expect(direct.events.count == 200)
    }
  }

  @Test func theSchemaCorpusReadsAsTheDecoderReadsIt() throws {
    let folder = Repository.path("Tests/Fixtures/schema-corpus")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    var read = 0
    for name in names {
      let bytes = try #require(TextFile.bytes(folder + "/" + name))
      let outcome = Self.agrees(bytes)
      #expect(outcome.agrees, "\(name)")
      if outcome.read { read += 1 }
    }
    // The corpus is mostly edge cases the reader leaves to the decoder; some it takes, so the
    // agreement is not over nothing.
    #expect(names.count > 100)
    #expect(read >= 8)
  }

  @Test func everyByteMutationReadsAsTheDecoderReadsItOrNotAtAll() {
    // Each byte of a small block replaced by each of the bytes that change JSON's meaning:
    // wherever the mutant still parses and the reader takes it, the two agree.
    let base = Array(Self.block(6, seed: 7).replacingOccurrences(of: "1e0", with: "1").utf8)
    let replacements = Array(#"{}[],:"\ 0159.-+eEtrx"#.utf8) + [0x0A, 0xC3]
    var taken = 0
    var checked = 0
    for offset in base.indices {
      for replacement in replacements where replacement != base[offset] {
        var mutant = base
        mutant[offset] = replacement
        let outcome = Self.agrees(mutant)
        #expect(outcome.agrees, "byte \(offset) as \(replacement)")
        if outcome.read { taken += 1 }
        checked += 1
      }
      var shorter = base
      shorter.remove(at: offset)
      #expect(Self.agrees(shorter).agrees, "byte \(offset) removed")
    }
    #expect(checked > 10_000)
    #expect(taken > 1_000)
  }

  @Test func whatTheDecoderKeepsVerbatimIsLeftToIt() {
    let declined = [
      // An unknown member, a repeated one, an escape in a name, a fraction in `at`, an
      // exponent, sixteen digits (and thirty, past any integer), a type or curve the grammar lacks, a track given twice, a
      // root member the pattern keeps verbatim, a track that is not all objects.
      #"{"track": [{"at": 1, "note": "x"}]}"#,
      #"{"track": [{"at": 1, "at": 2}]}"#,
      #"{"track": [{"\u0061t": 1}]}"#,
      #"{"track": [{"at": 1.0}]}"#,
      #"{"track": [{"intensity": 5E-1}]}"#,
      #"{"track": [{"at": 1234567890123456}]}"#,
      #"{"track": [{"at": 123456789012345678901234567890, "duration": -99999999999999999999}]}"#,
      #"{"track": [{"type": "buzz"}]}"#,
      #"{"track": [{"curve": "bounce"}]}"#,
      #"{"track": [], "track": []}"#,
      #"{"tr\u0061ck": [], "id": "x"}"#,
      #"{"track": [], "x-note": 1}"#,
      #"{"track": [], "fallbacks": {"web": [1], "x": 2}}"#,
      #"{"track": [1]}"#,
      #"{"id": "no-track"}"#,
    ]
    for text in declined {
      #expect(DirectPatternReader.pattern(in: Array(text.utf8)[...]) == nil, "\(text)")
    }
    let taken = #"{"track": [{"at": -0, "intensity": 0.123456789012345, "primitive": "t"}]}"#
    let direct = DirectPatternReader.pattern(in: Array(taken.utf8)[...])
    #expect(direct != nil)
    #expect(direct == Self.decoded(Array(taken.utf8)))
  }

  @Test func aTrackOverTheParsersValueLimitIsNotRead() {
    // Empty events, one value each: at the parser's limit the reader still reads them; past
    // it, where the parser refuses the block, it reads none (so no render starts on them).
    func block(_ events: Int) -> [UInt8] {
      var text = Array(#"{"track": ["#.utf8)
      text.reserveCapacity(events * 3 + 16)
      for index in 0..<events { text += index == 0 ? Array("{}".utf8) : Array(",{}".utf8) }
      return text + Array("]}".utf8)
    }
    let limit = 1_000
    #expect(
      DirectPatternReader.pattern(in: block(limit - 2)[...], limit: limit)?.events.count == limit
        - 2)
    #expect((try? JSONParser.parse(block(limit - 2), limit: limit)) != nil)
    #expect(DirectPatternReader.pattern(in: block(limit + 1)[...], limit: limit) == nil)
    #expect((try? JSONParser.parse(block(limit + 1), limit: limit)) == nil)
  }

  @Test func aDocumentReadWithoutParsingIsTheSameDocumentOnceParsed() {
    let text = "---\nid: direct\n---\n\n```haptic\n" + Self.block(30, seed: 3) + "\n```\n"
    for bytes in [Array(text.utf8), Array(text.replacingOccurrences(of: "[10", with: "[10,").utf8)]
    {
      let unparsed = HapDocument(bytes: bytes, checking: false, parsing: false)
      #expect(unparsed.tree == nil)
      #expect(unparsed.pattern == nil)
      let whole = HapDocument(bytes: bytes)
      #expect(unparsed.checked().diagnostics == whole.diagnostics)
      #expect(unparsed.parsed().pattern == whole.pattern)
      #expect(unparsed.parsed().syntaxError == whole.syntaxError)
    }
  }
}
