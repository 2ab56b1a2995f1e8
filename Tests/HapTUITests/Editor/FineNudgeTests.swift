import HapModel
import Testing

@testable import HapTUI

@Suite("Reducer: fine nudges and counts, not tied to the zoom")
struct FineNudgeTests {
  /// The fixture at 120 × 40, analysed, zoomed out to 2,000 ms per column, event 3 selected.
  static func zoomedOut() -> EditorState {
    var state = EditorFixture.analysed(EditorFixture.state())
    state.track.viewport.zoom = Viewport.zoomLevels.firstIndex(of: 2000)!
    state.select(3)
    return state
  }

  @Test("at 2,000 ms per column L moves 10 ms and 5L moves 5 ms")
  func coarseAndFine() {
    var state = Self.zoomedOut()
    EditorFixture.press("L", &state)
    #expect(state.event(3)?.at == 310)
    EditorFixture.press("5 L", &state)
    #expect(state.event(3)?.at == 315)
    EditorFixture.press("1 H", &state)
    #expect(state.event(3)?.at == 314)
  }

  @Test("a count before K, [ and > is in hundredths and milliseconds")
  func otherNudges() {
    var state = Self.zoomedOut()
    EditorFixture.press("3 K 2 [", &state)
    #expect(state.event(3)?.intensity == 0.53)
    #expect(state.event(3)?.sharpness == 0.58)
    state.select(2)
    EditorFixture.press("7 > <", &state)
    #expect(state.event(2)?.duration == 197)
  }

  @Test("with a snap grid, a count counts snap steps")
  func snapSteps() {
    var state = Self.zoomedOut()
    state.track.snap = 25
    EditorFixture.press("2 L", &state)
    #expect(state.event(3)?.at == 350)
  }

  @Test("0 continues a count, and alone still jumps to the start")
  func zero() {
    var state = Self.zoomedOut()
    EditorFixture.press("1 0 0 L", &state)
    #expect(state.event(3)?.at == 400)
    state.track.cursorTime = 700
    EditorFixture.press("0", &state)
    #expect(state.track.cursorTime == 0)
  }

  @Test("a count repeats cursor moves and lasts for one command")
  func cursorRepeats() {
    var state = EditorFixture.analysed(EditorFixture.state())
    state.track.snap = 10
    EditorFixture.press("4 l l", &state)
    #expect(state.track.cursorTime == 50)
    EditorFixture.press("3 k", &state)
    #expect(state.track.cursorLevel == 0.8)
    #expect(state.edits.memory.count == nil)
  }

  @Test("the count shows in the status line while it is typed, and Esc drops it")
  func shown() {
    var state = Self.zoomedOut()
    EditorFixture.press("4 2", &state)
    #expect(state.screen.message?.text.hasPrefix("count 42") == true)
    #expect(EditorScreen.render(state).text.contains("count 42"))
    // Esc clears the selection in the grid, and the count with it.
    EditorFixture.press("<Esc>", &state)
    #expect(state.edits.memory.count == nil)
    state.select(3)
    EditorFixture.press("L", &state)
    #expect(state.event(3)?.at == 310)
  }

  @Test("a counted nudge is one undo step, and redo repeats it")
  func undoRedo() {
    var state = Self.zoomedOut()
    EditorFixture.press("2 5 L", &state)
    #expect(state.event(3)?.at == 325)
    EditorFixture.press("u", &state)
    #expect(state.event(3)?.at == 300)
    #expect(!state.isDirty)
    EditorFixture.press("<Ctrl-R>", &state)
    #expect(state.event(3)?.at == 325)
  }

  @Test("digits in other panes still focus, and Ctrl-W then a digit focuses from the grid")
  func paneKeys() {
    var state = EditorFixture.analysed(EditorFixture.state())
    EditorFixture.press("5", &state)
    #expect(state.screen.focus == .grid && state.edits.memory.count == 5)
    #expect(state.screen.message?.text.hasSuffix("(Ctrl-W 5 focuses pane 5)") == true)
    EditorFixture.press("<Esc> <Ctrl-W>", &state)
    #expect(state.keyContext == .pane)
    #expect(EditorScreen.render(state).row(39).contains("4 artefact"))
    EditorFixture.press("4", &state)
    #expect(state.screen.focus == .artifact)
    EditorFixture.press("2", &state)
    #expect(state.screen.focus == .inspector)
    // Esc after Ctrl-W only cancels it: the inspector keeps the focus.
    EditorFixture.press("<Ctrl-W> <Esc>", &state)
    #expect(state.screen.focus == .inspector && state.keyContext == .inspector)
    EditorFixture.press("<Ctrl-W> x", &state)
    #expect(state.screen.focus == .inspector && !state.edits.memory.choosingPane)
    #expect(state.screen.message?.kind == .error)
  }

  @Test("a read-only file keeps its digits for the panes")
  func readOnly() {
    var state = EditorFixture.state(readOnly: "HAP001 broken")
    EditorFixture.press("5", &state)
    #expect(state.screen.focus == .problems)
  }

  @Test("the inspector's h and l step at and duration by 10 ms at any zoom")
  func inspectorSteps() {
    var state = Self.zoomedOut()
    EditorFixture.press("e l", &state)
    #expect(state.event(3)?.at == 310)
  }
}
