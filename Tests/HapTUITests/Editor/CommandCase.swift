import HapModel

@testable import HapTUI

/// One reducer test: a state, keys pressed, and what the state and effects must then be.
struct CommandCase: Sendable {
  var keys: String
  var setup: @Sendable (inout EditorState) -> Void = { _ in }
  var check: @Sendable (EditorState, [Effect]) -> Void

  init(
    _ keys: String, setup: @escaping @Sendable (inout EditorState) -> Void = { _ in },
    check: @escaping @Sendable (EditorState, [Effect]) -> Void
  ) {
    self.keys = keys
    self.setup = setup
    self.check = check
  }

  /// Runs the case from the fixture state (120 × 40, analysed).
  func run() {
    var state = EditorFixture.analysed(EditorFixture.state())
    setup(&state)
    let effects = EditorFixture.press(keys, &state)
    check(state, effects)
  }
}

/// Helpers for setting up cases.
extension EditorState {
  mutating func select(_ ids: Int...) {
    track.selection = ids.map(EventID.init)
  }

  func event(_ id: Int) -> TrackEvent? {
    track.pattern.events.first { $0.id == EventID(id) }
  }
}
