import Foundation
import HapLSP
import HapTestSupport
import Testing

@testable import HapCLI

/// `validate --format github` parsed back, and `--format sarif` checked against a SARIF 2.1.0
/// schema with Python's jsonschema.
@Suite struct ValidateFormatTests: CommandTesting {
  let broken: String = {
    let text =
      (try? String(contentsOfFile: Repository.path("Patterns/double-tap.hap.md"), encoding: .utf8))
      ?? ""
    return text.replacingOccurrences(of: "\"intensity\": 0.8", with: "\"intensity\": 1.8")
      .replacingOccurrences(of: "\"sharpness\": 0.5 }\n", with: "\"sharpnes\": 0.5 }\n")
  }()

  /// Reads `::error file=F,line=L,...,title=T::message` back into its parts.
  func parse(_ line: String) -> (command: String, properties: [String: String], message: String)? {
    guard line.hasPrefix("::"), let space = line.firstIndex(of: " ") else { return nil }
    let command = String(line[line.index(line.startIndex, offsetBy: 2)..<space])
    let rest = line[line.index(after: space)...]
    guard let split = rest.range(of: "::") else { return nil }
    let unescape = { (text: Substring) in
      text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
        .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
        .replacingOccurrences(of: "%25", with: "%")
    }
    var properties: [String: String] = [:]
    for pair in rest[..<split.lowerBound].split(separator: ",") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { properties[String(parts[0])] = unescape(parts[1]) }
    }
    return (command, properties, unescape(rest[split.upperBound...]))
  }

  @Test func githubLinesParseBackToTheDiagnostics() throws {
    let folder = try self.folder(["a, b: c%.hap.md": broken])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/a, b: c%.hap.md"
    let github = run(["validate", "--format", "github", file])
    let json = run(["validate", "--json", file])
    #expect(github.status == 1)
    let lines = github.out.split(separator: "\n").map(String.init)
    let expected = try #require(
      JSONValue.parse(Array(json.out.utf8))?.array?.first?["diagnostics"].array)
    #expect(lines.count == expected.count)
    for (line, diagnostic) in zip(lines, expected) {
      let parsed = try #require(parse(line), "\(line)")
      #expect(parsed.command == (diagnostic["severity"] == "error" ? "error" : "warning"))
      #expect(parsed.properties["file"] == file)
      #expect(parsed.properties["title"] == diagnostic["code"].string)
      #expect(parsed.properties["line"] == diagnostic["line"].int.map(String.init))
      #expect(parsed.properties["col"] == diagnostic["column"].int.map(String.init))
      #expect(Int(parsed.properties["endLine"] ?? "") ?? 0 >= diagnostic["line"].int ?? 0)
      #expect(parsed.message == diagnostic["message"].string)
    }
    #expect(lines.contains { $0.contains("title=HAP002::intensity 1.8 is above 1") })
  }

  @Test func githubEscapesMessagesAndProperties() {
    #expect(GitHubAnnotation.escapedMessage("50% a\r\nb: c, d") == "50%25 a%0D%0Ab: c, d")
    #expect(GitHubAnnotation.escapedProperty("x:y,z%") == "x%3Ay%2Cz%25")
  }

  @Test func jsonIsFormatJSON() throws {
    let folder = try self.folder(["x.hap.md": broken])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(
      run(["validate", "--json", folder]).out == run(["validate", "--format", "json", folder]).out)
    #expect(run(["validate", "--format", "xml", folder]).status == 2)
    #expect(run(["validate", "--json", "--format", "sarif", folder]).status == 2)
  }

  @Test func sarifMatchesTheSchemaAndTheDiagnostics() throws {
    let python = try #require(
      RequiredTool.path("python3"), "\(RequiredTool.missing("python3", package: "python3"))")
    let folder = try self.folder([
      "broken.hap.md": broken,
      "sub/ok.hap.md":
        (try? String(contentsOfFile: Repository.path("Patterns/heartbeat.hap.md"), encoding: .utf8))
        ?? "",
    ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let sarif = run(["validate", "--format", "sarif", folder, Repository.path("Patterns")])
    #expect(sarif.status == 1)
    let log = folder + "/out.sarif"
    try sarif.out.write(toFile: log, atomically: true, encoding: .utf8)
    let schema = Repository.path("Tests/Fixtures/sarif/sarif-2.1.0-subset.schema.json")
    let check = ChildProcess.run([
      python, "-c",
      """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
      jsonschema.Draft7Validator.check_schema(schema)
      errors = list(jsonschema.Draft7Validator(schema, format_checker=jsonschema.FormatChecker()).iter_errors(log))
      for e in errors[:5]: print(list(e.path), e.message)
      print(len(log["runs"][0]["results"]), "results", len(errors), "errors")
      """, schema, log,
    ])
    #expect(check.stdout.hasSuffix(" 0 errors\n"), "\(check)")
    let parsed = try #require(JSONValue.parse(Array(sarif.out.utf8)))
    let run0 = parsed["runs"].array?.first ?? .null
    let rules = run0["tool"]["driver"]["rules"].array ?? []
    // HAP000–HAP009 and HAPW01–HAPW13.
    #expect(rules.count == 23)
    #expect(
      rules.compactMap { $0["id"].string }.filter { ["HAP009", "HAPW12", "HAPW13"].contains($0) }
        .count == 3)
    #expect(rules.allSatisfy { $0["helpUri"].string?.contains("cli.md#hap") == true })
    let results = run0["results"].array ?? []
    let error = try #require(results.first { $0["ruleId"] == "HAP002" })
    #expect(error["level"] == "error")
    #expect(
      error["locations"].array?.first?["physicalLocation"]["artifactLocation"]["uri"].string?
        .hasSuffix("broken.hap.md") == true)
    #expect(rules[error["ruleIndex"].int ?? 0]["id"] == "HAP002")
    #expect(results.contains { $0["ruleId"] == "HAPW10" && $0["level"] == "warning" })
  }
}
