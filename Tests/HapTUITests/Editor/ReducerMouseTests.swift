import HapModel
import Testing

@testable import HapTUI

@Suite("Reducer: mouse")
struct ReducerMouseTests {
  /// The plot's origin at 120 × 40 (axis five columns wide, title and ruler above); its 13 rows
  /// end above the rendition lane.
  let plotX = 5
  let plotY = 3

  func mouse(
    _ kind: MouseInput.Kind, _ x: Int, _ y: Int, _ state: inout EditorState, shift: Bool = false
  ) -> [Effect] {
    EditorReducer.reduce(&state, .mouse(MouseInput(kind, x: x, y: y, shift: shift)))
  }

  @Test(
    "press selects the event under the pointer; a drag moves it in time and intensity as one step")
  func dragMoves() {
    var state = EditorFixture.state()
    // Event 3: a transient at 300 ms (column 15), intensity 0.5.
    _ = mouse(.press, plotX + 15, plotY + 10, &state)
    #expect(state.track.selection == [EventID(3)])
    _ = mouse(.drag, plotX + 18, plotY + 8, &state)
    let effects = mouse(.drag, plotX + 20, plotY + 6, &state)
    #expect(effects.requestsAnalysis)
    _ = mouse(.release, plotX + 20, plotY + 6, &state)
    #expect(state.event(3)?.at == 400)
    #expect(state.event(3)?.intensity == 0.8)
    #expect(state.edits.history.undoStack.count == 1)
    EditorFixture.press("u", &state)
    #expect(state.track.pattern == EditorFixture.pattern)
  }

  @Test("dragging the last column of a continuous event changes its duration")
  func dragEndResizes() {
    var state = EditorFixture.state()
    // Event 2 spans 40–240 ms: columns 2 to 11.
    _ = mouse(.press, plotX + 11, plotY + 12, &state)
    #expect(state.track.drag?.mode == .resize)
    _ = mouse(.drag, plotX + 16, plotY + 12, &state)
    _ = mouse(.release, plotX + 16, plotY + 12, &state)
    #expect(state.event(2)?.duration == 300)
    #expect(state.event(2)?.at == 40)
  }

  @Test("a click on empty grid places the cursor and clears the selection; shift-click adds")
  func clicks() {
    var state = EditorFixture.state()
    state.select(1)
    _ = mouse(.press, plotX + 50, plotY + 2, &state)
    _ = mouse(.release, plotX + 50, plotY + 2, &state)
    #expect(state.track.selection.isEmpty)
    #expect(state.track.cursorTime == 1000)
    _ = mouse(.press, plotX + 15, plotY + 10, &state)
    _ = mouse(.release, plotX + 15, plotY + 10, &state)
    _ = mouse(.press, plotX + 40, plotY + 10, &state, shift: true)
    #expect(state.track.selection == [EventID(3), EventID(6)])
    #expect(!state.isDirty)
  }

  @Test("snap applies to mouse drags")
  func snappedDrag() {
    var state = EditorFixture.state()
    state.track.snap = 50
    _ = mouse(.press, plotX + 15, plotY + 10, &state)
    _ = mouse(.drag, plotX + 16, plotY + 10, &state)
    #expect(state.event(3)?.at == 300)
    _ = mouse(.drag, plotX + 17, plotY + 10, &state)
    #expect(state.event(3)?.at == 350)
  }

  @Test("a read-only file can be explored but not dragged")
  func readOnlyDrag() {
    var state = EditorFixture.state(readOnly: "HAP007")
    _ = mouse(.press, plotX + 15, plotY + 10, &state)
    _ = mouse(.drag, plotX + 20, plotY + 10, &state)
    #expect(state.track.selection == [EventID(3)])
    #expect(state.track.pattern == EditorFixture.pattern)
  }

  @Test("clicks on the platform panel, tabs and inspector move the focus there")
  func panes() throws {
    var wide = EditorFixture.state()
    _ = mouse(.press, 14, 25, &wide)
    #expect(wide.screen.focus == .platforms && wide.panel.focused == .android)
    wide.select(3)
    _ = mouse(.press, 90, 5, &wide)
    #expect(wide.screen.focus == .inspector)
    #expect(wide.inspectorFields[wide.inspectorRow] == .sharpness)

    var small = EditorFixture.state(size: EditorFixture.small)
    let bar = try #require(small.layout.tabBar)
    let tabs = TabBarLayout.tabs(problemCount: small.diagnostics.count, in: bar)
    let artifact = try #require(tabs.first { $0.0 == .artifact })
    _ = mouse(.press, artifact.2.lowerBound + 1, bar.y, &small)
    #expect(small.screen.focus == .artifact && small.layout.visibleTab == .artifact)
  }

  @Test("the wheel scrolls the grid in time")
  func wheel() {
    var state = EditorFixture.state()
    _ = mouse(.scrollDown, plotX + 3, plotY + 3, &state)
    #expect(state.track.viewport.start == 100)
    _ = mouse(.scrollUp, plotX + 3, plotY + 3, &state)
    #expect(state.track.viewport.start == 0)
  }
}
