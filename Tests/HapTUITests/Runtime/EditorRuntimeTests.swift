import HapModel
import HapRender
import HapTestSupport
import Testing

@testable import HapTUI

@Suite("Run loop with a scripted terminal: open, edit, save, recover")
struct EditorRuntimeTests {
  func runtime(
    _ path: String, _ script: [InputEvent], recovery: RecoveryStore?,
    size: TerminalSize = EditorFixture.wide
  )
    -> (EditorRuntime, TestBackend)
  {
    let backend = TestBackend(size: size, script: script)
    let opened = DocumentSession.open(path: path)
    return (
      EditorLauncher.makeRuntime(
        opened: opened, backend: backend, environment: .scripted(recovery: recovery),
        monochrome: false), backend
    )
  }

  func keys(_ script: String) -> [InputEvent] { InputEvent.keys(script) }

  @Test(
    "add and drag an event, save, quit: the file is conformant, has one more event, prose unchanged"
  )
  func editAndSave() throws {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "heartbeat.hap.md")
    let before = try #require(TextFile.bytes(path))
    let (runtime, backend) = runtime(
      path, keys("l l l l l t L L K w q"), recovery: RecoveryStore(folder: folder.path + "/rec"))
    #expect(runtime.run() == .quit)
    let after = try #require(TextFile.bytes(path))
    let document = HapDocument(bytes: after, path: path)
    #expect(document.isConformant, "\(document.diagnostics)")
    let original = HapDocument(bytes: before, path: path)
    #expect(document.pattern?.events.count == (original.pattern?.events.count ?? 0) + 1)
    #expect(prose(of: after).before == prose(of: before).before)
    #expect(prose(of: after).after == prose(of: before).after)
    #expect(backend.frames.contains { $0.text.contains("saved") })
  }

  @Test(
    "a quit with unsaved edits asks; input ending keeps them in a recovery file that is offered back"
  )
  func recovery() throws {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "double-tap.hap.md")
    let original = try #require(TextFile.bytes(path))
    let store = RecoveryStore(folder: folder.path + "/rec")
    let (first, backend) = runtime(path, keys("c q"), recovery: store)
    #expect(first.run() == .inputEnded)
    #expect(backend.lastText.contains("Unsaved edits"))
    #expect(TextFile.bytes(path) == original)
    let kept = try #require(store.load(for: path))
    #expect(
      HapDocument(bytes: kept.bytes).pattern?.events.contains { $0.type == .continuous } == true)

    let (second, secondBackend) = runtime(path, keys("r w q"), recovery: store)
    #expect(second.state.screen.overlay != nil)
    #expect(second.run() == .quit)
    #expect(secondBackend.frames.first?.text.contains("Unsaved edits found") == true)
    let saved = HapDocument.read(path: path)
    #expect(saved.isConformant)
    #expect(saved.pattern?.events.contains { $0.type == .continuous } == true)
    #expect(store.load(for: path) == nil)
  }

  @Test("a title-only edit is kept for recovery, offered back, and saved into the frontmatter")
  func titleRecovery() throws {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "double-tap.hap.md")
    let original = try #require(TextFile.bytes(path))
    let store = RecoveryStore(folder: folder.path + "/rec")
    let (first, _) = runtime(
      path, keys("e j <Enter> <Ctrl-U> R e n a m e d <Enter> <Esc>"), recovery: store)
    #expect(first.run() == .inputEnded)
    #expect(TextFile.bytes(path) == original)
    let kept = try #require(store.load(for: path))
    #expect(HapDocument(bytes: kept.bytes).frontmatter?.title == "Renamed")

    let (second, _) = runtime(path, keys("r w q"), recovery: store)
    #expect(second.state.screen.overlay != nil)
    #expect(second.run() == .quit)
    let saved = try #require(TextFile.bytes(path))
    let expected = String(decoding: original, as: UTF8.self)
      .replacingOccurrences(of: "title: Double tap\n", with: "title: Renamed\n")
    #expect(String(decoding: saved, as: UTF8.self) == expected)
    #expect(store.load(for: path) == nil)
  }

  @Test("a title the frontmatter cannot take refuses the save, says why, and writes nothing")
  func titleRefused() throws {
    let folder = TemporaryFolder()
    let path = folder.path + "/flow.hap.md"
    let text =
      "---\n{id: flow, spec: '0.1'}\n---\n\nProse.\n\n```haptic\n"
      + "{\"haptic\": \"0.1\", \"id\": \"flow\", \"track\": [{\"at\": 0, \"type\": \"transient\"}]}\n"
      + "```\n"
    TextFile.write(Array(text.utf8), to: path)
    let (runtime, backend) = runtime(
      path, keys("e j <Enter> T <Enter> <Esc> w"), recovery: nil)
    #expect(runtime.state.isReadOnly == false)
    #expect(runtime.run() == .inputEnded)
    #expect(backend.lastText.contains("not saved: cannot save the title"))
    #expect(TextFile.bytes(path) == Array(text.utf8))
    #expect(runtime.state.isDirty)
  }

  @Test("a file changed on disk is detected before the save and only overwritten when asked")
  func changedOnDisk() throws {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "selection.hap.md")
    let (runtime, backend) = runtime(path, keys("t w"), recovery: nil)
    var changed = try #require(TextFile.bytes(path))
    changed.append(contentsOf: Array("\nA line someone else added.\n".utf8))
    TextFile.write(changed, to: path)
    #expect(runtime.run() == .inputEnded)
    #expect(backend.lastText.contains("File changed on disk"))
    #expect(TextFile.bytes(path) == changed)

    let (again, _) = self.runtime(path, keys("t w"), recovery: nil)
    TextFile.write(changed + Array("more\n".utf8), to: path)
    again.dispatch(.key(.character("t")))
    again.dispatch(.key(.character("w")))
    again.dispatch(.key(.character("o")))
    let forced = HapDocument.read(path: path)
    #expect(forced.isConformant)
    #expect(!String(decoding: forced.bytes, as: UTF8.self).contains("more\n"))
  }

  @Test("a file that does not parse opens read-only with its diagnostics and is never written")
  func brokenFile() throws {
    let folder = TemporaryFolder()
    let path = folder.path + "/broken.hap.md"
    let text =
      "---\nid: broken\n---\n\n# Broken\n\n```haptic\n{ \"haptic\": \"0.1\", \"id\": \"broken\",, }\n```\n"
    TextFile.write(Array(text.utf8), to: path)
    let (runtime, backend) = runtime(
      path, keys("t c F w q"), recovery: RecoveryStore(folder: folder.path + "/rec"))
    #expect(runtime.state.isReadOnly)
    #expect(runtime.run() == .quit)
    #expect(TextFile.bytes(path) == Array(text.utf8))
    #expect(backend.lastText.contains("HAP007"))
    #expect(backend.lastText.contains("READ-ONLY"))
  }

  @Test("a repairable file becomes editable with F and saves conformant")
  func repairableFile() throws {
    let folder = TemporaryFolder()
    let path = folder.path + "/unordered.hap.md"
    let text = """
      ---
      id: unordered
      ---

      Two taps written out of order.

      ```haptic
      { "haptic": "0.1", "id": "unordered", "track": [
        { "at": 100, "type": "transient", "intensity": 0.5 },
        { "at": 0, "type": "transient", "intensity": 1 } ] }
      ```

      """
    TextFile.write(Array(text.utf8), to: path)
    let (runtime, _) = runtime(path, keys("F w q"), recovery: nil)
    #expect(runtime.state.isReadOnly && runtime.state.document.isRepairable)
    #expect(runtime.run() == .quit)
    let saved = HapDocument.read(path: path)
    #expect(saved.isConformant)
    #expect(saved.pattern?.events.map(\.at) == [0, 100])
  }

  @Test("the live analysis reaches the screen: problems are listed and follow edits")
  func liveDiagnostics() throws {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "heartbeat.hap.md")
    // Two taps 20 ms apart are too close to feel apart (HAPW04).
    let (runtime, backend) = runtime(
      path, keys("5 1 $ l t l t"), recovery: nil, size: EditorFixture.large)
    #expect(runtime.run() == .inputEnded)
    #expect(runtime.state.analysis.latest?.diagnostics.contains { $0.code == "HAPW04" } == true)
    let problem = runtime.state.analysis.latest?.diagnostics.first { $0.code == "HAPW04" }
    #expect(problem?.eventID != nil)
    #expect(backend.lastText.contains("HAPW04"))
    // The renderer filled the platform panel: one column per platform.
    #expect(runtime.state.analysis.latest?.platforms.map(\.platform) == Platform.allCases)
    // Only the previewed platform's artefact is printed and its lane drawn: iOS's track, whose
    // lane draws its AHAP, goes without the feel (D440), and the platforms not previewed go
    // without both (D451).
    let columns = runtime.state.analysis.latest?.platforms ?? []
    #expect(columns.filter { $0.artifactLineCount > 0 }.map(\.platform) == [.ios])
    #expect(
      columns.filter { [.android, .gamepad].contains($0.platform) }.allSatisfy {
        $0.feel.steps.isEmpty && $0.feelLength == nil && $0.lane == nil
      })
    let ios = columns.first { $0.platform == .ios }
    #expect(ios?.lane?.kind == .ahap && ios?.feelLength == nil)
  }
}
