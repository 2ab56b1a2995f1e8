import HapModel
import Testing

@testable import HapTUI

/// The longest-duration bound the visible-event searches start from (D248): undo and redo
/// raise it by the events they bring back without reading the whole track, so it never falls
/// below the truth; the next analysis answer makes it exact.
@Suite("Reducer: the longest-duration bound")
struct LongestDurationBoundTests {
  static func long(_ state: EditorState) -> Int {
    TrackState.longestDuration(in: state.track.pattern)
  }

  @Test("undo and redo keep the bound at or above the truth; an analysis makes it exact")
  func bound() {
    var state = EditorFixture.state()
    let start = state.track.longestDuration
    #expect(start == Self.long(state))
    // A continuous event 5 s long, then its removal undone and redone.
    state.track.cursorTime = 5_000
    _ = EditorFixture.press("c", &state)
    for _ in 0..<20 { _ = EditorFixture.press(">", &state) }
    let grown = Self.long(state)
    #expect(grown > start && state.track.longestDuration == grown)
    _ = EditorFixture.press("u", &state)
    #expect(state.track.longestDuration >= Self.long(state), "the bound never falls below")
    _ = EditorFixture.press("u", &state)
    #expect(state.track.longestDuration >= Self.long(state))
    _ = EditorFixture.press("<Ctrl-R>", &state)
    _ = EditorFixture.press("<Ctrl-R>", &state)
    #expect(state.track.longestDuration >= grown, "redo brings the long event's length back")
    _ = EditorFixture.press("u", &state)
    _ = EditorFixture.press("u", &state)
    let answer = Analysis(key: state.analysis.key, diagnostics: [], platforms: [])
    _ = EditorReducer.reduce(&state, .analyzed(answer))
    #expect(state.track.longestDuration == Self.long(state), "exact after an analysis")
  }
}
