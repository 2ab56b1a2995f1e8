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
            SaveRequest(
              pattern: state.track.pattern, title: "Fixture", revision: state.edits.history.current)
          ))
      var saved = state
      let after = EditorReducer.reduce(
        &saved, .saveFinished(.saved(revision: state.edits.history.current, thenQuit: false)))
      #expect(!saved.isDirty && after == [.clearRecovery])
      var readOnly = EditorFixture.state(readOnly: "HAP007 not JSON")
      #expect(EditorFixture.press("w", &readOnly).isEmpty)
      #expect(readOnly.screen.message?.kind == .error)
    },
    .quit: CommandCase("q") { state, effects in
      #expect(effects == [.clearRecovery, .quit])
      #expect(state.screen.isQuitting)
      var dirty = EditorFixture.state()
      let asked = EditorFixture.press("t q", &dirty)
      #expect(!asked.contains(.quit))
      #expect(dirty.screen.overlay == .confirmQuit)
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
      #expect(saved.screen.overlay == nil && !saved.isDirty)
      #expect(saved.document.path == "/tmp/fixture-copyx.hap.md")
      #expect(saved.document.writeProblem == nil)
    },
    .confirmDiscardQuit: CommandCase("t q d") { state, effects in
      #expect(effects.suffix(2) == [.clearRecovery, .quit])
      #expect(state.screen.overlay == nil)
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
      #expect(state.screen.overlay == nil)
      var cancelled = EditorFixture.state()
      EditorFixture.press("t w", &cancelled)
      _ = EditorReducer.reduce(&cancelled, .saveFinished(.changedOnDisk(thenQuit: false)))
      #expect(cancelled.screen.overlay == .confirmOverwrite(thenQuit: false))
      #expect(EditorFixture.press("<Esc>", &cancelled).isEmpty)
      #expect(cancelled.screen.overlay == nil && cancelled.isDirty)
    },
    .restoreRecovery: CommandCase("r", setup: { $0.screen.overlay = .recovery(CommandCase.offer) })
    {
      state, effects in
      #expect(state.track.pattern == CommandCase.offer.pattern)
      #expect(state.isDirty && state.screen.overlay == nil)
      #expect(effects.storesRecovery)
      var undone = state
      EditorFixture.press("u", &undone)
      #expect(undone.track.pattern == EditorFixture.pattern)
    },
    .discardRecovery: CommandCase("d", setup: { $0.screen.overlay = .recovery(CommandCase.offer) })
    {
      state, effects in
      #expect(state.track.pattern == EditorFixture.pattern && !state.isDirty)
      #expect(effects == [.clearRecovery])
    },
    .quitKeepingRecovery: CommandCase(
      "q", setup: { $0.screen.overlay = .recovery(CommandCase.offer) }
    ) { state, effects in
      // Backing out of the question leaves, and keeps the recovery file (no clearRecovery).
      #expect(effects == [.quit] && state.screen.isQuitting)
      #expect(state.track.pattern == EditorFixture.pattern)
      var escaped = EditorFixture.state()
      escaped.screen.overlay = .recovery(CommandCase.offer)
      #expect(EditorFixture.press("<Esc>", &escaped) == [.quit])
    },
    .help: CommandCase("?") { state, _ in #expect(state.screen.overlay == .help(scroll: 0)) },
    .showMessages: CommandCase(typed("messages")) { state, _ in
      #expect(state.screen.overlay == .messages(scroll: 0) && state.keyContext == .messages)
    },
    .closeOverlay: CommandCase("? j j <Esc>") { state, _ in #expect(state.screen.overlay == nil) },
    .toggleTheme: CommandCase("T") { state, effects in
      #expect(state.screen.monochrome)
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
