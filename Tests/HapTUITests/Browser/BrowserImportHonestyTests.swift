import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// Issue 20, items 3 and 9 (the browser's parts): an importable file is listed for what it is,
/// a valid one plays, and the new-pattern prompt says what is wrong without hiding what was typed.
@Suite("The browser is honest about importable files and new ids")
struct BrowserImportHonestyTests {
  /// A folder with a valid AHAP and one whose JSON is cut short.
  static func folder() -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write("good.ahap", ImportSaveTests.ahap)
    folder.write("broken.ahap", "{\"Version\": 1.0, \"Pattern\": [")
    return folder
  }

  @Test("a source that fails to import is listed as broken, with its IMP error")
  func brokenSource() throws {
    let folder = Self.folder()
    let entries = PatternLibrary.entries(in: folder.path)
    let broken = try #require(entries.first { $0.file == "broken.ahap" })
    #expect(!broken.isConformant)
    #expect(broken.problem?.hasPrefix("IMP") == true, "\(broken.problem ?? "no problem")")
    let good = try #require(entries.first { $0.file == "good.ahap" })
    #expect(good.isConformant && good.problem == nil)
    let state = BrowserState(folder: folder.path, entries: entries, size: EditorFixture.wide)
    let lines = BrowserScreen.render(state).text.split(separator: "\n")
    let brokenRow = try #require(lines.first { $0.contains("broken.ahap") && $0.contains("AHAP") })
    #expect(brokenRow.hasSuffix("✗"), "\(brokenRow)")
    let goodRow = try #require(lines.first { $0.contains("good.ahap") && $0.contains("AHAP") })
    #expect(goodRow.hasSuffix("·"), "\(goodRow)")
    // The highlighted broken row's preview names the error, as `haptui import` prints it.
    #expect(lines.contains { $0.contains("✗ IMP") }, "\(lines.joined(separator: "\n"))")
  }

  @Test("Space on a valid AHAP plays its import")
  func spacePlaysAnImport() throws {
    let folder = Self.folder()
    var state = BrowserState(
      folder: folder.path, entries: PatternLibrary.entries(in: folder.path),
      size: EditorFixture.wide)
    state.row = try #require(state.visible.firstIndex { $0.file == "good.ahap" })
    let effects = BrowserReducer.reduce(&state, .key(.character(" ")))
    guard case .play(let request) = effects.first else {
      Issue.record("Space did not play: \(state.message?.text ?? "no message")")
      return
    }
    #expect(!request.pattern.events.isEmpty)
    #expect(state.message?.text.contains("does not parse") == false)
    #expect(state.playback?.path == folder.path("good.ahap"))
  }

  @Test("a refused new id is said beside the prompt, not over it, with a slug to use")
  func newIDPrompt() throws {
    let folder = TemporaryFolder()
    var state = BrowserState(folder: folder.path, entries: [], size: EditorFixture.wide)
    for key in Key.script("n M y <Space> T a p <Enter>") {
      _ = BrowserReducer.reduce(&state, .key(key))
    }
    #expect(state.input == .newID("My Tap"))
    #expect(state.message?.text.contains("'my-tap'") == true, "\(state.message?.text ?? "")")
    let status = try #require(
      BrowserScreen.render(state).text.split(separator: "\n").first {
        $0.contains("new pattern id:")
      })
    #expect(status.contains("new pattern id: My Tap▏"), "\(status)")
    #expect(status.contains("'my-tap'"), "\(status)")
  }
}
