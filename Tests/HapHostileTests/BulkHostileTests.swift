import Foundation
import HapModel
import HapTestSupport
import Testing

/// Thousands of damaged copies of real patterns, one folder per kind of damage, each folder
/// checked by one `haptui validate --json` run, then `fmt --check` and `fmt`.
@Suite(.serialized, .requires(Haptui.isAvailable, Haptui.notBuilt))
struct BulkHostileTests {
  static let patterns = Haptui.root + "/Patterns"

  static func pattern(_ name: String) -> [UInt8] {
    [UInt8](FileManager.default.contents(atPath: patterns + "/" + name) ?? Data())
  }

  /// The offset of the newline before the closing fence (the last "```" line).
  static func closingFence(in bytes: [UInt8]) -> Int {
    let fence = Array("\n```".utf8)
    for start in stride(from: bytes.count - fence.count, through: 0, by: -1)
    where Array(bytes[start..<start + fence.count]) == fence {
      return start
    }
    return bytes.count
  }

  /// Where the block's JSON object ends: a prefix this long or longer holds the whole object
  /// (an unclosed fence runs to the end of the file, so it is still a complete block).
  static func endOfJSON(in bytes: [UInt8]) -> Int {
    (bytes[..<closingFence(in: bytes)].lastIndex(of: UInt8(ascii: "}")) ?? 0) + 1
  }

  /// Whether the prefix of `length` bytes is conformant: the JSON object is whole and the
  /// closing fence is either absent or complete (one or two backticks are block content).
  static func prefixIsConformant(_ length: Int, of bytes: [UInt8]) -> Bool {
    let fence = closingFence(in: bytes)
    return length >= endOfJSON(in: bytes) && length != fence + 2 && length != fence + 3
  }

  /// Runs validate --json, fmt --check and fmt over `scratch` and checks what all must hold.
  static func exerciseFolder(_ scratch: TemporaryFolder, files: [String: [UInt8]]) -> [String:
    ValidateReport]
  {
    let run = Haptui.run(["validate", "--json", scratch.path], timeout: 300)
    #expect(run.exitedNormally, "validate: \(run)")
    let reports = ValidateReport.parse(run.stdout) ?? [:]
    #expect(reports.count == files.count, "validate --json reported every file")
    for (name, bytes) in files {
      guard let report = reports[scratch.path + "/" + name] else { continue }
      if !report.conformantAlone {
        #expect(!report.errorCodes.isEmpty, "\(name): not conformant without an error")
        #expect(report.errorLines.allSatisfy { $0 >= 1 }, "\(name): unpositioned error")
      }
      if String(validating: bytes, as: UTF8.self) == nil {
        #expect(report.errorCodes.contains("HAP000"), "\(name): not UTF-8 without HAP000")
      }
      // The command line and the library agree on every file.
      #expect(report.conformantAlone == HapDocument(bytes: bytes).isConformant, "\(name)")
    }
    let check = Haptui.run(["fmt", "--check", scratch.path], timeout: 300)
    #expect(check.exitedNormally, "fmt --check: \(check)")
    for (name, bytes) in files {
      #expect(scratch.bytes(name) == bytes, "fmt --check changed \(name)")
    }
    let format = Haptui.run(["fmt", scratch.path], timeout: 300)
    #expect(format.exitedNormally, "fmt: \(format)")
    for (name, bytes) in files where HapDocument(bytes: bytes).pattern == nil {
      #expect(scratch.bytes(name) == bytes, "fmt rewrote \(name), whose block does not parse")
    }
    let after =
      ValidateReport.parse(
        Haptui.run(["validate", "--json", scratch.path], timeout: 300).stdout) ?? [:]
    for (file, report) in reports {
      #expect(after[file]?.conformant == report.conformant, "fmt changed the verdict of \(file)")
    }
    return reports
  }

  @Test func everyTruncationOfARealPatternIsConformantExactlyWhenTheBlockIsWhole() {
    let source = Self.pattern("notification-success.hap.md")
    let whole = Self.endOfJSON(in: source)
    #expect(source.count > 1_000 && whole > 1_000)
    let scratch = TemporaryFolder(prefix: "haptui-hostile")
    defer { scratch.remove() }
    var files: [String: [UInt8]] = [:]
    for length in 0..<source.count {
      let name = String(format: "cut-%05d.hap.md", length)
      files[name] = Array(source[..<length])
      scratch.write(name, files[name]!)
    }
    let reports = Self.exerciseFolder(scratch, files: files)
    for (name, bytes) in files {
      let report = reports[scratch.path + "/" + name]
      #expect(
        report?.conformantAlone == Self.prefixIsConformant(bytes.count, of: source), "\(name)")
    }
  }

  @Test func truncationsRunOneByOneExitOneWithAPositionedError() {
    let source = Self.pattern("notification-success.hap.md")
    let whole = Self.endOfJSON(in: source)
    let scratch = TemporaryFolder(prefix: "haptui-hostile")
    defer { scratch.remove() }
    let fence = Self.closingFence(in: source)
    for length in stride(from: 0, to: source.count, by: 97) + [whole - 1, whole, fence + 2] {
      let bytes = Array(source[..<length])
      let file = scratch.write("cut.hap.md", bytes)
      let verdict: HostileCase.Verdict =
        Self.prefixIsConformant(length, of: source) ? .accepted : .rejected(codes: [])
      HostileExpectations.validate(Haptui.run(["validate", file]), verdict, file: file)
      #expect(scratch.bytes("cut.hap.md") == bytes)
    }
  }

  @Test func randomByteFlipsNeverCrashAndAgreeWithTheLibrary() {
    var generator = SplitMix64(seed: 0x6861_7074_7569_0006)
    let sources = [
      "heartbeat.hap.md", "impact-heavy.hap.md", "long-press.hap.md", "selection.hap.md",
      "toggle-on.hap.md",
    ].map(Self.pattern)
    let scratch = TemporaryFolder(prefix: "haptui-hostile")
    defer { scratch.remove() }
    var files: [String: [UInt8]] = [:]
    for index in 0..<400 {
      var bytes = sources[index % sources.count]
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        bytes[at] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
      }
      let name = String(format: "flip-%03d.hap.md", index)
      files[name] = bytes
      scratch.write(name, bytes)
    }
    let reports = Self.exerciseFolder(scratch, files: files)
    // Flips land in prose as often as in the block: both verdicts must occur.
    #expect(reports.values.contains { $0.conformantAlone })
    #expect(reports.values.contains { !$0.conformantAlone })
  }
}
