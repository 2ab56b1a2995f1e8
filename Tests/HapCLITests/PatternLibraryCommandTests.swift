import Foundation
import Testing

@testable import HapCLI

/// The shipped library passes the commands CI runs on it: `haptui validate Patterns` and
/// `haptui fmt --check Patterns`.
@Suite struct PatternLibraryCommandTests: CommandTesting {
  static let patterns = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Patterns")
    .path

  static let count: Int = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: patterns)) ?? []
    return names.filter { $0.hasSuffix(".hap.md") }.count
  }()

  @Test func validatePatternsExitsZeroWithEveryFileConformant() {
    let result = run(["validate", Self.patterns])
    #expect(Self.count >= 16)
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.out.contains("\(Self.count) files checked: \(Self.count) conformant, 0 not"))
    #expect(!result.out.contains("error["))
  }

  @Test func validateJSONReportsEveryPatternConformant() {
    let result = run(["validate", "--json", Self.patterns])
    #expect(result.status == 0)
    let conformant = result.out.components(separatedBy: "\"conformant\": true").count - 1
    let compact = result.out.components(separatedBy: "\"conformant\":true").count - 1
    #expect(conformant + compact == Self.count, "\(result.out.prefix(400))")
  }

  @Test func fmtCheckLeavesThePatternsAsTheyAre() throws {
    let before = try FileManager.default.contentsOfDirectory(atPath: Self.patterns).sorted().map {
      try Data(contentsOf: URL(fileURLWithPath: Self.patterns + "/" + $0))
    }
    let result = run(["fmt", "--check", Self.patterns])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    let after = try FileManager.default.contentsOfDirectory(atPath: Self.patterns).sorted().map {
      try Data(contentsOf: URL(fileURLWithPath: Self.patterns + "/" + $0))
    }
    #expect(before == after)
  }
}
