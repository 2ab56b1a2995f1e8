import HapModel
import Testing

@testable import HapTUI

/// Issue 22, item 3: the `:` line's selection edits beyond their one case each.
@Suite("Reducer: typed selection edits, refusals and undo")
struct ReducerReshapeTests {
  func state() -> EditorState { EditorFixture.analysed(EditorFixture.state()) }

  @Test("a command needing a value, run without one, opens the : line with its name typed")
  func opensLine() {
    var state = state()
    _ = EditorReducer.reduce(&state, .perform(.scaleIntensity))
    #expect(state.screen.overlay == .prompt(Prompt(.goToTime, text: "scale ")))
    let screen = EditorScreen.render(state).text
    #expect(screen.contains("scale PERCENT: scale the selection's intensity"), "\(screen)")
  }

  @Test("a command that takes no value runs at once; with nothing selected it says so")
  func emptySelection() {
    var state = state()
    let effects = EditorReducer.reduce(&state, .perform(.reverse))
    #expect(effects.isEmpty && !state.edits.history.canUndo)
    #expect(state.screen.message?.kind == .error)
    #expect(state.screen.message?.text == "select events first (Tab, A for all, V for a range)")
  }

  @Test("a value that is no number, or none, keeps the line open with the reason")
  func badValue() {
    var state = state()
    state.select(1)
    EditorFixture.press(CommandCase.typed("scale lots"), &state)
    guard case .prompt(let prompt) = state.screen.overlay else {
      Issue.record("the line closed on a wrong value")
      return
    }
    #expect(prompt.error == ":scale PERCENT: lots is not a number")
    EditorFixture.press("<Esc>", &state)
    EditorFixture.press(CommandCase.typed("intensity"), &state)
    guard case .prompt(let second) = state.screen.overlay else {
      Issue.record("the line closed without a value")
      return
    }
    #expect(second.error == ":intensity VALUE: type the value after the name")
    #expect(!state.edits.history.canUndo)
  }

  @Test("a value out of range closes the line and refuses the edit in the status line")
  func outOfRange() {
    var state = state()
    state.select(1)
    EditorFixture.press(CommandCase.typed("intensity 2"), &state)
    #expect(state.screen.overlay == nil)
    #expect(state.screen.message?.text == "intensity is 0 to 1; 2 is not")
    #expect(state.event(1)?.intensity == 1 && !state.isDirty)
  }

  @Test("an ambiguous or unknown name is refused with the names it could be")
  func names() {
    var state = state()
    EditorFixture.press(CommandCase.typed("s"), &state)
    guard case .prompt(let prompt) = state.screen.overlay else {
      Issue.record("the line closed")
      return
    }
    #expect(prompt.error == "s could be sharpness, scale, stretch, simplify: type more")
    EditorFixture.press("<Esc>", &state)
    EditorFixture.press(CommandCase.typed("explode"), &state)
    guard case .prompt(let unknown) = state.screen.overlay else {
      Issue.record("the line closed")
      return
    }
    #expect(unknown.error?.hasPrefix("no command explode: intensity, sharpness") == true)
  }

  @Test("Tab completes as far as the names agree, then the whole name")
  func completion() {
    #expect(TrackReducer.complete("st") == "stretch ")
    #expect(TrackReducer.complete("s") == "s")
    #expect(TrackReducer.complete("in") == "in")
    #expect(TrackReducer.complete("ins") == "insert ")
    #expect(TrackReducer.complete("scale 8") == "scale 8")
  }

  @Test("u takes a typed edit back whole: pattern, selection and clean state")
  func undo() {
    var state = state()
    state.select(2, 4, 5)
    let before = state.track.pattern
    EditorFixture.press(CommandCase.typed("stretch 50"), &state)
    #expect(state.track.pattern != before && state.isDirty)
    EditorFixture.press("u", &state)
    #expect(state.track.pattern == before && !state.isDirty)
    #expect(state.track.selection.map(\.raw) == [2, 4, 5])
    #expect(state.screen.message?.text == "undid stretch")
    EditorFixture.press("<Ctrl-R>", &state)
    #expect(state.event(5)?.at == 340)
  }

  @Test("reversing a curve selects the stairs it made and moves the next id past them")
  func reverseCurve() {
    var state = state()
    state.select(4)
    EditorFixture.press(CommandCase.typed("reverse"), &state)
    // The 240 ms linear rise becomes five falling stairs, ids 7–11.
    #expect(state.track.selection.map(\.raw) == [7, 8, 9, 10, 11])
    #expect(state.track.nextEventID == 12)
    let stairs = state.track.selection.compactMap { state.event($0.raw) }
    #expect(stairs.allSatisfy { $0.curve == .hold } && stairs.first?.at == 360)
    #expect(zip(stairs, stairs.dropFirst()).allSatisfy { $0.intensity! > $1.intensity! })
    #expect(state.screen.message?.text.contains("1 curve became 5 held stairs") == true)
  }

  @Test("a read-only file refuses a typed edit with the reason")
  func readOnly() {
    var state = EditorFixture.state(readOnly: "no write permission")
    state.select(1)
    EditorFixture.press(CommandCase.typed("scale 50"), &state)
    #expect(state.event(1)?.intensity == 1)
    #expect(state.screen.message?.text.hasPrefix("read-only") == true)
  }
}
