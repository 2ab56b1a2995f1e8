import Foundation
import HapTestSupport
import Testing

/// The repository's `.pre-commit-hooks.yaml`, run by the real pre-commit (PyPI) with
/// `pre-commit try-repo` on a scratch git repository.
@Suite struct PreCommitEndToEndTests {
  /// Runs the hook on a scratch repository holding `files`; the exit status and the output.
  func runHook(_ files: [String: String]) throws -> (status: Int32, output: String) {
    let preCommit = try #require(
      RequiredTool.path("pre-commit"), "pre-commit is not installed: `make deps` installs it (PyPI)"
    )
    let git = try #require(
      RequiredTool.path("git"), "\(RequiredTool.missing("git", package: "git"))")
    let binary = try #require(BuiltBinary.haptui, "build haptui first (swift build)")
    let scratch = TemporaryFolder(prefix: "haptui-precommit")
    defer { scratch.remove() }
    let bin = scratch.path + "/bin"
    let repository = scratch.path + "/repo"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: bin + "/haptui", withDestinationPath: binary)
    try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(toFile: repository + "/" + name, atomically: true, encoding: .utf8)
    }
    let quoted = ChildProcess.quoted
    let command =
      "cd \(quoted(repository)) && \(quoted(git)) init -q . && \(quoted(git)) add -A && "
      + "PATH=\(quoted(bin)):$PATH PRE_COMMIT_HOME=\(quoted(scratch.path + "/cache")) "
      + "\(quoted(preCommit)) try-repo \(quoted(Repository.root)) haptui-validate --all-files 2>&1"
    return ChildProcess.shell(command)
  }

  let good: String =
    (try? String(contentsOfFile: Repository.path("Patterns/double-tap.hap.md"), encoding: .utf8))
    ?? ""

  @Test func passesOnAConformantPattern() throws {
    let run = try runHook(["double-tap.hap.md": good, "README.md": "not a pattern\n"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("haptui validate"))
    #expect(run.output.contains("Passed"))
  }

  /// The hook's members as written in `.pre-commit-hooks.yaml` (`key: value` lines of the
  /// list item whose `id` is `haptui-validate`).
  func hookMembers() throws -> [String: String] {
    let text = try String(
      contentsOfFile: Repository.path(".pre-commit-hooks.yaml"), encoding: .utf8)
    var items: [[String: String]] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#") || trimmed.isEmpty { continue }
      var member = Substring(trimmed)
      if member.hasPrefix("- ") {
        items.append([:])
        member = member.dropFirst(2)
      }
      guard let colon = member.firstIndex(of: ":"), !items.isEmpty else { continue }
      let key = member[..<colon].trimmingCharacters(in: .whitespaces)
      let value = member[member.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      items[items.count - 1][key] = value
    }
    return try #require(items.first { $0["id"] == "haptui-validate" }, "no haptui-validate hook")
  }

  /// pre-commit splits the files of a hook that is not serial into several runs (and shuffles
  /// them), so a duplicate id across two files (HAP009) could go unseen: one run must see all.
  @Test func hookValidatesEveryFileInOneRun() throws {
    let hook = try hookMembers()
    #expect(hook["require_serial"] == "true")
    #expect(hook["entry"] == "haptui validate")
    #expect(hook["language"] == "system")
    #expect(hook["files"] == "'\\.hap\\.md$'")
  }

  @Test func failsOnADuplicateIDAcrossFiles() throws {
    let run = try runHook(["a.hap.md": good, "b.hap.md": good])
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("HAP009"), "\(run.output)")
  }

  @Test func failsOnABrokenPattern() throws {
    let broken = good.replacingOccurrences(of: "\"intensity\": 0.8", with: "\"intensity\": 1.8")
    let run = try runHook(["double-tap.hap.md": broken])
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("Failed"))
    #expect(run.output.contains("error[HAP002]: intensity 1.8 is above 1"))
  }
}
