import Foundation
import HapModel
import HapTestSupport
import Testing

/// The pattern library in `Patterns/` as a whole: conformant without warnings, and together
/// covering every Tier-0 intent and every construct of the grammar within the perceptual floors.
/// (Round trips and the canonical layout are checked by `PatternsLibraryTests`.)
@Suite struct PatternCoverageTests {
  static let folder = Repository.path("Patterns")

  static let documents: [HapDocument] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".hap.md") }.sorted().map {
      HapDocument.read(path: folder + "/" + $0)
    }
  }()

  static var patterns: [HapticPattern] { documents.compactMap(\.pattern) }

  @Test func holdsAtLeastSixteenPatterns() {
    #expect(Self.documents.count >= 16)
    #expect(Self.patterns.count == Self.documents.count)
  }

  /// Categories whose patterns are deliberately longer than UI feedback (HAPW06 is expected).
  static let longCategories: Set<String> = ["timer", "ambient"]

  @Test func everyPatternIsConformantAndWarnsOnlyAboutLengthWhereLengthIsTheDesign() {
    for document in Self.documents {
      let found = document.diagnostics.map { "\($0.code) \($0.line):\($0.column) \($0.message)" }
      #expect(document.isConformant, "\(document.displayName): \(found)")
      let long = Self.longCategories.contains(document.frontmatter?.category ?? "")
      let unexpected = document.warnings.filter { !(long && $0.code == "HAPW06") }
      #expect(unexpected.isEmpty, "\(document.displayName): \(found)")
    }
  }

  @Test func everyFileIsNamedForItsID() {
    for document in Self.documents {
      let name = URL(fileURLWithPath: document.displayName).lastPathComponent
      #expect(name == "\(document.pattern?.id ?? "?").hap.md")
    }
  }

  @Test func everyFrontmatterCarriesEveryKeyOfTheSpecTable() {
    for document in Self.documents {
      let keys = Set(document.frontmatter?.entries.map(\.key) ?? [])
      let missing = Frontmatter.knownKeys.filter { !keys.contains($0) }
      #expect(missing.isEmpty, "\(document.displayName) lacks \(missing)")
      #expect(document.frontmatter?.feel?.isEmpty == false)
      #expect((document.frontmatter?.platforms ?? []).contains("ios"))
    }
  }

  @Test func eachTierZeroIntentHasAPatternNamedForIt() {
    for token in IntentToken.allCases {
      let id = token.rawValue.replacingOccurrences(of: ".", with: "-")
      let pattern = Self.patterns.first { $0.id == id }
      #expect(pattern?.intentToken == token, "\(id)")
      #expect(pattern?.track?.isEmpty == false, "\(id) has a track that feels like the intent")
    }
  }

  @Test func theLibraryUsesEveryConstruct() {
    let events = Self.patterns.flatMap(\.events)
    #expect(events.contains { $0.type == .transient })
    #expect(events.contains { $0.type == .continuous })
    #expect(Set(events.compactMap(\.curve)) == Set(Curve.allCases))
    #expect(Set(events.compactMap(\.sharpness)).count > 3)
    #expect(events.contains { $0.primitive != nil })
    #expect(Set(Self.patterns.compactMap(\.capability)) == Set(Capability.allCases))
    #expect(Self.patterns.contains { $0.fallbacks?.web?.isEmpty == false })
    #expect(Self.patterns.contains { $0.reducedToken != nil })
    #expect(Self.patterns.contains { $0.intent == nil && $0.track != nil })
  }

  @Test func pulsesRespectTheFeltFloorOfMotorsAndTheWeb() {
    for pattern in Self.patterns {
      // Even entries vibrate; 0 is allowed as a way to start with a pause.
      let web = pattern.fallbacks?.web ?? []
      for (index, entry) in web.enumerated() where index % 2 == 0 {
        #expect(entry == 0 || entry >= 30, "\(pattern.id) web[\(index)] = \(entry) ms")
      }
      #expect(web.count % 2 == 1 || web.isEmpty, "\(pattern.id): a trailing pause is dropped")
      for event in pattern.events where event.type == .continuous {
        #expect((event.duration ?? 0) >= 30, "\(pattern.id) continuous at \(event.at)")
      }
      #expect(pattern.fallbacks?.web != nil, "\(pattern.id) has a web fallback")
    }
  }
}
