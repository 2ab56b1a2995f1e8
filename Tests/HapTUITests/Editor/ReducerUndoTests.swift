import HapModel
import Testing

@testable import HapTUI

@Suite("Reducer: undo and redo of every edit")
struct ReducerUndoTests {
  /// Each editing key, with the event selected first (if any) and an optional setup.
  static let edits: [(String, [Int], @Sendable (inout EditorState) -> Void)] = [
    ("t", [], { _ in }), ("c", [], { _ in }), ("H", [3], { _ in }), ("L L", [3], { _ in }),
    ("K", [3], { _ in }), ("J J", [4], { _ in }), ("<", [2], { _ in }), ("> >", [4], { _ in }),
    ("[", [2], { _ in }), ("]", [5], { _ in }), ("v", [2], { _ in }), ("x", [3], { _ in }),
    ("G", [2], { $0.track.snap = 25 }), ("W W", [], { _ in }), ("e j j l", [3], { _ in }),
    ("e j j j h", [], { _ in }), ("e x", [], { $0.inspector.field = .fallbacksWeb }),
    ("e <Enter> 4 2 <Enter>", [6], { _ in }),
    ("y p", [3], { $0.track.cursorTime = 900 }), ("y P", [2, 3], { $0.track.cursorTime = 900 }),
    ("D", [4], { _ in }),
    (
      "x", [],
      {
        $0.track.cursorTime = 290
        EditorFixture.press("V l l l l l l", &$0)
      }
    ), (")", [4], { _ in }),
    ("(", [], { $0.track.cursorTime = 1000 }), ("~ ) ", [5], { _ in }),
  ]

  @Test(
    "u restores the pattern and selection before the edit; Ctrl-R brings the edit back",
    arguments: 0..<edits.count)
  func undoRedo(_ index: Int) {
    let (keys, selection, setup) = Self.edits[index]
    var state = EditorFixture.state()
    state.select(contentsOf: selection)
    setup(&state)
    let before = (state.track.pattern, state.track.selection)
    EditorFixture.press(keys, &state)
    #expect(state.track.pattern != before.0, "\(keys) changed nothing")
    let after = (state.track.pattern, state.track.selection)
    state.screen.focus = .grid
    EditorFixture.press("u", &state)
    #expect(state.track.pattern == before.0, "\(keys)")
    #expect(state.track.selection == before.1, "\(keys)")
    #expect(!state.isDirty)
    EditorFixture.press("<Ctrl-R>", &state)
    #expect(state.track.pattern == after.0, "\(keys)")
    #expect(state.track.selection == after.1, "\(keys)")
  }
}

extension EditorState {
  mutating func select(contentsOf ids: [Int]) {
    track.selection = ids.map(EventID.init)
  }
}
