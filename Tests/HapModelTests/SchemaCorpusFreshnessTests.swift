import Foundation
import HapTestSupport
import Testing

/// The committed `Tests/Fixtures/schema-corpus.jsonl` must be exactly what
/// `scripts/gen-schema-corpus.py` writes today, so an edit of the generator that is not
/// followed by `make corpus` (or a hand edit of the data file) fails here.
@Suite struct SchemaCorpusFreshnessTests {
  static let hasPython = ReferenceValidator.run("python3 -c 'print(1)' 2>/dev/null")?.status == 0

  @Test(.requires(hasPython, "python3 is not installed (make deps)"))
  func committedCorpusIsWhatTheGeneratorWrites() throws {
    let folder = NSTemporaryDirectory() + "haptui-corpus-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let target = folder + "/schema-corpus.jsonl"
    let script = ReferenceValidator.root + "/scripts/gen-schema-corpus.py"
    let output = try #require(ReferenceValidator.run("python3 '\(script)' '\(target)' 2>&1"))
    #expect(output.status == 0, "the generator failed: \(output.text)")
    let fresh = try #require(FileManager.default.contents(atPath: target))
    let committed = try #require(FileManager.default.contents(atPath: SchemaCorpus.generated))
    #expect(!fresh.isEmpty)
    #expect(
      fresh == committed,
      "Tests/Fixtures/schema-corpus.jsonl differs from what scripts/gen-schema-corpus.py writes: run `make corpus` and commit the result"
    )
    // The comparison is about content: the same cases must also read back through the loader.
    #expect(
      SchemaCorpus.generatedCases(path: target).map(\.name)
        == SchemaCorpus.generatedCases(
          path: SchemaCorpus.generated
        ).map(\.name))
  }
}
