import Foundation
import HapModel
import HapTestSupport
import Testing

@testable import HapRender

/// HAPW03 worked out from the ladder's plans (D259) says exactly what it said when the silent
/// profiles were rendered and their reports read: the same profiles, the same reasons.
@Suite struct SilenceReasonTests {
  /// The screen's edge cases, generated patterns from two seeds, the library, the samples, and
  /// every pattern the test fixtures hold (documents, and the schema corpus's blocks).
  static var patterns: [HapticPattern] {
    SilenceScreenTests.patterns + PatternGenerator.patterns(3000, seed: 0xD259)
      + fixturePatterns
  }

  /// The patterns of every `.hap.md` file and every schema-corpus block under `Tests/Fixtures`.
  static var fixturePatterns: [HapticPattern] {
    let root = Repository.path("Tests/Fixtures")
    var documents: [HapDocument] = []
    let names = FileManager.default.subpaths(atPath: root) ?? []
    for path in names.sorted().map({ root + "/" + $0 }) {
      if path.hasSuffix(".hap.md") {
        documents.append(HapDocument.read(path: path))
      } else if path.hasSuffix(".json"), let text = TextFile.read(path) {
        documents.append(HapDocument(bytes: Array(document(block: text).utf8)))
      } else if path.hasSuffix(".jsonl"), let text = TextFile.read(path) {
        for line in text.split(separator: "\n") {
          guard let block = corpusBlock(String(line)) else { continue }
          documents.append(HapDocument(bytes: Array(document(block: block).utf8)))
        }
      }
    }
    return documents.compactMap(\.pattern)
  }

  @Test func theFixturesHoldPatterns() {
    // Four documents, 109 hand-written blocks and 1,164 generated ones; the malformed ones
    // have no pattern.
    #expect(Self.fixturePatterns.count > 1000)
  }

  @Test func plannedSilenceIsTheRenderedOne() {
    var wrong: [String] = []
    for (number, pattern) in Self.patterns.enumerated() {
      let planned = RenderWarnings.silentProfiles(of: pattern).map {
        "\($0.profile): \($0.reason)"
      }
      let rendered = RenderedWarnings.silentProfiles(of: pattern).map {
        "\($0.profile): \($0.reason)"
      }
      if planned != rendered {
        wrong.append("pattern \(number) (\(pattern.id)): \(planned) against \(rendered)")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(5))")
  }

  @Test func theCheckSeesSilenceAndItsReasons() {
    // The comparison above is not empty on both sides: many patterns are silent somewhere,
    // for reasons of every rung.
    let messages = Self.patterns.flatMap {
      RenderWarnings.diagnostics(for: $0, line: 1, column: 1).map(\.message)
    }
    #expect(messages.count > 1000)
    #expect(messages.contains { $0.contains("is not a haptic/0.1 Tier-0 token") })
    #expect(messages.contains { $0.contains("HapticFeedback exposes semantic constants only") })
    #expect(messages.contains { $0.contains("renders nothing on ios") })
    #expect(messages.contains { $0.contains("renders nothing on gamepad") })
    // Both halves are tried: profiles the screen settles, those the plans settle, and patterns
    // whose silent profiles come from both, merged in catalogue order.
    let halves = Self.patterns.map { pattern in
      let screened = SilenceScreen.screened(pattern).silent.count
      return (screened, RenderWarnings.silentProfiles(of: pattern).count - screened)
    }
    #expect(halves.contains { $0.0 > 0 && $0.1 == 0 })
    #expect(halves.contains { $0.0 == 0 && $0.1 > 0 })
    #expect(halves.contains { $0.0 > 0 && $0.1 > 0 })
  }

  /// A document whose haptic block is `block`.
  private static func document(block: String) -> String {
    "---\nid: fixture\n---\n\n```haptic\n\(block)\n```\n"
  }

  /// The `block` member of one line of `schema-corpus.jsonl`, unescaped.
  private static func corpusBlock(_ line: String) -> String? {
    let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
    return (object as? [String: Any])?["block"] as? String
  }
}
