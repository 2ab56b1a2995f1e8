import Foundation
import Testing

@testable import HapCLI

/// `validate --jobs N` checks files on N threads and prints exactly what one thread prints.
@Suite struct ValidateJobsTests: CommandTesting {
  /// The library's patterns, each also broken in ways that give different diagnostics, spread
  /// over nested folders: several hundred files, so several windows of work per run.
  func mixedFolder() throws -> String {
    let library = PatternLibraryCommandTests.patterns
    let names = try FileManager.default.contentsOfDirectory(atPath: library)
      .filter { $0.hasSuffix(".hap.md") }.sorted()
    var files: [String: String] = [:]
    for (number, name) in names.enumerated() {
      let text = try String(contentsOfFile: library + "/" + name, encoding: .utf8)
      let variants = [
        text,
        text.replacingOccurrences(of: "\"haptic\": \"0.1\"", with: "\"haptic\": \"0.2\""),
        text.replacingOccurrences(of: "\"intensity\": ", with: "\"intensity\": 1"),
        text.replacingOccurrences(of: "\"track\"", with: "\"trak\""),
        text.replacingOccurrences(of: "```haptic", with: "```json"),
        String(text.dropFirst(4)),
        String(text.dropLast(text.count / 3)),
        text.replacingOccurrences(of: "\"at\": 0", with: "\"at\": -0, \"at\": 0"),
        text.replacingOccurrences(of: "intent", with: "intnet"),
        text.replacingOccurrences(of: "\"id\":", with: "\"id\": \"Bad Id\", \"x\":"),
        text + "\n```haptic\n{}\n```\n",
        text.replacingOccurrences(of: "}", with: "", options: .backwards),
      ]
      for (variant, body) in variants.enumerated() {
        for copy in 0..<2 {
          files["set\(copy)/\(variant % 3)/\(number)-\(variant)-\(name)"] = body
        }
      }
    }
    return try folder(files)
  }

  @Test func outputIsTheSameForAnyNumberOfJobs() throws {
    let root = try mixedFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    for json in [false, true] {
      let options = json ? ["--json"] : []
      let single = run(["validate", "--jobs", "1"] + options + [root])
      #expect(single.status == 1)
      #expect(single.out.contains("error[HAP") || single.out.contains("\"code\": \"HAP"))
      for jobs in ["2", "3", "8"] {
        let parallel = run(["validate", "--jobs", jobs] + options + [root])
        #expect(parallel.status == single.status)
        #expect(parallel.err == single.err)
        #expect(parallel.out == single.out, "--jobs \(jobs) \(json ? "--json" : "")")
      }
      #expect(run(["validate"] + options + [root]).out == single.out)
    }
  }

  @Test func filesAreReportedInSortedOrder() throws {
    let root = try mixedFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = run(["validate", "--jobs", "2", "--json", root])
    let files = result.out.split(separator: "\n").compactMap { line -> String? in
      guard let start = line.range(of: "{\"file\": \"") else { return nil }
      return String(line[start.upperBound...].prefix { $0 != "\"" })
    }
    #expect(files.count > 400)
    #expect(files == files.sorted())
  }

  @Test func jobsMustBeAPositiveNumber() {
    for value in ["0", "-1", "two", ""] {
      let result = run(["validate", "--jobs", value, "x.hap.md"])
      #expect(result.status == 2, "--jobs \(value)")
      #expect(result.err.contains("--jobs"))
    }
  }
}
