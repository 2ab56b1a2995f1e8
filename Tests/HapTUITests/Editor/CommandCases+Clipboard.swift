import HapModel
import Testing

@testable import HapTUI

extension CommandCase {
  /// Members the grammar does not know, read from a block (`"x-lab": {"take": 7}`).
  static let unknownMembers: JSONMembers = {
    let text =
      "```haptic\n{\"haptic\": \"0.1\", \"id\": \"u\", \"track\": [{\"at\": 0, "
      + "\"type\": \"transient\", \"x-lab\": {\"take\": 7}}]}\n```\n"
    return HapDocument(bytes: Array(text.utf8)).pattern?.events.first?.extra ?? JSONMembers()
  }()

  /// The clipboard, ranges, shapes, playing from the cursor and the file commands of issue 14.
  static let clipboard: [Command: CommandCase] = [
    .copy: CommandCase("y", setup: { $0.select(3, 2) }) { state, effects in
      #expect(effects.isEmpty)
      #expect(state.edits.memory.clipboard.map(\.id.raw) == [2, 3])
      #expect(state.edits.memory.clipboard.first == EditorFixture.pattern.events[1])
      #expect(!state.isDirty)
    },
    .paste: CommandCase(
      "y p",
      setup: {
        $0.select(3)
        $0.track.pattern.track?[2].extra = CommandCase.unknownMembers
        $0.track.cursorTime = 1000
      }
    ) { state, effects in
      let pasted = state.event(7)
      #expect(pasted?.at == 1000 && pasted?.type == .transient)
      #expect(pasted?.intensity == 0.5 && pasted?.sharpness == 0.6)
      #expect(pasted?.extra == state.event(3)?.extra && pasted?.extra.isEmpty == false)
      #expect(state.track.selection == [EventID(7)])
      #expect(state.track.pattern.events.count == 7)
      #expect(state.edits.history.undoStack.count == 1)
      #expect(effects.requestsAnalysis && effects.storesRecovery)
    },
    .pasteBefore: CommandCase(
      "y P",
      setup: {
        $0.select(2, 3)
        $0.track.cursorTime = 1000
      }
    ) { state, _ in
      // Event 2 starts at 40 and event 3 ends the copy at 300: 260 ms, so it starts at 740.
      #expect(state.event(7)?.at == 740 && state.event(7)?.duration == 200)
      #expect(state.event(8)?.at == 1000)
      #expect(state.track.selection == [EventID(7), EventID(8)])
    },
    .duplicate: CommandCase("D", setup: { $0.select(4) }) { state, effects in
      let copy = state.event(7)
      #expect(copy?.at == 600 && copy?.duration == 240 && copy?.curve == .linear)
      #expect(copy?.intensity == 0.6 && copy?.sharpness == 0.4)
      #expect(state.track.selection == [EventID(7)])
      #expect(state.edits.memory.clipboard.map(\.id.raw) == [4])
      #expect(effects.requestsAnalysis)
    },
    .selectRange: CommandCase(
      "V l l l l l l", setup: { $0.track.cursorTime = 290 }
    ) { state, _ in
      #expect(state.edits.memory.rangeAnchor == 290)
      #expect(state.track.cursorTime == 400)
      #expect(state.track.selection == [EventID(3), EventID(4)])
      var ended = state
      EditorFixture.press("V h h", &ended)
      #expect(ended.edits.memory.rangeAnchor == nil)
      #expect(ended.track.selection == [EventID(3), EventID(4)])
      var cleared = state
      EditorFixture.press("<Esc>", &cleared)
      #expect(cleared.edits.memory.rangeAnchor == nil && cleared.track.selection.isEmpty)
    },
    .fadeOut: CommandCase(")", setup: { $0.select(4) }) { state, effects in
      #expect(state.event(4) == nil)
      let stairs = state.track.selection.compactMap { state.event($0.raw) }
      #expect(stairs.map(\.at) == [360, 420, 480, 540])
      #expect(stairs.map(\.duration) == [60, 60, 60, 60])
      #expect(stairs.map(\.intensity) == [0.6, 0.43, 0.27, 0.1])
      #expect(stairs.allSatisfy { $0.curve == .hold && $0.sharpness == 0.4 })
      #expect(state.screen.message?.text.contains("50 ms") == true)
      #expect(effects.requestsAnalysis)
    },
    .fadeIn: CommandCase(
      "(",
      setup: {
        $0.track.cursorTime = 1000
        $0.track.cursorLevel = 0.5
      }
    ) { state, _ in
      let stairs = state.track.selection.compactMap { state.event($0.raw) }
      #expect(stairs.count == 6)
      #expect(stairs.first?.at == 1000 && stairs.last?.end == 1300)
      #expect(stairs.map(\.intensity) == [0.1, 0.18, 0.26, 0.34, 0.42, 0.5])
      #expect(state.track.pattern.events.count == 12)
    },
    .cycleFadeStep: CommandCase("~ )", setup: { $0.select(4) }) { state, _ in
      #expect(state.edits.memory.fadeStep == 100)
      // 240 ms in 100 ms stairs: two stairs.
      #expect(state.track.selection.compactMap { state.event($0.raw)?.duration } == [120, 120])
    },
    .goToTime: CommandCase(": 1 2 3 4 <Enter>") { state, _ in
      #expect(state.track.cursorTime == 1234)
      #expect(state.screen.overlay == nil)
      var wrong = EditorFixture.state()
      EditorFixture.press(": x <Enter>", &wrong)
      guard case .prompt(let prompt) = wrong.screen.overlay else {
        Issue.record("the prompt closed on a wrong answer")
        return
      }
      #expect(prompt.error != nil && prompt.text == "x")
      EditorFixture.press("<Backspace> 1 . 5 s <Enter>", &wrong)
      #expect(wrong.track.cursorTime == 1500)
    },
    .answer: CommandCase(": 6 4 0 <Enter>") { state, _ in
      #expect(state.track.cursorTime == 640 && state.screen.overlay == nil)
    },
    .zoomSelection: CommandCase("Z", setup: { $0.select(4, 5) }) { state, _ in
      let width = TrackReducer.geometry(state).plot.width
      #expect(state.track.viewport.start <= 360)
      #expect(state.track.viewport.time(atColumn: width) >= 760)
      #expect(state.track.viewport.msPerColumn <= EditorFixture.state().track.viewport.msPerColumn)
      #expect(state.track.viewport.msPerColumn * width < 1200)
    },
    .playFromCursor: CommandCase("s", setup: { $0.track.cursorTime = 300 }) { state, effects in
      guard case .startPlayback(let request) = effects.first else {
        Issue.record("nothing played")
        return
      }
      // Event 2 (40–240 ms) is over by 300 ms; event 3 plays at once and event 4 60 ms later.
      #expect(request.pattern.events.map(\.at) == [0, 60, 340, 500])
      #expect(state.playback.playhead == 300 && state.playback.origin == 300)
      #expect(state.screen.message?.text.contains("from 300 ms") == true)
      var ticked = state
      _ = EditorReducer.reduce(
        &ticked, .tick(generation: state.playback.generation, elapsed: 100))
      #expect(ticked.playback.playhead == 400)
    },
    .loop: CommandCase("r", setup: { $0.select(3, 4) }) { state, effects in
      guard case .startPlayback(let request) = effects.first else {
        Issue.record("nothing played")
        return
      }
      #expect(request.pattern.events.map(\.at) == [0, 60])
      #expect(state.playback.loops && state.playback.origin == 300)
      var ended = state
      let again = EditorReducer.reduce(
        &ended, .playbackEnded(generation: state.playback.generation))
      #expect(again.contains { if case .startPlayback = $0 { true } else { false } })
      #expect(ended.playback.isPlaying && ended.playback.loops)
      let stopped = EditorFixture.press("<Space>", &ended)
      #expect(!ended.playback.isPlaying)
      #expect(stopped.contains(.stopPlayback(generation: ended.playback.generation - 1)))
    },
    .pickTarget: CommandCase("O") { state, effects in
      // The first press searches off the input path; the answer arrives as an action.
      #expect(effects == [.findTargets(probe: nil)])
      #expect(state.audition.searching)
    },
    .rescanTargets: CommandCase("<Ctrl-T>") { state, effects in
      // AuditionPickerTests keeps the choice across a rescan.
      #expect(effects == [.findTargets(probe: nil)])
      #expect(state.screen.message?.text.contains("looking for audition targets again") == true)
    },
    .cycleLoopGap: CommandCase("<Ctrl-G>") { state, effects in
      // LoopGapTests plays a loop with the gap.
      #expect(effects.isEmpty && state.playback.loopGap == 250)
    },
    .toggleTrackVoice: CommandCase("N") { state, effects in
      // Without the sound target it only says what it needs (TrackVoiceTests plays it).
      #expect(effects.isEmpty && !state.audition.voiceMuted)
      #expect(state.screen.message?.text.contains("pick the sound target") == true)
    },
    .saveAs: CommandCase("S <Ctrl-U> n e w <Enter>") { state, effects in
      // The target is checked first (the runtime answers); only then comes the id question.
      let plan = SaveAsPlan(path: "/tmp/new.hap.md", newID: "new")
      #expect(effects == [.checkSaveAsTarget(plan)])
      var asked = state
      _ = EditorReducer.reduce(&asked, .saveAsTargetChecked(plan, problem: nil))
      #expect(asked.screen.overlay == .confirmSaveAs(plan))
      var cancelled = asked
      EditorFixture.press("<Esc>", &cancelled)
      #expect(cancelled.screen.overlay == nil && cancelled.track.pattern == state.track.pattern)
    },
    // The id question, as the target check's answer leaves it (`.saveAs` above).
    .renameID: CommandCase(
      "y",
      setup: {
        $0.screen.overlay = .confirmSaveAs(SaveAsPlan(path: "/tmp/new.hap.md", newID: "new"))
      }
    ) { state, effects in
      guard case .saveAs(let request) = effects.last else {
        Issue.record("no save-as")
        return
      }
      #expect(request.path == "/tmp/new.hap.md" && request.pattern.id == "new")
      var saved = state
      _ = EditorReducer.reduce(
        &saved, .savedAs(path: request.path, revision: request.revision, error: nil))
      #expect(saved.document.path == "/tmp/new.hap.md" && !saved.isDirty)
      #expect(saved.screen.message?.text.contains("fixture.hap.md is untouched") == true)
    },
    .keepID: CommandCase(
      "n",
      setup: {
        $0.screen.overlay = .confirmSaveAs(SaveAsPlan(path: "/tmp/other.hap.md", newID: "other"))
      }
    ) { state, effects in
      guard case .saveAs(let request) = effects.last else {
        Issue.record("no save-as")
        return
      }
      #expect(request.path == "/tmp/other.hap.md" && request.pattern.id == "fixture")
      #expect(!state.isDirty)
    },
    .replaceImport: CommandCase(
      "o",
      setup: {
        $0.document.importedFrom = "/tmp/Hit.ahap"
        $0.screen.overlay = .confirmImportReplace(
          ImportSavePlan(path: "/tmp/hit.hap.md", newID: "hit", thenQuit: false))
      }
    ) { state, effects in
      guard case .save(let request) = effects.last else {
        Issue.record("no save")
        return
      }
      #expect(request.force && request.path == "/tmp/hit.hap.md" && request.pattern.id == "hit")
      #expect(state.document.path == "/tmp/hit.hap.md" && state.screen.overlay == nil)
    },
    .editInEditor: CommandCase("E") { state, effects in
      #expect(effects == [.editInEditor])
      var dirty = EditorFixture.state()
      #expect(!EditorFixture.press("t E", &dirty).contains(.editInEditor))
      #expect(dirty.screen.message?.kind == .error)
      // The prose changed, the block did not: no undo step, the new title is shown.
      var back = state
      var info = back.document
      info.title = "Edited"
      var reread = back.track.pattern
      reread.track = reread.track?.map { event in
        var event = event
        event.id = EventID(event.id.raw + 100)
        return event
      }
      _ = EditorReducer.reduce(
        &back, .reloaded(ReloadedFile(info: info, pattern: reread, reason: "edit in editor")))
      #expect(back.track.pattern == state.track.pattern && back.document.title == "Edited")
      #expect(!back.isDirty)
    },
    .reload: CommandCase("<F5>") { state, effects in
      #expect(effects == [.reload(force: false)])
      var conflict = EditorFixture.state()
      EditorFixture.press("t", &conflict)
      _ = EditorReducer.reduce(&conflict, .diskConflict)
      #expect(conflict.screen.overlay == .confirmOverwrite(thenQuit: false))
      #expect(EditorFixture.press("r", &conflict) == [.reload(force: true)])
      var changed = EditorFixture.pattern
      changed.track?.removeLast()
      let before = conflict.track.pattern
      _ = EditorReducer.reduce(
        &conflict,
        .reloaded(ReloadedFile(info: conflict.document, pattern: changed, reason: "reload")))
      #expect(conflict.track.pattern.events.map(\.at) == changed.events.map(\.at))
      #expect(!conflict.isDirty && conflict.screen.overlay == nil)
      EditorFixture.press("u", &conflict)
      #expect(conflict.track.pattern == before && conflict.isDirty)
    },
    .showDiff: CommandCase(
      "d j o", setup: { $0.screen.overlay = .confirmOverwrite(thenQuit: false) }
    ) { state, effects in
      #expect(effects.first == .diffWithDisk(state.track.pattern, title: "Fixture"))
      var shown = EditorFixture.state()
      _ = EditorReducer.reduce(&shown, .diffReady((1...80).map { "+ line \($0)" }))
      EditorFixture.press("j j", &shown)
      #expect(
        shown.screen.overlay == .diff(DiskDiff(lines: (1...80).map { "+ line \($0)" }, scroll: 2)))
      EditorFixture.press("o", &shown)
      #expect(shown.screen.overlay == nil)
    },
  ]
}

