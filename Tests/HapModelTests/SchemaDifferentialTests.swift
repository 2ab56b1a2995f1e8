import Foundation
import HapModel
import Testing

/// haptui's block checker and Python's `jsonschema` (with the published schema) must give the
/// same verdict on every block of the schema corpus (`SchemaCorpus`: the hand-written files of
/// `Tests/Fixtures/schema-corpus/` and the generated `Tests/Fixtures/schema-corpus.jsonl`), and
/// both must match the verdict each block was written to have.
@Suite struct SchemaDifferentialTests {
  static var corpus: [SchemaCorpus.Case] { SchemaCorpus.cases }

  @Test func corpusCoversEveryVerdictWithEnoughCases() {
    let expected = Self.corpus.compactMap { SchemaVerdict.expected(fileName: $0.name) }
    #expect(expected.count == Self.corpus.count, "every corpus case names its verdict")
    // The counts the corpus had as 1,273 files (109 hand-written, 1,164 generated): a change
    // of the generator or the folder that alters them must update these figures on purpose.
    #expect(Self.corpus.filter { $0.name.contains("--hand-") }.count == 109)
    #expect(Self.corpus.filter { $0.name.contains("--gen-") }.count == 1164)
    let counts = Dictionary(grouping: expected, by: { $0 }).mapValues(\.count)
    #expect(counts == [.invalid: 932, .valid: 301, .malformed: 40])
    #expect(Set(Self.corpus.map(\.name)).count == Self.corpus.count, "names are unique")
  }

  @Test func haptuiAgreesWithTheVerdictEachBlockWasWrittenToHave() {
    var disagreements: [String] = []
    for entry in Self.corpus {
      let name = entry.name
      guard let expected = SchemaVerdict.expected(fileName: name) else { continue }
      let actual = SchemaVerdict.haptui(entry.bytes)
      if actual != expected { disagreements.append("\(name): haptui says \(actual)") }
    }
    #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(15))")
  }

  @Test(
    .enabled(
      if: ReferenceValidator.isAvailable,
      "python3 with the jsonschema module is not installed (make deps installs it)"))
  func haptuiAgreesWithJsonschemaOnEveryBlock() {
    let reference = ReferenceValidator.verdicts(paths: [
      SchemaCorpus.folder, SchemaCorpus.generated,
    ])
    #expect(reference.count == Self.corpus.count, "the reference judged every case")
    var disagreements: [String] = []
    for entry in Self.corpus {
      let name = entry.name
      guard let python = reference[name] else { continue }
      let swift = SchemaVerdict.haptui(entry.bytes)
      let expected = SchemaVerdict.expected(fileName: name)
      if swift != python || python != expected {
        disagreements.append("\(name): jsonschema \(python), haptui \(swift)")
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(15))")
  }

  @Test func blockErrorsOutsideTheSchemaAreOnlyEventOrder() {
    // If BlockValidator grows a new error code, the verdict definition must be revisited.
    var unexpected: Set<String> = []
    var sawOrder = false
    for entry in Self.corpus {
      guard let tree = try? JSONParser.parse(entry.bytes) else { continue }
      for diagnostic in BlockValidator.diagnostics(for: tree) where diagnostic.severity == .error {
        if !SchemaVerdict.blockErrorCodes.contains(diagnostic.code) {
          unexpected.insert(diagnostic.code)
        }
        if diagnostic.code == "HAP005" { sawOrder = true }
      }
    }
    #expect(unexpected.isEmpty)
    #expect(sawOrder, "the corpus holds schema-valid blocks whose events are out of order")
  }

  @Test func schemaValidBlocksOutOfOrderGetOnlyHAP005() throws {
    let entry = try #require(Self.corpus.first { $0.name == "valid--hand-events-out-of-order" })
    let tree = try JSONParser.parse(entry.bytes)
    let errors = BlockValidator.diagnostics(for: tree).filter { $0.severity == .error }
    #expect(errors.map(\.code) == ["HAP005"])
    #expect(SchemaVerdict.haptui(entry.bytes) == .valid)
  }
}
