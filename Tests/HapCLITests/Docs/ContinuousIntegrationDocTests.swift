import Foundation
import HapTestSupport
import Testing

/// The configuration docs/ci.md shows can be followed as written: the GitHub Actions job may
/// upload SARIF, builds the haptui it runs, and names no repository or tag nobody checked.
@Suite struct ContinuousIntegrationDocTests {
  /// The page's ```yaml blocks, in order.
  func yamlBlocks() throws -> [String] {
    let text = try String(contentsOfFile: Repository.path("docs/ci.md"), encoding: .utf8)
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```yaml" {
        current = []
      } else if let lines = current, line == "```" {
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test func theActionsJobMayUploadSARIFAndBuildsHaptuiFirst() throws {
    let job = try #require(try yamlBlocks().first { $0.contains("upload-sarif") })
    let lines = job.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains("permissions:"))
    #expect(lines.contains { $0.hasPrefix("security-events: write") })
    let build = try #require(lines.firstIndex { $0.hasPrefix("swift build -c release") })
    let validate = try #require(lines.firstIndex { $0.hasPrefix("run: haptui validate") })
    #expect(build < validate)
    #expect(lines[build].contains("--product haptui"))
    #expect(lines.contains { $0.contains("\"$GITHUB_PATH\"") })
    // The install script the step runs exists, and the packages it installs are ones the
    // project's own build installs (scripts/deps.sh).
    let install = try #require(lines.first { $0.hasPrefix("bash scripts/install.sh") })
    #expect(
      FileManager.default.fileExists(atPath: Repository.path("scripts/install.sh")), "\(install)")
    let deps = try String(contentsOfFile: Repository.path("scripts/deps.sh"), encoding: .utf8)
    let known = Set(deps.split { " ()\n".contains($0) }.map(String.init))
    let start = try #require(job.range(of: "--no-install-recommends"))
    let end = try #require(job.range(of: "cd haptui"))
    let packages = job[start.upperBound..<end.lowerBound].split { " \\\n".contains($0) }
    #expect(packages.count >= 10)
    for package in packages { #expect(known.contains(String(package)), "\(package)") }
  }

  @Test func noUncheckedRepositoryOrTag() throws {
    for block in try yamlBlocks() {
      for line in block.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if let url = trimmed.range(of: "https://") {
          let host = trimmed[url.upperBound...].prefix { $0 != "/" }
          #expect(host == "example.org", "\(trimmed)")
        }
        if trimmed.hasPrefix("- uses:") || trimmed.hasPrefix("uses:") {
          let action =
            trimmed.components(separatedBy: "uses:").last?
            .trimmingCharacters(in: .whitespaces) ?? ""
          #expect(
            ["actions/checkout@v4", "github/codeql-action/upload-sarif@v3"].contains(action),
            "\(action)")
        }
        if trimmed.hasPrefix("rev:") { #expect(trimmed.contains("placeholder"), "\(trimmed)") }
      }
    }
  }
}
