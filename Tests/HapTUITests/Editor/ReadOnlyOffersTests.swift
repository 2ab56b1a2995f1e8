import HapModel
import Testing

@testable import HapTUI

/// Issue 20, item 9: the read-only view offers no edit it refuses, a too-small window keeps
/// the question it asks in view, and the recovery question can be backed out of.
@Suite("Screen: what a read-only file and a tiny window offer")
struct ReadOnlyOffersTests {
  /// A file whose block did not parse, as it opens.
  func unparsable() -> EditorState {
    var info = DocumentInfo(path: "/tmp/broken.hap.md", readOnlyReason: "HAP007 at 6:30")
    info.hasPattern = false
    return EditorState(
      document: info, pattern: HapticPattern(id: "broken"), size: EditorFixture.wide,
      catalog: EditorFixture.catalog)
  }

  @Test("a read-only file offers neither t nor w, in any pane")
  func noEditOffers() {
    var state = unparsable()
    for focus in ["", "e", "<Ctrl-W> 3", "<Ctrl-W> 5"] {
      EditorFixture.press("<Esc> \(focus)", &state)
      let screen = EditorScreen.render(state).text
      #expect(!screen.contains("t or c adds"), "\(focus):\n\(screen)")
      #expect(!screen.contains("w save"), "\(focus):\n\(screen)")
      #expect(!screen.contains("u undo"), "\(focus):\n\(screen)")
    }
  }

  @Test("a window too small for the panes still shows the quit question")
  func tinyWindowShowsQuestion() {
    var state = EditorFixture.state(size: TerminalSize(columns: 50, rows: 15))
    EditorFixture.press("t q", &state)
    #expect(state.screen.overlay == .confirmQuit)
    let screen = EditorScreen.render(state).text
    #expect(screen.contains("discard"), "\(screen)")
  }
}
