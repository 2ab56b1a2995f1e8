import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// A long file through the real binary (D264): the track is drawn before the file is checked;
/// edits open when the check ends, or the file turns read-only if the check finds an error.
extension EndToEndTests {
  @Test("a 20,000-event file: drawn, then checked, then an edit is made and saved")
  func longFileChecksAfterDrawing() throws {
    let path = folder.write("long.hap.md", DeferredChecksTests.longFile(20_000))
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("edit long.hap.md"))
    try #require(session.wait(for: "Track ─ 20000 events") != nil, "\(session.capture())")
    // Once checked, the columns follow and the status line is plain.
    let checked = try #require(session.wait(for: "rung "), "\(session.screen())")
    #expect(!checked.contains("[checking]") && !checked.contains("CHECKING"), "\(checked)")
    #expect(!checked.contains("[read-only]") && !checked.contains("READ-ONLY"), "\(checked)")
    session.send("t")
    try #require(session.wait(for: "[+]") != nil, "\(session.screen())")
    session.send("w")
    try #require(session.wait(for: "saved") != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    #expect(HapDocument.read(path: path).pattern?.events.count == 20_001)
  }

  @Test("a 20,000-event file breaking a rule: drawn, then read-only with F to repair")
  func longFileTurnsReadOnly() throws {
    let path = folder.write(
      "other.hap.md", DeferredChecksTests.longFile(20_000, frontID: "other"))
    let before = try #require(TextFile.bytes(path))
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("edit other.hap.md"))
    let shown = try #require(session.wait(for: "[read-only]"), "\(session.capture())")
    #expect(shown.contains("Track ─ READ-ONLY (F repairs) · 20000 events"), "\(shown)")
    session.send("t")
    let refused = try #require(session.wait(for: "F repairs it"), "\(session.screen())")
    #expect(!refused.contains("[+]"), "\(refused)")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    #expect(TextFile.bytes(path) == before)
  }
}