@Suite("Friction: what new events and typed fields start from")
struct FrictionTests {
  @Test("a new event inherits the sharpness, curve and duration last used")
  func inherits() {
    var state = EditorFixture.state()
    EditorFixture.press("<Tab> <Tab> ] ] v >", &state)
    let shaped = state.event(2)
    state.track.cursorTime = 1200
    EditorFixture.press("c", &state)
    let added = state.track.pattern.events.last
    #expect(added?.sharpness == shaped?.sharpness && added?.sharpness == 0.3)
    #expect(added?.curve == shaped?.curve && added?.curve == .hold)
    #expect(added?.duration == shaped?.duration && added?.duration == 210)
    state.track.cursorTime = 1500
    EditorFixture.press("t", &state)
    #expect(state.track.pattern.events.last?.sharpness == 0.3)
    #expect(state.track.pattern.events.last?.curve == nil)
  }

  @Test("typing into an inspector field replaces its value; moving the caret first edits it")
  func typingReplaces() {
    var state = EditorFixture.state()
    state.select(3)
    // The third row is intensity (0.5).
    EditorFixture.press("e j j <Enter> 0 . 9 <Enter>", &state)
    #expect(state.event(3)?.intensity == 0.9)
    EditorFixture.press("<Enter> <End> 5 <Enter>", &state)
    #expect(state.event(3)?.intensity == 0.95)
    EditorFixture.press("<Enter> <Backspace> 1 <Enter>", &state)
    #expect(state.event(3)?.intensity == 1)
  }
}
