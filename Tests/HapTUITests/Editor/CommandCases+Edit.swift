import HapModel
import Testing

@testable import HapTUI

extension CommandCase {
  /// Commands that change the pattern.
  static let edits: [Command: CommandCase] = [
    .addTransient: CommandCase(
      "t",
      setup: {
        $0.track.cursorTime = 500
        $0.track.cursorLevel = 0.7
      }
    ) { state, effects in
      let added = state.event(7)
      #expect(added?.type == .transient && added?.at == 500 && added?.intensity == 0.7)
      #expect(state.track.selection == [EventID(7)])
      #expect(state.isDirty)
      #expect(effects.requestsAnalysis && effects.storesRecovery)
      #expect(state.track.pattern.events.map(\.at) == state.track.pattern.events.map(\.at).sorted())
    },
    .addContinuous: CommandCase("c", setup: { $0.track.cursorTime = 900 }) { state, _ in
      #expect(state.event(7)?.type == .continuous)
      #expect(state.event(7)?.duration == 100)
    },
    // Nudges step 10 ms without a snap grid, whatever the zoom (here 20 ms per column).
    .dragLeft: CommandCase("H", setup: { $0.select(3) }) { state, _ in
      #expect(state.event(3)?.at == 290)
      #expect(state.track.cursorTime == 290)
    },
    .dragRight: CommandCase("L L L L L L", setup: { $0.select(3) }) { state, _ in
      #expect(state.event(3)?.at == 360)
      #expect(state.track.pattern.events.map(\.id.raw) == [1, 2, 4, 3, 5, 6])
      // A run of nudges is one undo step.
      #expect(state.edits.history.undoStack.count == 1)
    },
    .dragUp: CommandCase("K", setup: { $0.select(3) }) { state, _ in
      #expect(state.event(3)?.intensity == 0.6)
    },
    .dragDown: CommandCase("<Shift-Down>", setup: { $0.select(3) }) { state, _ in
      #expect(state.event(3)?.intensity == 0.4)
    },
    .shorten: CommandCase("<", setup: { $0.select(2) }) { state, _ in
      #expect(state.event(2)?.duration == 190)
    },
    .lengthen: CommandCase(">", setup: { $0.select(1) }) { state, effects in
      #expect(effects.isEmpty)
      #expect(state.screen.message?.kind == .error)
      #expect(!state.isDirty)
    },
    .sharpnessDown: CommandCase("[", setup: { $0.select(2) }) { state, _ in
      #expect(state.event(2)?.sharpness == 0.15)
    },
    .sharpnessUp: CommandCase("] ]", setup: { $0.select(3) }) { state, _ in
      #expect(state.event(3)?.sharpness == 0.7)
      #expect(state.edits.history.undoStack.count == 1)
    },
    .cycleCurve: CommandCase("v", setup: { $0.select(2) }) { state, _ in
      #expect(state.event(2)?.curve == .hold)
    },
    .deleteSelection: CommandCase("x", setup: { $0.select(3, 4) }) { state, effects in
      #expect(state.track.pattern.events.count == 4)
      #expect(state.track.selection.isEmpty)
      #expect(effects.requestsAnalysis)
    },
    .snapSelection: CommandCase(
      "G",
      setup: {
        $0.select(2)
        $0.track.snap = 25
      }
    ) { state, _ in
      #expect(state.event(2)?.at == 50)
    },
    .deriveWeb: CommandCase("W") { state, _ in
      // The fixture's fallbacks.web was written by hand: the first W only asks.
      #expect(state.track.pattern == EditorFixture.pattern && !state.isDirty)
      #expect(state.screen.message?.text.contains("W again replaces it") == true)
      var confirmed = state
      EditorFixture.press("W", &confirmed)
      #expect(
        confirmed.track.pattern.fallbacks?.web
          == WebFallbackDerivation.derive(from: EditorFixture.pattern.events))
      #expect(confirmed.track.pattern.fallbacks?.reduced == "selection")
      // Anything in between keeps the hand-written list: W asks again.
      var kept = state
      EditorFixture.press("l W", &kept)
      #expect(kept.track.pattern.fallbacks?.web == EditorFixture.pattern.fallbacks?.web)
      // A pattern without one gets it at once.
      var bare = EditorFixture.state(
        pattern: HapticPattern(id: "fixture", track: EditorFixture.pattern.track))
      EditorFixture.press("W", &bare)
      #expect(bare.track.pattern.fallbacks?.web?.isEmpty == false)
      #expect(bare.track.pattern.fallbacks?.web?.first ?? 0 >= WebFallbackDerivation.minimumPulse)
    },
    .repair: CommandCase(
      "F",
      setup: {
        var broken = EditorFixture.pattern
        broken.track?.swapAt(0, 5)
        $0 = EditorFixture.state(pattern: broken, readOnly: "HAP005 out of order", repairable: true)
      }
    ) { state, effects in
      #expect(!state.isReadOnly)
      #expect(state.track.pattern.events.map(\.at) == state.track.pattern.events.map(\.at).sorted())
      #expect(state.isDirty && effects.requestsAnalysis)
      var undone = state
      EditorFixture.press("u", &undone)
      #expect(undone.isReadOnly)
    },
    .undo: CommandCase("t u") { state, effects in
      #expect(state.track.pattern == EditorFixture.pattern)
      #expect(!state.isDirty)
      #expect(effects.contains(.clearRecovery))
      #expect(state.screen.message?.text == "undid add transient")
    },
    .redo: CommandCase("t u <Ctrl-R>") { state, _ in
      #expect(state.track.pattern.events.count == 7)
      #expect(state.track.selection == [EventID(7)])
    },
  ]
}
