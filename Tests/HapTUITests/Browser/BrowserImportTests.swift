import HapImport
import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// Issue 15, item 3: the browser lists the files `haptui import` reads beside the patterns, and
/// Enter opens the import, as `haptui sound.wav` does.
@Suite("The browser lists importable files")
struct BrowserImportTests {
  /// A folder with a pattern, an AHAP, a sound, a vibration XML, an unrelated XML and a note.
  static func folder() -> TemporaryFolder {
    let folder = TemporaryFolder()
    _ = folder.copy(pattern: "double-tap.hap.md")
    folder.write("Button 1.ahap", ImportSaveTests.ahap)
    folder.write(
      "sounds/burst.wav",
      TestWAV.bytes(TestWAV.burst(length: 400, from: 50, to: 250), rate: 8000))
    folder.write(
      "buzz.xml",
      "<vibration-effect><waveform-effect><waveform-entry durationMs=\"50\" amplitude=\"255\"/>"
        + "</waveform-effect></vibration-effect>")
    folder.write("pom.xml", "<project><modelVersion>4.0.0</modelVersion></project>")
    folder.write("notes.txt", "nothing to import")
    return folder
  }

  @Test("AHAP, sounds and vibration XML are listed for import; other files are not")
  func listing() throws {
    let folder = Self.folder()
    let entries = PatternLibrary.entries(in: folder.path)
    #expect(entries.map(\.id) == ["Button 1.ahap", "buzz.xml", "double-tap", "burst.wav"])
    #expect(entries.map(\.importFormat) == [.ahap, .androidXML, nil, .audio])
    #expect(entries[0].category == "import" && entries[0].title == "AHAP")
    var state = BrowserState(folder: folder.path, entries: entries, size: EditorFixture.wide)
    let screen = BrowserScreen.render(state).text
    let soundRow = screen.split(separator: "\n").first { $0.contains("burst.wav") }
    #expect(soundRow?.contains("sound") == true && soundRow?.contains("import") == true)
    #expect(screen.contains("a new button-1.hap.md beside it"), "\(screen)")
    // A filter finds them by category, and Enter asks to open the highlighted file.
    for key in Key.script("/ c a t : i m p o r t <Enter>") {
      _ = BrowserReducer.reduce(&state, .key(key))
    }
    #expect(state.visible.count == 3)
    let effects = BrowserReducer.reduce(&state, .key(.enter))
    #expect(effects == [.open(path: folder.path("Button 1.ahap"))])
  }

  @Test("Enter on an AHAP opens its import in the editor; the list then holds the saved file")
  func opensTheImport() throws {
    let folder = Self.folder()
    let source = folder.path("Button 1.ahap")
    let before = TextFile.bytes(source)
    let script = InputEvent.keys("<Enter> w <Enter> q q")
    let backend = TestBackend(size: EditorFixture.wide, script: script)
    let state = BrowserState(
      folder: folder.path, entries: PatternLibrary.entries(in: folder.path), size: backend.size)
    let runtime = BrowserRuntime(state: state, backend: backend, monochrome: false)
    #expect(runtime.run() == .quit)
    #expect(backend.frames.contains { $0.text.contains("button-1.hap.md [new]") })
    #expect(HapDocument.read(path: folder.path("button-1.hap.md")).isConformant)
    #expect(TextFile.bytes(source) == before)
    #expect(runtime.state.entries.map(\.id).contains("button-1"))
  }
}
