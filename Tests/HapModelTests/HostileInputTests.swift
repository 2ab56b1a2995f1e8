import HapModel
import HapTestSupport
import Testing

/// Broken and hostile files never crash the reader, the checker, the formatter or the writer.
@Suite struct HostileInputTests {
  /// Reads `bytes` and exercises everything that reads a document.
  static func exercise(_ bytes: [UInt8]) {
    let document = HapDocument(bytes: bytes)
    _ = document.isConformant
    _ = document.formatted()
    if var pattern = document.pattern {
      _ = document.serialized(with: pattern)
      if pattern.track?.isEmpty == false { pattern.track?[0].intensity = 0.5 }
      pattern.intent = "impact.light"
      pattern.requiredCapability = nil
      let output = document.serialized(with: pattern)
      _ = HapDocument(bytes: output).diagnostics
    }
  }

  @Test func mutatedFixturesNeverCrash() {
    var generator = SplitMix64(seed: 0x6861_7074_7569)
    let seeds = ["double-tap.hap.md", "future-grammar.hap.md", "crlf-bom.hap.md"].map(Fixture.bytes)
    let alphabet = Array("{}[]\",:-.0123456789e\n\r\t >`~#'!&*|".utf8) + [0x00, 0xC3, 0xFF]
    for round in 0..<600 {
      var bytes = seeds[round % seeds.count]
      for _ in 0..<Int.random(in: 1...8, using: &generator) {
        guard !bytes.isEmpty else { break }
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: bytes[at] = alphabet.randomElement(using: &generator)!
        case 1: bytes.insert(alphabet.randomElement(using: &generator)!, at: at)
        case 2: bytes.remove(at: at)
        default: bytes = Array(bytes[..<at])
        }
      }
      Self.exercise(bytes)
    }
  }

  @Test func deepNestingInsideTheBlockIsKeptAndWritten() throws {
    let depth = 50_000
    let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let text =
      "---\nid: t\n---\n```haptic\n{\"haptic\": \"0.1\", \"id\": \"t\", \"x-deep\": \(nested)}\n```\n"
    let document = HapDocument(bytes: Array(text.utf8))
    #expect(document.isConformant)
    let formatted = try #require(document.formatted())
    #expect(HapDocument(bytes: formatted).pattern?.extra == document.pattern?.extra)
  }

  @Test func deepNestingInTheFrontmatterAndMarkdownIsHandled() {
    let yaml =
      "---\nid: t\nx: " + String(repeating: "[", count: 5_000)
      + String(repeating: "]", count: 5_000)
    let quotes = String(repeating: "> ", count: 2_000)
    Self.exercise(Array((yaml + "\n---\n" + quotes + "```haptic\n" + quotes + "{}\n").utf8))
  }

  @Test func oddButLegalInputs() {
    let cases: [String] = [
      "", "---", "---\n---", "---\n---\n", "\u{FEFF}", "---\r\nid: t\r\n---",
      "---\nid: t\n---\n```haptic",
      "---\nid: t\n---\n```haptic\n```",
      "---\nid: t\n---\n```haptic\n{\"track\": [1, {}, []]}\n```",
      "---\nid: t\n---\n```haptic\n{\"haptic\": \"0.1\", \"id\": \"t\", \"track\": [{\"at\": 1e999, \"type\": \"continuous\", \"duration\": -1e999}]}\n```",
      "---\nid: t\n---\n```haptic\n{\"fallbacks\": {\"web\": [9007199254740993, -0, 1.0e2]}}\n```",
      "---\n&a x: *a\n---\n", "---\n? [a]\n: b\n---\n", "---\n- a\n---\n",
      "---\nid: !!str 1\n---\n",
      "\r\r\r---\r", "---\nid: t\n---\n\t```haptic\n\t{}\n",
    ]
    for text in cases { Self.exercise(Array(text.utf8)) }
  }
}
