import HapModel
import Testing

@testable import HapTUI

/// Issue 20, items 5 and 8: an inspector edit reaches every selected event in one step, and
/// what an undone edit set is not what new events inherit.
@Suite("Reducer: inspector edits on a selection, and values from undone edits")
struct SelectionEditTests {
  /// The state with the inspector focused on `field` and every event selected.
  func allSelected(on field: InspectorField) -> EditorState {
    var state = EditorFixture.state()
    EditorFixture.press("A e", &state)
    state.inspector.field = field
    return state
  }

  @Test("a typed intensity goes to every selected event, as one undo step, and says how many")
  func typedValueOnSelection() {
    var state = allSelected(on: .intensity)
    let count = EditorFixture.pattern.events.count
    EditorFixture.press("<Enter>", &state)
    state.inspector.fieldEditor?.text = "0.25"
    EditorFixture.press("<Enter>", &state)
    #expect(state.track.pattern.events.allSatisfy { $0.intensity == 0.25 })
    #expect(state.screen.message?.text.contains("set intensity on \(count) events") == true)
    #expect(state.track.selection.count == count)
    EditorFixture.press("<Esc> u", &state)
    #expect(state.track.pattern == EditorFixture.pattern)
  }

  @Test("a nudge steps each selected event's own value; a duration skips the transients")
  func nudgeOnSelection() {
    var state = allSelected(on: .sharpness)
    EditorFixture.press("l", &state)
    let before = EditorFixture.pattern.events.map(\.effectiveSharpness)
    let after = state.track.pattern.events.map(\.effectiveSharpness)
    for (old, new) in zip(before, after) { #expect(abs(new - min(old + 0.05, 1)) < 1e-9) }
    state.inspector.field = .duration
    EditorFixture.press("l", &state)
    let continuous = EditorFixture.pattern.events.filter { $0.type == .continuous }
    #expect(state.screen.message?.text.contains("on \(continuous.count) events") == true)
    #expect(state.screen.message?.text.contains("3 left as they were") == true)
    for event in continuous {
      let now = state.track.pattern.events.first { $0.id == event.id }
      #expect(now?.duration ?? 0 > event.duration ?? 0)
    }
  }

  @Test("a typed at moves every selected event by what the first one moves")
  func typedAtKeepsSpacing() {
    var state = allSelected(on: .at)
    let primary = try? #require(state.track.primaryEvent)
    EditorFixture.press("<Enter>", &state)
    state.inspector.fieldEditor?.text = "\((primary?.at ?? 0) + 50)"
    EditorFixture.press("<Enter>", &state)
    #expect(state.track.pattern.events.map(\.at) == EditorFixture.pattern.events.map { $0.at + 50 })
  }

  @Test("a fade with nothing selected after an undone duration edit is the documented 300 ms")
  func fadeIgnoresUndoneDuration() {
    var state = EditorFixture.state()
    // Event 2 is continuous (200 ms): lengthen it, undo, deselect, fade out at the cursor.
    state.track.selection = [EventID(2)]
    EditorFixture.press("> >", &state)
    #expect(state.edits.memory.duration != nil)
    EditorFixture.press("u", &state)
    #expect(state.track.pattern == EditorFixture.pattern)
    state.track.selection = []
    state.track.cursorTime = 2000
    EditorFixture.press(")", &state)
    let stairs = state.track.pattern.events.filter { $0.at >= 2000 }
    #expect(stairs.last.map { $0.end - 2000 } == TrackReducer.newFadeDuration, "\(stairs)")
  }

  @Test("undo takes back the sharpness an edit left for new events; redo brings it back")
  func newEventIgnoresUndoneSharpness() {
    var state = EditorFixture.state()
    state.track.selection = [EventID(3)]
    EditorFixture.press("] ] ]", &state)
    let raised = state.edits.memory.sharpness
    #expect(raised != nil)
    EditorFixture.press("u", &state)
    #expect(state.edits.memory.sharpness == nil)
    EditorFixture.press("<Ctrl-R>", &state)
    #expect(state.edits.memory.sharpness == raised)
    EditorFixture.press("u", &state)
    state.track.selection = []
    state.track.cursorTime = 2000
    EditorFixture.press("t", &state)
    let added = state.track.pattern.events.first { $0.at == 2000 }
    #expect(added?.sharpness == EventDefaults.sharpness)
  }
}
