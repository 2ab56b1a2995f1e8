import HapModel
import Testing

@testable import HapTUI

extension CommandCase {
  /// Cursor, view and selection commands.
  static let navigation: [Command: CommandCase] = [
    .cursorLeft: CommandCase("h", setup: { $0.track.cursorTime = 100 }) { state, effects in
      #expect(state.track.cursorTime == 80)
      #expect(effects.isEmpty)
    },
    .cursorRight: CommandCase("l l", setup: { $0.track.snap = 25 }) { state, _ in
      #expect(state.track.cursorTime == 50)
    },
    .cursorUp: CommandCase("k") { state, _ in #expect(state.track.cursorLevel == 0.6) },
    .cursorDown: CommandCase("<Down>") { state, _ in #expect(state.track.cursorLevel == 0.4) },
    .cursorStart: CommandCase("0", setup: { $0.track.cursorTime = 300 }) { state, _ in
      #expect(state.track.cursorTime == 0)
    },
    .cursorEnd: CommandCase("$") { state, _ in #expect(state.track.cursorTime == 800) },
    .pageLeft: CommandCase(
      "<PgUp>",
      setup: {
        $0.track.viewport.start = 1540
        $0.track.cursorTime = 1600
      }
    ) { state, _ in
      #expect(state.track.viewport.start == 0)
      #expect(state.track.cursorTime == 60)
    },
    .pageRight: CommandCase("<PgDn>") { state, _ in
      #expect(state.track.viewport.start == 1540)
      #expect(state.track.cursorTime == 1540)
    },
    .zoomIn: CommandCase("=", setup: { $0.track.cursorTime = 400 }) { state, _ in
      #expect(state.track.viewport.msPerColumn == 10)
      // The cursor keeps its column (20) while the scale changes around it.
      #expect(state.track.viewport.column(of: 400) == 20)
    },
    .zoomOut: CommandCase("-", setup: { $0.track.cursorTime = 400 }) { state, _ in
      #expect(state.track.viewport.msPerColumn == 50)
      #expect(state.track.viewport.start == 0)
    },
    .zoomFit: CommandCase("= = z") { state, _ in
      #expect(state.track.viewport.msPerColumn == 20)
      #expect(state.track.viewport.start == 0)
    },
    .cycleSnap: CommandCase(
      "g",
      setup: {
        $0.track.cursorTime = 37
        $0.track.snap = 10
      }
    ) { state, _ in
      #expect(state.track.snap == 25)
      #expect(state.track.cursorTime == 25)
      #expect(state.screen.message?.text.contains("snap to 25 ms") == true)
    },
    .selectNext: CommandCase("<Tab> <Tab>") { state, _ in
      #expect(state.track.selection == [EventID(2)])
      #expect(state.track.cursorTime == 40)
      #expect(state.track.cursorLevel == 0.8)
    },
    .selectPrevious: CommandCase("<Shift-Tab>", setup: { $0.track.cursorTime = 350 }) { state, _ in
      #expect(state.track.selection == [EventID(3)])
    },
    .selectAtCursor: CommandCase(
      "<Enter>",
      setup: {
        $0.track.cursorTime = 100
        $0.track.cursorLevel = 0.8
      }
    ) { state, _ in
      #expect(state.track.selection == [EventID(2)])
    },
    .selectAll: CommandCase("A") { state, _ in #expect(state.track.selection.count == 6) },
    .clearSelection: CommandCase("<Esc>", setup: { $0.select(1) }) { state, _ in
      #expect(state.track.selection.isEmpty)
    },
  ]
}
