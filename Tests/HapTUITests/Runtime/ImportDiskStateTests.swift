import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// Issue 20, items 2 and 3 in the session: an import not saved yet has no disk state to
/// watch or read again, and a source that fails to import shows only its `IMPnnn` error.
@Suite("Session: imports that have no .hap.md yet")
struct ImportDiskStateTests {
  @Test("an AHAP's or a sound's import never reads as changed on disk before its first save")
  func unsavedImportIsNotChanged() throws {
    let folder = TemporaryFolder()
    let ahap = folder.write("Button 1.ahap", ImportSaveTests.ahap)
    let samples = TestWAV.burst(length: 800, from: 100, to: 400, rate: 16_000)
    let wav = folder.write("burst.wav", TestWAV.bytes(samples, rate: 16_000))
    for source in [ahap, wav] {
      let opened = DocumentSession.open(path: source)
      #expect(opened.info.isNew && opened.info.importedFrom == source)
      #expect(!opened.session.changedOnDisk, "\(source) claims a change on disk")
    }
    // Once saved, the .hap.md is watched like any other file.
    let opened = DocumentSession.open(path: ahap)
    #expect(
      opened.session.save(SaveRequest(pattern: opened.pattern, revision: 1))
        == .saved(revision: 1, thenQuit: false))
    #expect(!opened.session.changedOnDisk)
    TextFile.write(Array("changed".utf8), to: folder.path("button-1.hap.md"))
    #expect(opened.session.changedOnDisk)
  }

  @Test("reading an unsaved import again imports its source again, not the missing .hap.md")
  func reloadReimports() {
    let folder = TemporaryFolder()
    let source = folder.write("Button 1.ahap", ImportSaveTests.ahap)
    let opened = DocumentSession.open(path: source)
    let again = opened.session.reload()
    #expect(again.info.readOnlyReason == nil, "\(again.info.diagnostics)")
    #expect(!again.info.diagnostics.contains { $0.code == "HAP000" })
    #expect(again.pattern.events.count == 2 && again.info.isNew)
    #expect(again.info.path == folder.path("button-1.hap.md"))
  }

  @Test("a source that fails to import keeps its IMP error through the live analysis")
  func failedImportDiagnostics() {
    let folder = TemporaryFolder()
    let source = folder.write("bad.ahap", "{\"Version\": 1.0, \"Pattern\": [")
    let opened = DocumentSession.open(path: source)
    let live = opened.session.diagnostics(for: opened.pattern)
    #expect(live.map(\.code) == ["IMP003"], "\(live)")
    #expect(live.first?.message.hasPrefix("bad.ahap: ") == true)
    #expect(!opened.session.changedOnDisk)
  }
}
