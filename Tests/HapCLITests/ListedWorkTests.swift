import Foundation
import Glibc
import Testing

@testable import HapCLI

/// `ListedWork` works on files as the folder walk lists them and gives the results back in the
/// expansion's order, for any number of jobs (D393).
@Suite struct ListedWorkTests: CommandTesting {
  /// Names whose walk order differs from their sorted order (`a-c/` sorts before `a/`), in
  /// nested folders, with a link among them.
  func tree() throws -> String {
    var files: [String: String] = [:]
    for folder in ["a", "a-c", "a/b", "z", "a/b/c"] {
      for number in 0..<40 { files["\(folder)/\(number).hap.md"] = "x\(folder)\(number)" }
    }
    files["top.hap.md"] = "top"
    let root = try folder(files)
    #expect(symlink(root + "/top.hap.md", root + "/a/linked.hap.md") == 0)
    return root
  }

  @Test func resultsComeInTheExpansionsOrderForAnyNumberOfJobs() throws {
    let root = try tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let paths = [root + "/a", root + "/top.hap.md", root + "/missing.hap.md", root, root + "/a"]
    let expected = PatternFiles.expand(paths)
    // Folder a: 3 × 40 and the link; the root: that, a-c, z and top.hap.md.
    #expect(expected.files.count == 2 * 121 + 2 + 202)
    #expect(expected.files.contains(root + "/a-c/0.hap.md"))
    for jobs in [1, 2, 3, 8] {
      let (expansion, results) = ListedWork.run(paths, jobs: jobs) { file, regular, threads in
        "\(file) \(regular) \(threads)"
      }
      #expect(expansion.files == expected.files, "--jobs \(jobs)")
      #expect(expansion.emptyFolders == expected.emptyFolders)
      // Files that share the jobs get one thread each.
      #expect(
        results == zip(expected.files, expected.listedRegular).map { "\($0) \($1) 1" },
        "--jobs \(jobs)")
    }
  }

  @Test func onlyFilesTheWalkListedAsRegularAreMarkedSo() throws {
    let root = try tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (expansion, results) = ListedWork.run([root, root + "/top.hap.md"], jobs: 2) {
      file, regular, _ in regular
    }
    let marked = Dictionary(zip(expansion.files, results)) { first, _ in first }
    #expect(marked[root + "/a/0.hap.md"] == true)
    #expect(marked[root + "/a/linked.hap.md"] == false)
    #expect(results.last == false)
  }

  @Test func namesAreTheFoldersInsidesAndFileArgumentsLastParts() throws {
    let root = try tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let expansion = PatternFiles.expand([root + "/a/", root + "/top.hap.md"])
    #expect(expansion.names.first == "0.hap.md")
    #expect(expansion.names.contains("b/c/39.hap.md"))
    #expect(expansion.names.last == "top.hap.md")
    #expect(expansion.names.count == expansion.files.count)
  }

  @Test func aLoneFileIsWorkedOnAsWithOneJobAndOfferedEveryThread() throws {
    let root = try tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    for jobs in [1, 4] {
      let (expansion, results) = ListedWork.run([root + "/top.hap.md"], jobs: jobs) {
        file, regular, threads in "\(file) \(regular) \(threads)"
      }
      #expect(expansion.files == [root + "/top.hap.md"])
      #expect(results == ["\(root)/top.hap.md false \(jobs)"])
    }
  }
}
