import HapModel
import Testing

@testable import HapTUI

extension CommandCase {
  /// Keys that type `text` on the `:` line and press Enter (`":scale 80"`).
  static func typed(_ text: String) -> String {
    ": " + text.map { $0 == " " ? "<Space>" : String($0) }.joined(separator: " ") + " <Enter>"
  }

  /// A staircase of touching 10 ms hold steps from 0 ms, ids from 1.
  static func staircase(_ levels: [Double]) -> HapticPattern {
    HapticPattern(
      id: "steps",
      track: levels.enumerated().map { index, level in
        EditorFixture.event(
          index + 1, .continuous, at: index * 10, intensity: level, sharpness: 0.5,
          duration: 10, curve: .hold)
      })
  }

  /// The selection edits of issue 22, typed after `:`: each one undo step that says what it did.
  static let reshape: [Command: CommandCase] = [
    .setIntensity: CommandCase(typed("intensity 0.25"), setup: { $0.select(2, 3) }) {
      state, effects in
      #expect(state.event(2)?.intensity == 0.25 && state.event(3)?.intensity == 0.25)
      #expect(state.event(1)?.intensity == 1)
      #expect(state.edits.history.undoStack.count == 1)
      #expect(state.screen.message?.text == "set intensity of 2 events to 0.25 (u undoes)")
      #expect(state.screen.overlay == nil)
      #expect(effects.requestsAnalysis && effects.storesRecovery)
    },
    .setSharpness: CommandCase(": s h a <Tab> 0 . 7 <Enter>", setup: { $0.select(4) }) {
      state, _ in
      // Tab completed `sha` to `sharpness `.
      #expect(state.event(4)?.sharpness == 0.7)
      #expect(state.screen.message?.text == "set sharpness of 1 event to 0.7 (u undoes)")
    },
    .scaleIntensity: CommandCase(typed("scale 80%"), setup: { $0.select(1, 3, 6) }) {
      state, _ in
      #expect([1, 3, 6].map { state.event($0)?.intensity } == [0.8, 0.4, 0.24])
      #expect(state.event(2)?.intensity == 0.8)
      #expect(state.screen.message?.text == "scaled 3 events by 80% (u undoes)")
      #expect(state.track.selection.map(\.raw) == [1, 3, 6])
    },
    .normalize: CommandCase(typed("norm"), setup: { $0.select(3, 6) }) { state, _ in
      #expect(state.event(3)?.intensity == 1 && state.event(6)?.intensity == 0.6)
      #expect(state.screen.message?.text == "normalised 2 events to peak 1 (×2) (u undoes)")
    },
    .stretch: CommandCase(typed("stretch 200"), setup: { $0.select(5, 6) }) { state, _ in
      #expect(state.event(5)?.at == 640 && state.event(5)?.duration == 240)
      #expect(state.event(6)?.at == 960)
      #expect(state.screen.message?.text == "stretched 2 events to 200%: 160 → 320 ms (u undoes)")
    },
    .reverse: CommandCase(typed("rev"), setup: { $0.select(5, 6) }) { state, _ in
      // 640–800: the tap at 800 comes first, the 120 ms hold ends the range.
      #expect(state.event(6)?.at == 640 && state.event(5)?.at == 680)
      #expect(state.track.pattern.events.map(\.id.raw) == [1, 2, 3, 4, 6, 5])
      #expect(state.edits.history.undoStack.count == 1)
    },
    .insertTime: CommandCase(typed("insert 100"), setup: { $0.track.cursorTime = 300 }) {
      state, _ in
      #expect(state.track.pattern.events.map(\.at) == [0, 40, 400, 460, 740, 900])
      #expect(
        state.screen.message?.text
          == "inserted 100 ms at 300 ms: 4 events moved later (u undoes)")
    },
    .deleteTime: CommandCase(typed("delete 60ms"), setup: { $0.track.cursorTime = 300 }) {
      state, _ in
      #expect(state.track.pattern.events.map(\.id.raw) == [1, 2, 4, 5, 6])
      #expect(state.track.pattern.events.map(\.at) == [0, 40, 300, 580, 740])
    },
    .trimSilence: CommandCase(
      typed("trim"), setup: { $0.track.pattern.track?[0].intensity = 0.01 }
    ) { state, _ in
      #expect(state.track.pattern.events.first?.id.raw == 2)
      #expect(state.track.pattern.events.map(\.at) == [0, 260, 320, 600, 760])
      #expect(
        state.screen.message?.text
          == "trimmed: 1 event at most 0.02 loud removed, 40 ms of leading silence cut"
          + " (u undoes)")
    },
    .simplify: CommandCase(
      typed("simplify 0.05"),
      setup: {
        $0 = EditorFixture.analysed(
          EditorFixture.state(pattern: staircase([0.5, 0.55, 0.58, 0.9, 0.92])))
        $0.select(1, 2, 3, 4, 5)
      }
    ) { state, _ in
      #expect(state.track.pattern.events.map(\.duration) == [30, 20])
      #expect(state.track.pattern.events.map(\.intensity) == [0.54, 0.91])
      #expect(state.track.selection.map(\.raw) == [1, 4])
      #expect(state.edits.memory.simplifyTolerance == 0.05)
      #expect(
        state.screen.message?.text
          == "simplified 5 steps to 2 within 0.05 (at most 0.04 from before) (u undoes)")
    },
    .envelope: CommandCase(
      typed("envelope"),
      setup: {
        $0 = EditorFixture.analysed(EditorFixture.state(pattern: CommandCase.ramp))
        $0.track.selection = $0.track.pattern.events.map(\.id)
      }
    ) { state, effects in
      let view = state.track.envelope
      #expect(view?.points.count == 3 && view?.ids.count == 30)
      #expect(view?.points.map(\.time) == [0, 195, 300])
      #expect(effects.isEmpty && !state.isDirty)
      #expect(state.screen.message?.text.hasPrefix("envelope: 30 events as 3 breakpoints") == true)
    },
  ]

  /// A rise from 0.1 to 0.8 in twenty 10 ms steps, then ten steps held at 0.8.
  static let ramp: HapticPattern = {
    let levels: [Double] = (0..<30).map { (index: Int) -> Double in
      guard index < 20 else { return 0.8 }
      let level: Double = 0.1 + 0.7 * Double(index) / 19
      return (level * 100).rounded() / 100
    }
    return staircase(levels)
  }()
}
