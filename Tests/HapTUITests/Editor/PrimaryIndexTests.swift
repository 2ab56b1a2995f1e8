import HapModel
import Testing

@testable import HapTUI

/// The primary event's index found from the reducer's hint: where the hint still points at it,
/// a few places either side (an edit added or removed an event before it), or anywhere else.
@Suite struct PrimaryIndexTests {
  /// A state over `count` transients, the event at `selected` the primary one.
  static func state(count: Int, selected: Int) -> EditorState {
    let events = (0..<count).map {
      TrackEvent(id: EventID($0 + 1), at: $0 * 10, type: .transient, intensity: 0.5)
    }
    var state = EditorFixture.state(pattern: HapticPattern(id: "many", track: events))
    state.track.selection = [state.track.pattern.events[selected].id]
    return state
  }

  @Test(arguments: [nil, 500, 499, 501, 492, 508, 491, 509, 0, 999, 5_000] as [Int?])
  func theIndexIsFoundWhereverTheHintPoints(hint: Int?) {
    var state = Self.state(count: 1_000, selected: 500)
    state.track.primaryHint = hint
    #expect(state.track.primaryIndex == 500)
  }

  @Test func anEventNoLongerInTheTrackHasNoIndex() {
    var state = Self.state(count: 100, selected: 50)
    state.track.primaryHint = 50
    state.track.selection = [EventID(999_999)]
    #expect(state.track.primaryIndex == nil)
    state.track.selection = []
    #expect(state.track.primaryIndex == nil)
  }

  /// After an added transient and its undo, the hint the reducer keeps still finds the primary
  /// event, and it is the one the inspector names.
  @Test func addAndUndoKeepThePrimaryEvent() {
    var state = Self.state(count: 1_000, selected: 500)
    _ = EditorReducer.reduce(&state, .key(.right))
    let primary = state.track.selection.last
    let index = state.track.primaryIndex
    EditorFixture.press("t", &state)
    #expect(
      state.track.primaryIndex.map { state.track.pattern.events[$0].id }
        == state.track.selection.last)
    #expect(state.track.primaryHint == state.track.primaryIndex)
    EditorFixture.press("u", &state)
    #expect(state.track.selection.last == primary && state.track.primaryIndex == index)
  }

  /// With nothing selected the hint stays where the last primary event was, so the next add at
  /// the cursor finds its new event near it.
  @Test func anEmptySelectionKeepsTheLastHint() {
    var state = Self.state(count: 1_000, selected: 500)
    state.track.refreshPrimaryHint()
    #expect(state.track.primaryHint == 500)
    state.track.selection = []
    state.track.refreshPrimaryHint()
    #expect(state.track.primaryHint == 500 && state.track.primaryIndex == nil)
    state.track.selection = [state.track.pattern.events[503].id]
    #expect(state.track.primaryIndex == 503)
  }
}
