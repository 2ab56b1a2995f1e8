import Glibc
import HapModel
import HapSystem
import HapTestSupport
import Testing

@testable import HapTUI

/// Issue 11, items 10, 11 and 13 through the run loop with a scripted terminal: read-only
/// files and folders, restored edits over a file changed on disk, and mirrors kept true.
///
/// The tests run as root here, where permission bits stop no write: what they check is that
/// the editor reads the mode bits itself, which holds for every user.
@Suite("Run loop: saves that must not replace what they should not", .serialized)
struct SavingSafetyTests {
  func runtime(_ path: String, _ script: [InputEvent], recovery: RecoveryStore?)
    -> (EditorRuntime, TestBackend)
  {
    let backend = TestBackend(size: EditorFixture.wide, script: script)
    let opened = DocumentSession.open(path: path)
    return (
      EditorLauncher.makeRuntime(
        opened: opened, backend: backend, environment: .scripted(recovery: recovery),
        monochrome: false), backend
    )
  }

  func keys(_ script: String) -> [InputEvent] { InputEvent.keys(script) }

  /// Each character of `text` as a key, for typing a path.
  func typed(_ text: String) -> [InputEvent] { text.map { InputEvent.key(.character($0)) } }

  func mode(of path: String) -> mode_t {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
  }

  @Test("a mode 444 file is marked read-only at open; w refuses and saves a copy elsewhere")
  func readOnlyFile() throws {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "selection.hap.md")
    chmod(path, 0o444)
    defer { chmod(path, 0o644) }
    let original = try #require(TextFile.bytes(path))
    let opened = DocumentSession.open(path: path)
    #expect(opened.info.writeProblem == "selection.hap.md is read-only (mode 444)")

