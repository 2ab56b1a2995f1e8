import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// Issue 22, item 2: a run of steps shown and edited as one envelope of breakpoints.
@Suite("Breakpoint view: move, add and delete points; steps re-derived")
struct EnvelopeViewTests {
  /// The ramp of `CommandCase.ramp`, all selected, the envelope open.
  func opened() -> EditorState {
    var state = EditorFixture.analysed(EditorFixture.state(pattern: CommandCase.ramp))
    state.track.selection = state.track.pattern.events.map(\.id)
    EditorFixture.press(CommandCase.typed("envelope"), &state)
    return state
  }

  /// What the track plays at millisecond `time`.
  func played(_ state: EditorState, at time: Int) -> Double {
    state.track.pattern.events.last { $0.at <= time && time < $0.end }?.effectiveIntensity ?? 0
  }

  @Test("Tab picks a point, K raises it: the steps around it are re-derived as one undo step")
  func move() throws {
    var state = opened()
    let before = state.track.pattern
    EditorFixture.press("<Tab>", &state)
    #expect(state.track.envelope?.current == 1 && state.track.cursorTime == 195)
    EditorFixture.press("H H K", &state)
    let view = try #require(state.track.envelope)
    // Two 10 ms nudges left, one step up (0.1 in a plot of 12 rows): the corner is at 175 ms, 0.9.
    #expect(view.points[1].time == 175 && view.points[1].intensity == 0.9)
    #expect(abs(played(state, at: 175) - 0.9) <= 0.02 + 1e-9)
    #expect(abs(played(state, at: 299) - 0.8) <= 0.02 + 1e-9)
    #expect(state.track.pattern.events.allSatisfy { $0.curve == .hold })
    #expect(Set(state.track.selection) == Set(view.ids))
    #expect(state.screen.message?.text.contains("held steps within 0.02 (u undoes)") == true)
    // H H and K are two runs: two undo steps, and undo closes the view.
    EditorFixture.press("u u", &state)
    #expect(state.track.pattern == before && state.track.envelope == nil)
  }

  @Test("t adds a point at the cursor, x deletes the current one; the ends stay")
  func addDelete() {
    var state = opened()
    state.track.cursorTime = 100
    state.track.cursorLevel = 0.2
    EditorFixture.press("t", &state)
    #expect(state.track.envelope?.points.map(\.time) == [0, 100, 195, 300])
    #expect(state.track.envelope?.current == 1)
    #expect(abs(played(state, at: 100) - 0.2) <= 0.02 + 1e-9)
    EditorFixture.press("x", &state)
    #expect(state.track.envelope?.points.map(\.time) == [0, 195, 300])
    EditorFixture.press("<Shift-Tab>", &state)
    #expect(state.track.envelope?.current == 0)
    EditorFixture.press("x", &state)
    #expect(state.track.envelope?.points.count == 3)
    #expect(state.screen.message?.kind == .error)
  }

  @Test("Esc leaves the view with the derived steps selected; another edit leaves it too")
  func leave() {
    var state = opened()
    EditorFixture.press("<Tab> K <Esc>", &state)
    #expect(state.track.envelope == nil)
    #expect(state.track.selection.count == state.track.pattern.events.count)
    var other = opened()
    EditorFixture.press(CommandCase.typed("scale 50"), &other)
    #expect(other.track.envelope == nil)
  }

  @Test("with nothing continuous selected the view does not open, and says why")
  func nothingSelected() {
    var state = EditorFixture.analysed(EditorFixture.state())
    state.select(1, 3)
    EditorFixture.press(CommandCase.typed("envelope"), &state)
    #expect(state.track.envelope == nil && state.screen.message?.kind == .error)
  }

  @Test("the grid shows the breakpoints over the steps, the current one as the cursor")
  func picture() {
    var state = opened()
    EditorFixture.press("<Tab> H H K", &state)
    state.track.viewport = Viewport(start: 0, zoom: 2)
    state.screen.message = nil
    let buffer = EditorScreen.render(state)
    #expect(buffer.text.contains("envelope 3 points"))
    #expect(buffer.text.filter { $0 == "●" }.count == 3, "\(buffer.text)")
    SnapshotFolder.screens.check(buffer.text, named: "envelope-120x40")
  }
}
