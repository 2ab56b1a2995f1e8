import Foundation
import HapRender
import Testing

@testable import HapCLI

/// `validate`, `fmt` and `new`: exit codes and output.
@Suite struct PatternCommandTests: CommandTesting {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("HapModelTests/Fixtures").path

  static let conformant =
    "---\nid: tap\n---\n\nA tap.\n\n```haptic\n{\"haptic\":\"0.1\",\"id\":\"tap\",\"track\":[{\"at\":0,\"type\":\"transient\",\"intensity\":0.5}],\"fallbacks\":{\"web\":[30]}}\n```\n"
  static let broken =
    "---\nid: bad\n---\n\n```haptic\n{\"haptic\": \"0.1\", \"id\": \"bad\", \"track\": [{\"at\": 0, \"type\": \"transient\", \"intensity\": 1.4}]}\n```\n"

  @Test func validateConformantFolderExitsZero() throws {
    let root = try folder(["a/tap.hap.md": Self.conformant, "notes.md": "not a pattern"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["validate", root])
    #expect(result.status == 0)
    // Warnings computed elsewhere (HAPW03 from HapRender) may be added; errors may not.
    #expect(
      result.out.split(separator: "\n").last?.hasPrefix(
        "1 file checked: 1 conformant, 0 not; 0 errors, ")
        == true)
  }