    let copy = folder.path + "/selection-copy.hap.md"
    let (editor, backend) = runtime(
      path, keys("l l l t w") + keys("<Enter>") + keys("q"), recovery: nil)
    #expect(editor.run() == .quit)
    #expect(backend.frames.first?.text.contains("[read-only]") == true)
    #expect(
      backend.frames.contains {
        $0.text.contains("Cannot save here") && $0.text.contains("selection-copy.hap.md")
      })
    // The original is untouched, bytes and mode; the copy holds the edit and is now edited.
    #expect(TextFile.bytes(path) == original)
    #expect(mode(of: path) == 0o444)
    let saved = HapDocument.read(path: copy)
    #expect(saved.isConformant, "\(saved.diagnostics)")
    #expect(
      saved.pattern?.events.count == (HapDocument(bytes: original).pattern?.events.count ?? 0) + 1)
    #expect(editor.state.document.path == copy && !editor.state.isDirty)
  }

  @Test("a forced save (o after changed-on-disk) still does not replace a read-only file")
  func forceDoesNotBypassReadOnly() throws {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "selection.hap.md")
    chmod(path, 0o444)
    defer { chmod(path, 0o644) }
    let session = DocumentSession.open(path: path).session
    var pattern = try #require(session.document.pattern)
    pattern.intent = "impact.light"
    let outcome = session.save(SaveRequest(pattern: pattern, revision: 1, force: true))
    guard case .notWritable(let reason, _, _) = outcome else {
      Issue.record("saved over a read-only file: \(outcome)")
      return
    }
    #expect(reason.contains("mode 444"))
  }

  @Test("a folder that cannot be written says so, and the copy goes where the user types")
  func unwritableFolder() throws {
    let folder = TemporaryFolder()
    let locked = folder.path + "/locked"
    mkdir(locked, 0o755)
    let path = locked + "/selection.hap.md"
    _ = TextFile.write(
      try #require(TextFile.bytes(folder.copy(pattern: "selection.hap.md"))), to: path)
    chmod(locked, 0o555)
    defer { chmod(locked, 0o755) }
    let original = try #require(TextFile.bytes(path))
    let opened = DocumentSession.open(path: path)
    let problem = try #require(opened.info.writeProblem)
    #expect(problem.contains("folder \(locked) cannot be written (mode 555)"), "\(problem)")

    let elsewhere = folder.path + "/mine.hap.md"
    let script =
      keys("l l l t w") + keys("<Ctrl-U>") + typed(elsewhere) + keys("<Enter>") + keys("q")
    let (editor, backend) = runtime(path, script, recovery: nil)
    #expect(editor.run() == .quit)
    #expect(!backend.frames.contains { $0.text.contains("temporary file") })
    #expect(backend.frames.contains { $0.text.contains("cannot be written (mode 555)") })
    #expect(TextFile.bytes(path) == original)
    #expect(HapDocument.read(path: elsewhere).isConformant)
    // Nothing was left in the locked folder (a temporary file, say).
    #expect((Files.names(in: locked) ?? []).sorted() == ["selection.hap.md"])
  }

  @Test("save elsewhere never replaces an existing file; the dialog says so and stays open")
  func saveElsewhereRefusesExisting() throws {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "selection.hap.md")
    let other = folder.copy(pattern: "heartbeat.hap.md")
    let before = try #require(TextFile.bytes(other))
    chmod(path, 0o444)
    defer { chmod(path, 0o644) }
    let script = keys("t w <Ctrl-U>") + typed(other) + keys("<Enter>")
    let (editor, _) = runtime(path, script, recovery: nil)
    #expect(editor.run() == .inputEnded)
    #expect(TextFile.bytes(other) == before)
    guard case .saveElsewhere(let dialog) = editor.state.screen.overlay else {
      Issue.record("the dialog closed")
      return
    }
    #expect(dialog.error?.contains("already exists") == true)
  }

  @Test("restored edits saved over a file changed after the recovery was written ask first")
  func recoveryOverChangedFile() throws {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "double-tap.hap.md")
    let store = RecoveryStore(folder: folder.path + "/rec")
    let (first, _) = runtime(path, keys("c q"), recovery: store)
    #expect(first.run() == .inputEnded)
    #expect(store.load(for: path) != nil)
    // Someone else changes the file after the recovery file was written.
    let changed = try #require(TextFile.bytes(path)) + Array("\nAdded elsewhere.\n".utf8)
    _ = TextFile.write(
      changed, to: path)

    let (second, backend) = runtime(path, keys("r w"), recovery: store)
    #expect(second.run() == .inputEnded)
    #expect(backend.frames.first?.text.contains("The file changed on disk since") == true)
    #expect(TextFile.bytes(path) == changed, "the other change was overwritten")
    #expect(second.state.screen.overlay == .confirmOverwrite(thenQuit: false))
    #expect(backend.lastText.contains("after the restored edits were kept"))

    // Overwriting is then a deliberate choice.
    let (third, _) = runtime(path, keys("r w o q"), recovery: store)
    #expect(third.run() == .quit)
    let saved = HapDocument.read(path: path)
    #expect(saved.pattern?.events.contains { $0.type == .continuous } == true)
    #expect(store.load(for: path) == nil)
  }

  @Test("restored edits over an unchanged file save without a question")
  func recoveryOverUnchangedFile() throws {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "double-tap.hap.md")
    let store = RecoveryStore(folder: folder.path + "/rec")
    let (first, _) = runtime(path, keys("c q"), recovery: store)
    #expect(first.run() == .inputEnded)
    let (second, _) = runtime(path, keys("r w q"), recovery: store)
    #expect(second.run() == .quit)
    #expect(
      HapDocument.read(path: path).pattern?.events.contains { $0.type == .continuous } == true)
  }

  @Test("without a fingerprint, a file modified after the recovery file counts as changed")
  func legacyRecoveryUsesModificationTimes() throws {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "double-tap.hap.md")
    let store = RecoveryStore(folder: folder.path + "/rec")
    let bytes = try #require(TextFile.bytes(path))
    #expect(store.store(bytes, base: bytes, for: path))
    #expect(!store.fileChanged(for: path, current: bytes))
    #expect(store.fileChanged(for: path, current: bytes + [10]))
    unlink(store.basePath(for: path))
    var times = [
      timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0),
    ]
    utimensat(AT_FDCWD, store.recoveryPath(for: path), &times, 0)
    #expect(store.fileChanged(for: path, current: bytes))
    times = [timespec(tv_sec: 900_000_000, tv_nsec: 0), timespec(tv_sec: 900_000_000, tv_nsec: 0)]
    utimensat(AT_FDCWD, path, &times, 0)
    #expect(!store.fileChanged(for: path, current: bytes))
  }

  @Test(
    "an intent set in the editor on a new file without an intent reaches the frontmatter")
  func intentMirrorAdded() throws {
    let folder = TemporaryFolder()
    // What `haptui new my-tap` writes (without --intent).
    let path = folder.path + "/my-tap.hap.md"
    try HapDocument.create(Array(PatternTemplate.text(id: "my-tap").utf8), at: path)
    #expect(HapDocument.read(path: path).frontmatter?.intent == nil)
    // No event selected: id, title, haptic, intent; l sets the first intent token.
    let (editor, _) = runtime(path, keys("e j j j l w q"), recovery: nil)
    #expect(editor.run() == .quit)
    let saved = HapDocument.read(path: path)
    let intent = try #require(saved.pattern?.intent)
    #expect(saved.frontmatter?.intent == intent)
    #expect(saved.warnings.isEmpty, "\(saved.warnings)")
    #expect(saved.isConformant)
  }
}
