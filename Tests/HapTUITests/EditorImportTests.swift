import Foundation
import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// `haptui sound.ahap`: the editor opens the import as a new `.hap.md` beside the source, shows
/// the report in the Problems pane, never writes the source, and asks before replacing a file.
@Suite(.serialized) struct EditorImportTests {
  @Test func anAHAPOpensAsItsImportAndSavesBesideIt() throws {
    let folder = try ImportSamples.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = folder + "/Swell.ahap"
    try ImportSamples.write(ImportSamples.smallAHAP, to: source)
    let before = try Data(contentsOf: URL(fileURLWithPath: source))
    let opened = DocumentSession.open(path: source)
    #expect(opened.info.path == folder + "/swell.hap.md")
    #expect(opened.info.isNew && opened.info.readOnlyReason == nil)
    #expect(opened.pattern.events.count == 2)
    let notes = opened.info.diagnostics.filter { $0.code == "IMPORT" }
    #expect(
      notes.contains {
        $0.message.contains("dropped on import from Swell.ahap: AudioCustom event 3")
      })
    // The editor's first frame: the new file's name, and the problems pane holds the report.
    var state = EditorState(
      document: opened.info, pattern: opened.pattern, size: TerminalSize(columns: 120, rows: 60))
    _ = EditorReducer.start(&state)
    let screen = EditorScreen.render(state).text
    #expect(screen.contains("swell.hap.md [new]"))
    #expect(screen.contains("IMPORT"))
    // The report stays through edits.
    var edited = opened.pattern
    edited.track?[0].intensity = 0.5
    #expect(opened.session.diagnostics(for: edited).contains { $0.code == "IMPORT" })
    let saved = opened.session.save(SaveRequest(pattern: edited, revision: 1))
    #expect(saved == .saved(revision: 1, thenQuit: false))
    let written = HapDocument.read(path: folder + "/swell.hap.md")
    #expect(written.isConformant && written.pattern?.track?[0].intensity == 0.5)
    #expect(try Data(contentsOf: URL(fileURLWithPath: source)) == before, "the source changed")
    // Opening the source again: the .hap.md is there now, so the first save asks.
    let again = DocumentSession.open(path: source)
    #expect(
      again.session.save(SaveRequest(pattern: again.pattern, revision: 1))
        == .changedOnDisk(thenQuit: false))
    #expect(HapDocument.read(path: folder + "/swell.hap.md").pattern?.track?[0].intensity == 0.5)
    let forced = again.session.save(SaveRequest(pattern: again.pattern, revision: 1, force: true))
    #expect(forced == .saved(revision: 1, thenQuit: false))
    #expect(HapDocument.read(path: folder + "/swell.hap.md").pattern?.track?[0].intensity == 0.8)
  }

  @Test func aFileThatDoesNotImportOpensReadOnlyWithItsError() throws {
    let folder = try ImportSamples.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = folder + "/bad.xml"
    try ImportSamples.write("<vibration-effect><bogus/></vibration-effect>", to: source)
    let opened = DocumentSession.open(path: source)
    #expect(opened.info.readOnlyReason?.hasPrefix("bad.xml:1:19: error[IMP031]") == true)
    #expect(opened.info.diagnostics.first?.code == "IMP031")
    #expect(!FileManager.default.fileExists(atPath: folder + "/bad.hap.md"))
  }
}