  @Test func validatePrintsCompilerStyleLinesAndExitsOne() throws {
    let root = try folder(["bad.hap.md": Self.broken, "tap.hap.md": Self.conformant])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let before = try Data(contentsOf: URL(fileURLWithPath: root + "/bad.hap.md"))
    let modified =
      try FileManager.default.attributesOfItem(atPath: root + "/bad.hap.md")[.modificationDate]
      as? Date
    let result = run(["validate", root])
    #expect(result.status == 1)
    let lines = result.out.split(separator: "\n").filter { !$0.contains("[HAPW03]") }
    // Sorted by position: the HAPW07 warning on `track` (column 41) comes first.
    #expect(
      lines[0].hasPrefix("\(root)/bad.hap.md:6:41: warning[HAPW07]: the track has no fallbacks.web")
    )
    #expect(
      lines[1] == "\(root)/bad.hap.md:6:86: error[HAP002]: intensity 1.4 is above 1 (allowed 0..1)")
    #expect(lines.last?.hasPrefix("2 files checked: 1 conformant, 1 not; 1 error, ") == true)
    // validate never modifies a file.
    #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/bad.hap.md")) == before)
    #expect(
      try FileManager.default.attributesOfItem(atPath: root + "/bad.hap.md")[.modificationDate]
        as? Date == modified)
  }

  @Test func validateJSONIsOneArray() throws {
    let root = try folder(["bad.hap.md": Self.broken])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["validate", "--json", root + "/bad.hap.md", root + "/missing.hap.md"])
    #expect(result.status == 1)
    let parsed = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]]
    let files = try #require(parsed)
    #expect(files.count == 2)
    #expect(files[0]["file"] as? String == root + "/bad.hap.md")
    #expect(files[0]["conformant"] as? Bool == false)
    let all = try #require(files[0]["diagnostics"] as? [[String: Any]])
      .filter { $0["code"] as? String != "HAPW03" }
    let diagnostics = all.filter { $0["severity"] as? String == "error" }
    #expect(all.count == 2)
    #expect(diagnostics[0]["code"] as? String == "HAP002")
    #expect(diagnostics[0]["severity"] as? String == "error")
    #expect(diagnostics[0]["line"] as? Int == 6)
    #expect(diagnostics[0]["column"] as? Int == 86)
    #expect(diagnostics[0]["message"] as? String == "intensity 1.4 is above 1 (allowed 0..1)")
    #expect((files[1]["diagnostics"] as? [[String: Any]])?.first?["code"] as? String == "HAP000")
  }

  @Test func validateUsageErrorsExitTwo() {
    #expect(run(["validate"]).status == 2)
    let unknown = run(["validate", "--jsn", "x"])
    #expect(unknown.status == 2)
    #expect(unknown.err.contains("unknown option '--jsn'"))
  }

  @Test func validateEmptyFolderFails() throws {
    let root = try folder([:])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["validate", root])
    #expect(result.status == 1)
    #expect(result.err.contains("no .hap.md files found"))
  }

  @Test func fmtRewritesOnlyTheBlockAndIsIdempotent() throws {
    let root = try folder(["tap.hap.md": Self.conformant])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let file = root + "/tap.hap.md"
    let check = run(["fmt", "--check", root])
    #expect(check.status == 1)
    #expect(check.out == "\(file): would be reformatted\n")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.conformant)
    let first = run(["fmt", root])
    #expect(first.status == 0)
    #expect(first.out == "\(file): reformatted\n")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.hasPrefix("---\nid: tap\n---\n\nA tap.\n\n```haptic\n{\n  \"haptic\": \"0.1\",\n"))
    #expect(text.hasSuffix("  \"fallbacks\": { \"web\": [30] }\n}\n```\n"))
    let second = run(["fmt", root])
    #expect(second.status == 0)
    #expect(second.out == "")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
    #expect(run(["fmt", "--check", file]).status == 0)
  }

  @Test func fmtRefusesABlockThatDoesNotParse() throws {
    let text = "---\nid: x\n---\n```haptic\n{\"haptic\": \"0.1\",}\n```\n"
    let root = try folder(["x.hap.md": text])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["fmt", root])
    #expect(result.status == 1)
    #expect(result.err.contains("not valid JSON"))
    #expect(try String(contentsOfFile: root + "/x.hap.md", encoding: .utf8) == text)
    #expect(run(["fmt"]).status == 2)
  }

  @Test func fmtKeepsTheFixturesOutsideTheirBlocks() throws {
    let root = try folder([:])
    defer { try? FileManager.default.removeItem(atPath: root) }
    for name in ["double-tap.hap.md", "future-grammar.hap.md", "crlf-bom.hap.md"] {
      try FileManager.default.copyItem(
        atPath: Self.fixtures + "/" + name, toPath: root + "/" + name)
    }
    let first = run(["fmt", root])
    #expect(first.status == 0)
    #expect(first.out.contains("future-grammar.hap.md: reformatted"))
    #expect(run(["fmt", "--check", root]).status == 0)
    let crlf = [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + "/crlf-bom.hap.md")))
    let original = [UInt8](
      try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/crlf-bom.hap.md")))
    #expect(crlf == original, "the fixture is already canonical, so fmt leaves it byte for byte")
    let future = try String(contentsOfFile: root + "/future-grammar.hap.md", encoding: .utf8)
    #expect(future.hasPrefix("---\n# A pattern written for a later grammar.\nid: future-grammar\n"))
    #expect(future.contains("~~~haptic title=\"future\"\n{\n  \"haptic\": \"0.2\",\n"))
    #expect(future.hasSuffix("~~~\n\nProse after.\n"))
  }

  @Test func newWritesAConformantPatternAndRefusesToOverwrite() throws {
    let root = try folder([:])
    defer { try? FileManager.default.removeItem(atPath: root) }
    for token in [
      "impact.light", "impact.medium", "impact.heavy", "impact.soft", "impact.rigid",
      "notification.success", "notification.warning", "notification.error", "selection",
    ] {
      let id = "p-" + token.replacingOccurrences(of: ".", with: "-")
      #expect(run(["new", id, "--intent", token, "--dir", root + "/sub"]).status == 0)
    }
    #expect(run(["new", "plain", "--dir", root + "/sub"]).status == 0)
    let validation = run(["validate", root + "/sub"])
    #expect(validation.status == 0)
    // HAPW03 lines come before the summary line.
    #expect(
      validation.out.split(separator: "\n").last?.hasPrefix(
        "10 files checked: 10 conformant, 0 not; 0 errors, ") == true)
    let warnings = validation.out.split(separator: "\n").filter { $0.contains("warning[") }
    #expect(warnings.allSatisfy { $0.contains("[HAPW03]") }, "only platform warnings: \(warnings)")
    let again = run(["new", "plain", "--dir", root + "/sub"])
    #expect(again.status == 1)
    #expect(again.err.contains("already exists"))
    let text = try String(contentsOfFile: root + "/sub/plain.hap.md", encoding: .utf8)
    #expect(text.contains("## When to fire it"))
  }

  @Test func newRejectsBadArguments() {
    let slug = run(["new", "Double Tap"])
    #expect(slug.status == 2)
    #expect(slug.err.contains("'double-tap'"))
    let token = run(["new", "x", "--intent", "selection.change"])
    #expect(token.status == 2)
    #expect(token.err.contains("did you mean 'selection'?"))
    #expect(run(["new"]).status == 2)
    #expect(run(["new", "a", "b"]).status == 2)
  }

  @Test func everyCommandHasHelp() {
    for command in ["validate", "fmt", "new"] {
      let result = run([command, "--help"])
      #expect(result.status == 0)
      #expect(result.out.hasPrefix("Usage: haptui \(command)"))
    }
    #expect(run(["--help"]).out.contains("validate"))
  }
}
