import HapTestSupport
import Testing

@testable import HapTUI

/// `:messages`: the status messages kept whole, as vim's message log (D155).
@Suite("Message log (:messages)")
struct MessageLogTests {
  /// A message longer than any status line: the end is the useful half.
  static let long =
    "device attached: a phone whose name is long enough that the status line at 120 columns "
    + "cuts it, and the end of it says what matters: pixel-7-lab-bench-2"

  @Test("the log keeps the last 50 messages, oldest first")
  func keepsTheLastFifty() {
    var log = MessageLog()
    for number in 1...60 { log.record(StatusMessage("message \(number)")) }
    #expect(log.entries.count == 50)
    #expect(log.entries.first?.text == "message 11" && log.entries.last?.text == "message 60")
  }

  @Test("each new status message is logged whole; one kept across actions is logged once")
  func reducerRecords() {
    var state = EditorFixture.state()
    _ = EditorReducer.reduce(&state, .deviceChanged(name: String(Self.long.dropFirst(17))))
    EditorFixture.press("%", &state)
    // Cursor keys clear the message and say nothing: nothing new to log.
    EditorFixture.press("l l", &state)
    EditorFixture.press("T", &state)
    #expect(
      state.screen.messageLog.entries.map(\.text) == [
        Self.long, "% does nothing here; ? shows the keys", "monochrome: sharpness as ░▒▓█",
      ])
    #expect(state.screen.messageLog.entries.map(\.kind) == [.info, .error, .info])
  }

  @Test(":messages opens the log at its newest; j/k scroll within it; q and Esc close it")
  func overlay() {
    var state = EditorFixture.state(size: EditorFixture.small)
    for number in 1...30 {
      _ = EditorReducer.reduce(&state, .deviceChanged(name: "phone \(number)"))
    }
    EditorFixture.press(CommandCase.typed("messages"), &state)
    // 24 rows: 2 of status, 1 title, 21 lines of log; 30 messages, so the top 9 are above.
    #expect(state.screen.overlay == .messages(scroll: 9))
    #expect(state.keyContext == .messages)
    EditorFixture.press("j", &state)
    #expect(state.screen.overlay == .messages(scroll: 9), "already at the newest")
    EditorFixture.press("k k", &state)
    #expect(state.screen.overlay == .messages(scroll: 7))
    EditorFixture.press("q", &state)
    #expect(state.screen.overlay == nil && !state.screen.isQuitting)
    EditorFixture.press(": m e <Tab> <Enter> <Esc>", &state)
    #expect(state.screen.overlay == nil)
    // Opening the log adds nothing to it.
    #expect(state.screen.messageLog.entries.count == 30)
  }

  @Test("the overlay shows a long message in full, wrapped (golden)")
  func screen() {
    var state = EditorFixture.state(size: EditorFixture.wide)
    EditorFixture.press("%", &state)
    _ = EditorReducer.reduce(&state, .deviceChanged(name: String(Self.long.dropFirst(17))))
    let statusLine = EditorScreen.render(state).row(38)
    #expect(!statusLine.contains("pixel-7-lab-bench-2"), "the status line cuts it")
    EditorFixture.press(CommandCase.typed("messages"), &state)
    let text = EditorScreen.render(state).text
    SnapshotFolder.screens.check(text, named: "messages-120x40")
    #expect(text.contains("pixel-7-lab-bench-2"))
    #expect(text.contains("% does nothing here; ? shows the keys"))
  }
}
