import Glibc
import HapModel
import HapSystem
import HapTestSupport
import Testing

@testable import HapTUI

/// Issue 11, item 12: which folder the browser lists, where `n` creates, and what the
/// command line says about a folder.
@Suite("Pattern browser: the folder it browses")
struct BrowserFolderTests {
  @Test("inside a folder of patterns that folder is browsed; else its Patterns; else itself")
  func folderChoice() {
    let patterns = TemporaryFolder()
    _ = patterns.copy(pattern: "heartbeat.hap.md")
    #expect(PatternLibrary.folderToBrowse(from: patterns.path) == patterns.path)

    let project = TemporaryFolder()
    mkdir(project.path + "/Patterns", 0o755)
    #expect(PatternLibrary.folderToBrowse(from: project.path) == project.path + "/Patterns")

    let empty = TemporaryFolder()
    #expect(PatternLibrary.folderToBrowse(from: empty.path) == empty.path)
  }

  @Test("n in the browser of a folder of patterns creates the file in that folder")
  func newPatternGoesInTheBrowsedFolder() throws {
    let folder = TemporaryFolder()
    _ = folder.copy(pattern: "heartbeat.hap.md")
    let browsed = PatternLibrary.folderToBrowse(from: folder.path)
    let script = InputEvent.keys("n m y - t a p <Enter> q q")
    let backend = TestBackend(size: EditorFixture.wide, script: script)
    let state = BrowserState(
      folder: browsed, entries: PatternLibrary.entries(in: browsed), size: backend.size)
    #expect(state.entries.count == 1)
    let runtime = BrowserRuntime(state: state, backend: backend, monochrome: false)
    #expect(runtime.run() == .quit)
    #expect(HapDocument.read(path: folder.path + "/my-tap.hap.md").isConformant)
    #expect(!Files.exists(folder.path + "/Patterns"))
    #expect(backend.frames.first?.text.contains("1 of 1") == true)
  }
}
