import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// The artefact pane scrolls sideways: the reducer stops at the widest line in view, the
/// frame says which columns are shown, and cut lines are marked at the cut end.
@Suite("Artefact pane: sideways scrolling")
struct ArtifactScrollTests {
  @Test func theScrollStopsAtTheWidestLineAndResetsWithThePlatform() {
    var state = EditorFixture.longLined(EditorFixture.state())
    EditorFixture.press("<Ctrl-W> 4 L L L L L L L L", &state)
    #expect(state.panel.artifactColumn == 181)
    EditorFixture.press("l", &state)
    #expect(state.panel.focused == .android)
    #expect(state.panel.artifactColumn == 0)
  }

  @Test func linesThatFitDoNotScrollAndSaySo() {
    var state = EditorFixture.analysed(EditorFixture.state())
    EditorFixture.press("<Ctrl-W> 4 L", &state)
    #expect(state.panel.artifactColumn == 0)
    #expect(state.screen.message?.text.contains("fit the pane") == true)
  }

  @Test func onlyTheArtefactPaneScrollsSideways() {
    var state = EditorFixture.longLined(EditorFixture.state())
    state.select(3)
    EditorFixture.press("L", &state)
    #expect(state.panel.artifactColumn == 0)
    #expect(state.event(3)?.at != 300, "L in the grid drags the selection")
  }

  @Test func aScrollPastShortLinesInViewShowsTheirStart() {
    var state = EditorFixture.analysed(EditorFixture.state())
    state.panel.artifactColumn = 40
    let body = Rect(x: 0, y: 0, width: 36, height: 17)
    let column = state.focusedColumn!
    let view = ArtifactLayout.view(
      of: column, in: body, scroll: state.panel.artifactScroll, left: state.panel.artifactColumn)
    #expect(view.left == 0 && view.maxLeft == 0)
    let screen = EditorScreen.render(state).text
    #expect(screen.contains(" 1 line 1 for ios"))
  }

  @Test func theFrameAndTheLinesShowWhatIsCut() {
    var state = EditorFixture.longLined(EditorFixture.state())
    let start = EditorScreen.render(state).text.split(separator: "\n")
    #expect(
      start.contains { $0.hasSuffix("─   ▸ ─") && $0.contains(" Artefact ─ iOS · 1–17/36 ─") })
    #expect(start.contains { $0.hasSuffix(" 1 line 1  abcdefghijabcdefghijabcd…") })
    EditorFixture.press("<Ctrl-W> 4 L", &state)
    let scrolled = EditorScreen.render(state).text.split(separator: "\n")
    #expect(scrolled.contains { $0.hasSuffix("─ ◂ ▸ ─") && $0.contains("▸Artefact") })
    // Focused, the pane is the whole width: column 58 is under the left mark, 59 to 173 show
    // (115 columns), 174 is under the right mark.
    #expect(scrolled.contains { $0 == " 1 …" + Self.letters(from: 59, count: 115) + "…" })
    EditorFixture.press("$", &state)
    let end = EditorScreen.render(state).text.split(separator: "\n")
    #expect(end.contains { $0.hasSuffix("─ ◂   ─") && $0.contains("▸Artefact") })
    #expect(end.contains { $0 == " 1 …" + Self.letters(from: 182, count: 116) })
    SnapshotFolder.screens.check(
      ScreenSnapshotTests.dump(EditorScreen.render(state)), named: "artifact-end-120x40")
  }

  /// Columns of the long line from `from`: its letters start at column 8.
  static func letters(from: Int, count: Int) -> String {
    let alphabet = Array("abcdefghij")
    return String((from..<(from + count)).map { alphabet[($0 - 8) % 10] })
  }

  @Test("focused at 120 × 40, the artefact takes the width under the grid; resting, it does not")
  func focusedArtefactIsWide() {
    var state = EditorFixture.longLined(EditorFixture.state())
    #expect(state.layout.artifact?.width == 36 && state.layout.platforms != nil)
    EditorFixture.press("<Ctrl-W> 4", &state)
    #expect(state.layout.artifact?.width == 120 && state.layout.platforms == nil)
    let screen = EditorScreen.render(state).text
    #expect(screen.contains(" 1 line 1  " + Self.letters(from: 8, count: 108) + "…"))
    EditorFixture.press("<Esc>", &state)
    #expect(state.layout.artifact?.width == 36)
  }

  @Test func wideCharactersCutInHalfBecomeSpaces() {
    #expect(TextWidth.slice("ab漢字cd", from: 3, width: 4) == " 字c")
    #expect(TextWidth.slice("ab漢字cd", from: 2, width: 3) == "漢 ")
    #expect(TextWidth.slice("e\u{301}xyz", from: 0, width: 2) == "e\u{301}x")
    #expect(TextWidth.slice("short", from: 10, width: 5) == "")
  }
}
