import HapModel
import Testing

@testable import HapTUI

/// The frontmatter title in the inspector: typed exactly, undone and redone, saved and kept
/// for recovery.
@Suite("Reducer: the frontmatter title")
struct ReducerTitleTests {
  /// Types `text` character by character, as a terminal delivers it.
  func type(_ text: String, _ state: inout EditorState) {
    for character in text { _ = EditorReducer.reduce(&state, .key(.character(character))) }
  }

  /// Opens the title for typing (no event selected: the inspector starts at `id`, then `title`).
  func editTitle(_ state: inout EditorState) {
    EditorFixture.press("e j <Enter> <Ctrl-U>", &state)
  }

  @Test func aTypedTitleIsOneUndoableStepThatAsksForAnalysisAndRecovery() {
    var state = EditorFixture.state()
    editTitle(&state)
    #expect(state.inspector.fieldEditor?.field == .title)
    type("Tap: twice #2", &state)
    let effects = EditorFixture.press("<Enter>", &state)
    #expect(state.inspector.fieldEditor == nil)
    #expect(state.document.title == "Tap: twice #2")
    #expect(state.isDirty)
    #expect(state.edits.history.undoStack.map(\.label) == ["set title"])
    #expect(effects.requestsAnalysis)
    #expect(effects.contains(.storeRecovery(state.track.pattern, title: "Tap: twice #2")))
    guard case .analyze(let request) = effects.first else {
      Issue.record("no analysis requested")
      return
    }
    #expect(request.title == "Tap: twice #2")
    // The save carries the title to the writer.
    let save = EditorFixture.press("<Esc> w", &state)
    #expect(
      save.last
        == .save(
          SaveRequest(
            pattern: state.track.pattern, title: "Tap: twice #2",
            revision: state.edits.history.current)))
  }

  @Test func edgeSpacesAndNonASCIIAreKeptExactly() {
    var state = EditorFixture.state()
    editTitle(&state)
    type("  Café ☕️ ", &state)
    EditorFixture.press("<Enter>", &state)
    #expect(state.document.title == "  Café ☕️ ")
  }

  @Test func undoAndRedoRestoreTheTitleInOrderWithPatternEdits() {
    var state = EditorFixture.state()
    editTitle(&state)
    type("First", &state)
    EditorFixture.press("<Enter> <Esc> t", &state)
    let withEvent = state.track.pattern
    #expect(withEvent.events.count == 7)
    EditorFixture.press("u", &state)
    #expect(state.track.pattern == EditorFixture.pattern)
    #expect(state.document.title == "First")
    EditorFixture.press("u", &state)
    #expect(state.document.title == "Fixture")
    #expect(!state.isDirty)
    EditorFixture.press("<Ctrl-R>", &state)
    #expect(state.document.title == "First")
    EditorFixture.press("<Ctrl-R>", &state)
    #expect(state.document.title == "First" && state.track.pattern == withEvent)
  }

  @Test func enterOnTheShownTextChangesNothing() {
    var state = EditorFixture.state()
    state.document.title = "Folded\nover two lines\n"
    EditorFixture.press("e j <Enter>", &state)
    #expect(state.inspector.fieldEditor?.text == "Folded over two lines")
    EditorFixture.press("<Enter>", &state)
    #expect(state.inspector.fieldEditor == nil)
    #expect(state.document.title == "Folded\nover two lines\n")
    #expect(!state.isDirty)
    // Changing it replaces the whole multi-line title with the one line typed.
    EditorFixture.press("<Enter> <End> !", &state)
    EditorFixture.press("<Enter>", &state)
    #expect(state.document.title == "Folded over two lines!")
  }

  @Test func clearingEmptiesTheTitleAndAnEmptyTitleStaysEmpty() {
    var state = EditorFixture.state()
    let effects = EditorFixture.press("e j x", &state)
    #expect(state.document.title == "")
    #expect(effects.requestsAnalysis)
    EditorFixture.press("x", &state)
    #expect(state.edits.history.undoStack.count == 1)
    EditorFixture.press("u", &state)
    #expect(state.document.title == "Fixture")
  }

  @Test func aMissingTitleCanBeTyped() {
    var state = EditorFixture.state()
    state.document.title = nil
    editTitle(&state)
    #expect(state.inspector.fieldEditor?.text == "")
    type("Brand new", &state)
    EditorFixture.press("<Enter>", &state)
    #expect(state.document.title == "Brand new")
    EditorFixture.press("u", &state)
    #expect(state.document.title == nil)
  }

  @Test func refusedWithoutFrontmatterOrWhenReadOnly() {
    var bare = EditorFixture.state()
    bare.document.hasFrontmatter = false
    EditorFixture.press("e j <Enter>", &bare)
    #expect(bare.inspector.fieldEditor == nil)
    #expect(bare.screen.message?.kind == .error)
    #expect(bare.screen.message?.text.contains("no frontmatter") == true)
    var readOnly = EditorFixture.state(readOnly: "HAP007 not JSON")
    EditorFixture.press("e j x", &readOnly)
    #expect(readOnly.document.title == "Fixture")
    #expect(readOnly.screen.message?.kind == .error)
  }

  @Test func stepKeysPointAtEnter() {
    var state = EditorFixture.state()
    EditorFixture.press("e j l", &state)
    #expect(state.document.title == "Fixture")
    #expect(state.screen.message?.text == "Enter types a new title")
  }
}
