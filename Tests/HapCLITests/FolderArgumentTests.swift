import Foundation
import Testing

/// Issue 11, item 12 from the command line: a folder argument is browsed, not edited.
@Suite("haptui DIR: a folder is browsed")
struct FolderArgumentTests: CommandTesting {
  /// A folder holding one pattern file; the caller removes it.
  func patterns() throws -> String {
    try folder(["heartbeat.hap.md": "---\nid: heartbeat\n---\n"])
  }

  @Test("haptui DIR is taken as a folder to browse, never as a file to edit")
  func folderArgument() throws {
    let path = try patterns()
    defer { try? FileManager.default.removeItem(atPath: path) }
    // Not in a terminal here: it says browsing needs one, and nothing about `run haptui there`.
    let result = run([path])
    #expect(result.status == 1)
    #expect(result.err.contains("\(path) is a folder; browsing it needs a terminal"))
    #expect(!result.err.contains("run haptui there"))
  }

  @Test("haptui --ascii DIR browses too (never an unknown command); --ascii FILE edits")
  func asciiFolderArgument() throws {
    let path = try patterns()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = run(["--ascii", path])
    #expect(result.status == 1)
    #expect(
      result.err.contains("\(path) is a folder; browsing it needs a terminal"), "\(result.err)")
    let file = run(["--ascii", path + "/missing.hap.md"])
    #expect(!file.err.contains("unknown command"), "\(file.err)")
  }

  @Test("haptui edit DIR points at haptui DIR, which browses it")
  func editFolderAdvice() throws {
    let path = try patterns()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = run(["edit", path])
    #expect(result.status == 1)
    #expect(result.err.contains("run `haptui \(path)` to browse it"), "\(result.err)")
  }
}
