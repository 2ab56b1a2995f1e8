import HapModel
import Testing

@testable import HapTUI

/// Issue 11, items 9, 14 and 15: keys that lost or misplaced work, driven as key strings.
@Suite("Reducer: the editor keeps work (quit prompt, inspector focus, no-op drags)")
struct KeepingWorkTests {
  /// The field the inspector shows the focus on.
  func focused(_ state: EditorState) -> InspectorField {
    state.inspectorFields[state.inspectorRow]
  }

  @Test(
    "at the unsaved-edits prompt q and Ctrl-C keep the edits; only d discards",
    arguments: ["q", "<Ctrl-C>"])
  func quitPromptKeepsEdits(_ key: String) {
    var state = EditorFixture.state()
    EditorFixture.press("t q", &state)
    #expect(state.screen.overlay == .confirmQuit)
    let effects = EditorFixture.press(key, &state)
    #expect(!effects.contains(.quit) && !effects.contains(.clearRecovery), "\(key) discarded")
    #expect(state.screen.overlay == .confirmQuit && !state.screen.isQuitting)
    #expect(state.screen.message?.text.contains("d discards") == true)
    // The key the dialog shows still discards.
    #expect(EditorFixture.press("d", &state).suffix(2) == [.clearRecovery, .quit])
  }

  @Test("the quit dialog's hint line offers exactly the keys that act")
  func quitHints() {
    let hints = KeyMap.standard.hints(for: .confirmQuit).map(\.keys)
    #expect(hints == ["w", "d", "Esc"])
    #expect(KeyMap.standard.keys(for: .confirmDiscardQuit) == [.character("d")])
  }

  @Test("the inspector keeps its field by name when the selection changes the rows")
  func inspectorFieldByName() {
    var state = EditorFixture.state()
    // No event selected: id, title, haptic, intent; j j j reaches intent.
    EditorFixture.press("e j j j", &state)
    #expect(focused(state) == .intent)
    EditorFixture.press("<Esc> <Tab>", &state)
    #expect(state.track.primaryEvent != nil)
    // With an event selected the rows gain seven event fields; e still lands on intent.
    EditorFixture.press("e", &state)
    #expect(focused(state) == .intent)
    let sharpness = state.track.primaryEvent?.sharpness
    EditorFixture.press("l", &state)
    #expect(state.track.pattern.intent != EditorFixture.pattern.intent)
    #expect(state.track.primaryEvent?.sharpness == sharpness)
  }

  @Test("an event field remembered while no event is selected comes back with a selection")
  func eventFieldComesBack() {
    var state = EditorFixture.state()
    state.select(3)
    EditorFixture.press("e j j j j", &state)
    #expect(focused(state) == .duration)
    EditorFixture.press("<Esc> <Esc>", &state)
    #expect(state.track.selection.isEmpty)
    // Without an event the first pattern field shows the focus; the name is kept.
    #expect(focused(state) == .id)
    state.select(4)
    EditorFixture.press("e <Enter> <Ctrl-U> 3 0 0 <Enter>", &state)
    #expect(state.event(4)?.duration == 300)
    #expect(state.track.pattern.id == "fixture")
  }

  @Test("typing into an event field applies to that event only, even if the selection moved")
  func typedTextStaysWithItsEvent() {
    var state = EditorFixture.state()
    state.select(4)
    EditorFixture.press("e j j j j <Enter> <Ctrl-U> 3 0 0", &state)
    #expect(state.inspector.fieldEditor?.field == .duration)
    // A mouse click in the grid changes the selection while the field is open.
    state.select(2)
    let effects = EditorFixture.press("<Enter>", &state)
    #expect(!effects.requestsAnalysis)
    #expect(state.event(2)?.duration == 200 && state.event(4)?.duration == 240)
    #expect(state.screen.message?.kind == .error)
  }

  @Test(
    "a drag that changes nothing leaves the file clean and adds no undo step",
    arguments: [
      ("K", 1), ("H", 1), ("J", 6),
    ])
  func noOpDrag(_ key: String, _ event: Int) {
    var state = EditorFixture.state()
    // Event 1 is at 0 ms with intensity 1; event 6 is at intensity 0.3, so J J J J J J J…
    // reaches 0 first.
    state.select(event)
    if key == "J" {
      EditorFixture.press(String(repeating: "J ", count: 10), &state)
      state.edits.history.endRun()
      state.edits.savedRevision = state.edits.history.current
    }
    let steps = state.edits.history.undoStack.count
    let effects = EditorFixture.press(key, &state)
    #expect(!state.isDirty, "\(key) marked the file changed")
    #expect(state.edits.history.undoStack.count == steps)
    #expect(effects.isEmpty)
    #expect(state.screen.message?.text.hasPrefix("nothing changed") == true)
  }

  @Test("drags in different directions are separate undo steps; one direction is one step")
  func dragDirectionsUndoApart() {
    var state = EditorFixture.state()
    state.select(3)
    EditorFixture.press("L L K K", &state)
    #expect(state.edits.history.undoStack.count == 2)
    EditorFixture.press("u", &state)
    #expect(state.event(3)?.at == 300 + 2 * TrackReducer.nudgeStep)
    #expect(state.event(3)?.intensity == 0.5)
    EditorFixture.press("u", &state)
    #expect(state.event(3)?.at == 300)
    #expect(!state.isDirty)
  }

  @Test("a mouse drag that comes back to where it started leaves no step and a clean file")
  func mouseDragBackToStart() {
    var state = EditorFixture.state()
    let plot = GridGeometry(pane: state.layout.grid).plot
    func mouse(_ kind: MouseInput.Kind, _ x: Int, _ y: Int) -> [Effect] {
      EditorReducer.reduce(&state, .mouse(MouseInput(kind, x: plot.x + x, y: plot.y + y)))
    }
    // Event 3: a transient at 300 ms (column 15), intensity 0.5.
    _ = mouse(.press, 15, 12)
    #expect(state.track.selection == [EventID(3)])
    _ = mouse(.drag, 19, 9)
    #expect(state.isDirty && state.event(3)?.at != 300)
    _ = mouse(.drag, 15, 12)
    let effects = mouse(.release, 15, 12)
    #expect(state.track.pattern == EditorFixture.pattern)
    #expect(!state.isDirty && state.edits.history.undoStack.isEmpty)
    #expect(effects.requestsAnalysis && effects.contains(.clearRecovery))
    #expect(state.screen.message?.text.hasPrefix("nothing changed") == true)
  }
}
