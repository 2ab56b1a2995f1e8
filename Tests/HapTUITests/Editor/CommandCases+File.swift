import HapModel
import Testing

@testable import HapTUI

extension CommandCase {
  /// Saving, quitting, dialogs and app commands.
  static let file: [Command: CommandCase] = [
    .save: CommandCase("t w") { state, effects in
      #expect(
        effects.last
          == .save(
            SaveRequest(pattern: state.pattern, title: "Fixture", revision: state.history.current)))
      var saved = state
      let after = EditorReducer.reduce(
        &saved, .saveFinished(.saved(revision: state.history.current, thenQuit: false)))
      #expect(!saved.isDirty && after == [.clearRecovery])
      var readOnly = EditorFixture.state(readOnly: "HAP007 not JSON")
      #expect(EditorFixture.press("w", &readOnly).isEmpty)
      #expect(readOnly.message?.kind == .error)
    },
    .quit: CommandCase("q") { state, effects in
      #expect(effects == [.clearRecovery, .quit])
      #expect(state.isQuitting)
      var dirty = EditorFixture.state()
      let asked = EditorFixture.press("t q", &dirty)
      #expect(!asked.contains(.quit))
      #expect(dirty.overlay == .confirmQuit)
    },
    .confirmSaveQuit: CommandCase("t q w") { state, effects in
      guard case .save(let request) = effects.last else {
        Issue.record("no save")
        return
      }
      #expect(request.thenQuit)
      var saved = state
      let after = EditorReducer.reduce(
        &saved, .saveFinished(.saved(revision: request.revision, thenQuit: true)))
      #expect(after == [.clearRecovery, .quit])
    },
    .saveElsewhere: CommandCase(
      "<Backspace> <Backspace> <Backspace> <Backspace> <Backspace> <Backspace> <Backspace> x . h a p . m d <Enter>",
      setup: {
        EditorFixture.press("t w", &$0)
        _ = EditorReducer.reduce(
          &$0,
          .saveFinished(
            .notWritable(
              reason: "fixture.hap.md is read-only (mode 444)",
              suggestion: "/tmp/fixture-copy.hap.md", thenQuit: false)))
      }
    ) { state, effects in
      guard case .save(let request) = effects.last else {
        Issue.record("no save elsewhere")
        return
      }
      #expect(request.path == "/tmp/fixture-copyx.hap.md" && !request.force)
      var saved = state
      _ = EditorReducer.reduce(
        &saved,
        .saveFinished(
          .savedElsewhere(
            revision: request.revision, path: "/tmp/fixture-copyx.hap.md", thenQuit: false)))
      #expect(saved.overlay == nil && !saved.isDirty)
      #expect(saved.document.path == "/tmp/fixture-copyx.hap.md")
      #expect(saved.document.writeProblem == nil)
    },
    .confirmDiscardQuit: CommandCase("t q d") { state, effects in
      #expect(effects.suffix(2) == [.clearRecovery, .quit])
      #expect(state.overlay == nil)
    },
    .confirmOverwrite: CommandCase(
      "o",
      setup: {
        EditorFixture.press("t w", &$0)
        _ = EditorReducer.reduce(&$0, .saveFinished(.changedOnDisk(thenQuit: false)))
      }
    ) { state, effects in
      guard case .save(let request) = effects.last else {
        Issue.record("no forced save")
        return
      }
      #expect(request.force && !request.thenQuit)
      #expect(state.overlay == nil)
      var cancelled = EditorFixture.state()
      EditorFixture.press("t w", &cancelled)
      _ = EditorReducer.reduce(&cancelled, .saveFinished(.changedOnDisk(thenQuit: false)))
      #expect(cancelled.overlay == .confirmOverwrite(thenQuit: false))
      #expect(EditorFixture.press("<Esc>", &cancelled).isEmpty)
      #expect(cancelled.overlay == nil && cancelled.isDirty)
    },
    .restoreRecovery: CommandCase("r", setup: { $0.overlay = .recovery(CommandCase.offer) }) {
      state, effects in
      #expect(state.pattern == CommandCase.offer.pattern)
      #expect(state.isDirty && state.overlay == nil)
      #expect(effects.storesRecovery)
      var undone = state
      EditorFixture.press("u", &undone)
      #expect(undone.pattern == EditorFixture.pattern)
    },
    .discardRecovery: CommandCase("d", setup: { $0.overlay = .recovery(CommandCase.offer) }) {
      state, effects in
      #expect(state.pattern == EditorFixture.pattern && !state.isDirty)
      #expect(effects == [.clearRecovery])
    },
    .help: CommandCase("?") { state, _ in #expect(state.overlay == .help(scroll: 0)) },
    .closeOverlay: CommandCase("? j j <Esc>") { state, _ in #expect(state.overlay == nil) },
    .toggleTheme: CommandCase("T") { state, effects in
      #expect(state.monochrome)
      #expect(effects == [.redraw])
    },
    .redraw: CommandCase("<Ctrl-L>") { _, effects in #expect(effects == [.redraw]) },
    .suspend: CommandCase("<Ctrl-Z>") { _, effects in #expect(effects == [.suspend]) },
  ]

  static let offer = RecoveryOffer(
    pattern: HapticPattern(
      id: "fixture",
      track: [EditorFixture.event(1, .transient, at: 10, intensity: 0.2, sharpness: 0.2)]),
    savedAt: "2026-11-30 09:00")
}
