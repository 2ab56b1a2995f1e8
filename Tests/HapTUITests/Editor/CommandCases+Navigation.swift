import HapModel
import Testing

@testable import HapTUI

extension CommandCase {
  /// Cursor, view and selection commands.
  static let navigation: [Command: CommandCase] = [
    .cursorLeft: CommandCase("h", setup: { $0.cursorTime = 100 }) { state, effects in
      #expect(state.cursorTime == 80)
      #expect(effects.isEmpty)
    },
    .cursorRight: CommandCase("l l", setup: { $0.snap = 25 }) { state, _ in
      #expect(state.cursorTime == 50)
    },
    .cursorUp: CommandCase("k") { state, _ in #expect(state.cursorLevel == 0.6) },
    .cursorDown: CommandCase("<Down>") { state, _ in #expect(state.cursorLevel == 0.4) },
    .cursorStart: CommandCase("0", setup: { $0.cursorTime = 300 }) { state, _ in
      #expect(state.cursorTime == 0)
    },
    .cursorEnd: CommandCase("$") { state, _ in #expect(state.cursorTime == 800) },
    .pageLeft: CommandCase(
      "<PgUp>",
      setup: {
        $0.viewport.start = 1540
        $0.cursorTime = 1600
      }
    ) { state, _ in
      #expect(state.viewport.start == 0)
      #expect(state.cursorTime == 60)
    },
    .pageRight: CommandCase("<PgDn>") { state, _ in
      #expect(state.viewport.start == 1540)
      #expect(state.cursorTime == 1540)
    },
    .zoomIn: CommandCase("=", setup: { $0.cursorTime = 400 }) { state, _ in
      #expect(state.viewport.msPerColumn == 10)
      // The cursor keeps its column (20) while the scale changes around it.
      #expect(state.viewport.column(of: 400) == 20)
    },
    .zoomOut: CommandCase("-", setup: { $0.cursorTime = 400 }) { state, _ in
      #expect(state.viewport.msPerColumn == 50)
      #expect(state.viewport.start == 0)
    },
    .zoomFit: CommandCase("= = z") { state, _ in
      #expect(state.viewport.msPerColumn == 20)
      #expect(state.viewport.start == 0)
    },
    .cycleSnap: CommandCase(
      "g",
      setup: {
        $0.cursorTime = 37
        $0.snap = 10
      }
    ) { state, _ in
      #expect(state.snap == 25)
      #expect(state.cursorTime == 25)
      #expect(state.message?.text.contains("snap to 25 ms") == true)
    },
    .selectNext: CommandCase("<Tab> <Tab>") { state, _ in
      #expect(state.selection == [EventID(2)])
      #expect(state.cursorTime == 40)
      #expect(state.cursorLevel == 0.8)
    },
    .selectPrevious: CommandCase("<Shift-Tab>", setup: { $0.cursorTime = 350 }) { state, _ in
      #expect(state.selection == [EventID(3)])
    },
    .selectAtCursor: CommandCase(
      "<Enter>",
      setup: {
        $0.cursorTime = 100
        $0.cursorLevel = 0.8
      }
    ) { state, _ in
      #expect(state.selection == [EventID(2)])
    },
    .selectAll: CommandCase("A") { state, _ in #expect(state.selection.count == 6) },
    .clearSelection: CommandCase("<Esc>", setup: { $0.select(1) }) { state, _ in
      #expect(state.selection.isEmpty)
    },
  ]
}
