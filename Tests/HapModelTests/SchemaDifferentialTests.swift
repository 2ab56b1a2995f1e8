import Foundation
import HapModel
import Testing

/// haptui's block checker and Python's `jsonschema` (with the published schema) must give the
/// same verdict on every block of `Tests/Fixtures/schema-corpus`, and both must match the
/// verdict each file was written to have.
@Suite struct SchemaDifferentialTests {
  static let corpusFiles: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: ReferenceValidator.corpus))
    return (names ?? []).filter { $0.hasSuffix(".json") }.sorted()
  }()

  static func bytes(of name: String) -> [UInt8] {
    let url = URL(fileURLWithPath: ReferenceValidator.corpus + "/" + name)
    return (try? [UInt8](Data(contentsOf: url))) ?? []
  }

  @Test func corpusCoversEveryVerdictWithEnoughCases() {
    let expected = Self.corpusFiles.compactMap { SchemaVerdict.expected(fileName: $0) }
    #expect(expected.count == Self.corpusFiles.count, "every corpus file names its verdict")
    #expect(expected.count >= 150)
    for verdict in SchemaVerdict.allCases {
      #expect(expected.filter { $0 == verdict }.count >= 30, "\(verdict) cases")
    }
    #expect(Self.corpusFiles.contains { $0.contains("--hand-") })
    #expect(Self.corpusFiles.contains { $0.contains("--gen-") })
  }

  @Test func haptuiAgreesWithTheVerdictEachBlockWasWrittenToHave() {
    var disagreements: [String] = []
    for name in Self.corpusFiles {
      guard let expected = SchemaVerdict.expected(fileName: name) else { continue }
      let actual = SchemaVerdict.haptui(Self.bytes(of: name))
      if actual != expected { disagreements.append("\(name): haptui says \(actual)") }
    }
    #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(15))")
  }

  @Test(
    .enabled(
      if: ReferenceValidator.isAvailable,
      "python3 with the jsonschema module is not installed (make deps installs it)"))
  func haptuiAgreesWithJsonschemaOnEveryBlock() {
    let reference = ReferenceValidator.verdicts(folder: ReferenceValidator.corpus)
    #expect(reference.count == Self.corpusFiles.count, "the reference judged every file")
    var disagreements: [String] = []
    for name in Self.corpusFiles {
      guard let python = reference[name] else { continue }
      let swift = SchemaVerdict.haptui(Self.bytes(of: name))
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
    for name in Self.corpusFiles {
      guard let tree = try? JSONParser.parse(Self.bytes(of: name)) else { continue }
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
    let name = "valid--hand-events-out-of-order.json"
    let tree = try JSONParser.parse(Self.bytes(of: name))
    let errors = BlockValidator.diagnostics(for: tree).filter { $0.severity == .error }
    #expect(errors.map(\.code) == ["HAP005"])
    #expect(SchemaVerdict.haptui(Self.bytes(of: name)) == .valid)
  }
}
