import HapModel
import Testing

@testable import HapTUI

extension CommandCase {
  /// The count prefix and the `Ctrl-W` pane keys.
  static let counts: [Command: CommandCase] = [
    .count: CommandCase("1 5 L", setup: { $0.select(3) }) { state, _ in
      // A count is the nudge in milliseconds: 15 ms, not 15 steps.
      #expect(state.event(3)?.at == 315)
      #expect(state.edits.memory.count == nil)
      #expect(state.edits.history.undoStack.count == 1)
    },
    .choosePane: CommandCase("<Ctrl-W> 3") { state, _ in
      #expect(state.screen.focus == .platforms)
      #expect(!state.edits.memory.choosingPane)
    },
    .focusNextPane: CommandCase("<Ctrl-W> w <Ctrl-W> <Tab>") { state, _ in
      #expect(state.screen.focus == .platforms)
    },
    .cancelPane: CommandCase("<Ctrl-W> 2 <Ctrl-W> <Esc>") { state, _ in
      #expect(state.screen.focus == .inspector && state.keyContext == .inspector)
      #expect(state.screen.message?.text == "no pane chosen")
    },
  ]
}
