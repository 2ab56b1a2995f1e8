import Foundation
import HapModel
import HapTestSupport
import Testing

/// Invariants over every file of the `Patterns/` library.
@Suite struct PatternsLibraryTests {
  static let folder = Repository.path("Patterns")

  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".hap.md") }.sorted()
  }()

  static func document(_ name: String) -> HapDocument {
    HapDocument.read(path: folder + "/" + name)
  }

  @Test(.enabled(if: !files.isEmpty, "Patterns/ holds no .hap.md files yet"))
  func everyPatternReadsBackByteForByte() throws {
    for name in Self.files {
      let document = Self.document(name)
      let pattern = try #require(document.pattern, "\(name) has no pattern")
      #expect(document.errors.isEmpty, "\(name): \(document.errors)")
      #expect(document.serialized(with: pattern) == document.bytes, "\(name)")
    }
  }

  @Test(.enabled(if: !files.isEmpty, "Patterns/ holds no .hap.md files yet"))
  func everyPatternIsInCanonicalLayout() {
    for name in Self.files {
      let document = Self.document(name)
      #expect(
        document.formatted() == document.bytes,
        "\(name) is not canonical: run `haptui fmt Patterns`")
    }
  }

  @Test(.enabled(if: !files.isEmpty, "Patterns/ holds no .hap.md files yet"))
  func anEditChangesOnlyTheBlockLines() throws {
    for name in Self.files {
      let document = Self.document(name)
      var pattern = try #require(document.pattern)
      guard let first = pattern.track?.first else { continue }
      pattern.track?[0].intensity = first.intensity == 0.5 ? 0.25 : 0.5
      let output = document.serialized(with: pattern)
      let edited = HapDocument(bytes: output)
      #expect(edited.pattern == pattern, "\(name)")
      let block = try #require(document.block)
      #expect(
        Array(output[..<block.contentRange.lowerBound])
          == Array(document.bytes[..<block.contentRange.lowerBound]))
      let tail = document.bytes[block.contentRange.upperBound...]
      #expect(Array(output.suffix(tail.count)) == Array(tail), "\(name): bytes after the block")
    }
  }
}
