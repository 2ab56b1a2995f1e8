import HapAudio
import HapImport
import HapModel
import Testing

@testable import HapTUI

extension CommandCase {
  /// Inspector commands (focus the inspector first with `e`).
  static let inspector: [Command: CommandCase] = [
    .editField: CommandCase("e", setup: { $0.select(3) }) { state, _ in
      #expect(state.screen.focus == .inspector)
      #expect(state.inspectorFields[state.inspectorRow] == .at)
    },
    .fieldUp: CommandCase("e j j k", setup: { $0.select(3) }) { state, _ in
      #expect(state.inspectorFields[state.inspectorRow] == .type)
    },
    .fieldDown: CommandCase("e j") { state, _ in
      // Without a selected event the inspector starts at the pattern's fields.
      #expect(state.inspectorFields[state.inspectorRow] == .title)
    },
    .fieldPreviousValue: CommandCase("e j j j h") { state, effects in
      #expect(state.track.pattern.intent == "impact.light")
      #expect(effects.requestsAnalysis)
    },
    .fieldNextValue: CommandCase("e j j l l", setup: { $0.select(3) }) { state, _ in
      #expect(state.event(3)?.intensity == 0.6)
      // Repeated nudges of one field are one undo step.
      #expect(state.edits.history.undoStack.count == 1)
    },
    .fieldClear: CommandCase("e j j x", setup: { $0.select(3) }) { state, _ in
      #expect(state.event(3)?.intensity == nil)
      var refused = state
      EditorFixture.press("k k x", &refused)
      #expect(refused.screen.message?.kind == .error)
      #expect(refused.event(3)?.at == 300)
    },
    .fieldStartEdit: CommandCase(
      "e <Enter> <Backspace> <Backspace> <Backspace> 4 2 0", setup: { $0.select(3) }
    ) {
      state, _ in
      #expect(state.inspector.fieldEditor?.text == "420")
      var committed = state
      EditorFixture.press("<Enter>", &committed)
      #expect(committed.inspector.fieldEditor == nil)
      #expect(committed.event(3)?.at == 420)
      var wrong = state
      EditorFixture.press("x <Enter>", &wrong)
      #expect(wrong.inspector.fieldEditor?.error != nil)
      #expect(wrong.event(3)?.at == 300)
      // The reason is in the status line (a full inspector has no row for it), until typing.
      #expect(
        wrong.screen.message?.kind == .error
          && wrong.screen.message?.text == wrong.inspector.fieldEditor?.error)
      let screen = EditorScreen.render(wrong).text
      #expect(screen.contains("at is a whole number of milliseconds"))
      EditorFixture.press("<Backspace>", &wrong)
      #expect(wrong.screen.message == nil && wrong.inspector.fieldEditor?.error == nil)
      var cancelled = state
      EditorFixture.press("<Esc>", &cancelled)
      #expect(
        cancelled.inspector.fieldEditor == nil && cancelled.track.pattern == EditorFixture.pattern)
    },
  ]

  /// Platform panel and playback commands.
  static let platforms: [Command: CommandCase] = [
    .nextPlatform: CommandCase("}") { state, _ in #expect(state.panel.focused == .android) },
    .previousPlatform: CommandCase("{") { state, _ in #expect(state.panel.focused == .gamepad) },
    .nextProfile: CommandCase("} o") { state, effects in
      #expect(state.profile(for: .android) == "amplitude")
      guard case .analyze(let request) = effects.last else {
        Issue.record("no analysis requested")
        return
      }
      #expect(request.profiles[.android] == "amplitude")
    },
    .toggleReduced: CommandCase("R") { state, effects in
      #expect(state.panel.settings.reduced)
      #expect(effects.requestsAnalysis)
    },
    .toggleHapticsOff: CommandCase("M") { state, effects in
      #expect(state.panel.settings.hapticsOff)
      #expect(effects.requestsAnalysis)
    },
    .toggleFeel: CommandCase("f") { state, _ in
      #expect(state.panel.feelsPlatform)
      #expect(state.playTarget == .platform(.ios, profile: "iphone"))
      // Previewing another platform makes Space play it; f goes back to the track.
      var previewed = EditorFixture.state()
      EditorFixture.press("}", &previewed)
      #expect(previewed.playTarget == .platform(.android, profile: "full"))
      #expect(previewed.screen.message?.text.contains("Space plays it") == true)
      EditorFixture.press("f", &previewed)
      #expect(previewed.playTarget == .track)
    },
    .trackFromSound: CommandCase(
      "I",
      setup: {
        let audio = DecodedAudio(samples: [Float](repeating: 0.5, count: 800), sampleRate: 8000)
        $0.sound.lane = SoundLane(
          name: "clip.wav", path: "/tmp/clip.wav",
          status: .loaded(AttachedSound(name: "clip.wav", path: "/tmp/clip.wav", audio: audio)))
      }
    ) { state, effects in
      // The analysis is the runtime's; the reducer asks for it and says so.
      guard case .analyzeSound(let request) = effects.first, effects.count == 1 else {
        Issue.record("I asks for no analysis: \(effects)")
        return
      }
      // The lane's decoded samples, not the file again, with the settings in force.
      #expect(request.sound === state.sound.lane?.sound)
      #expect(request.options == ImportOptions())
      #expect(request.generation == state.sound.analysis.generation)
      #expect(state.screen.message?.text == "analysing clip.wav…")
    },
    .toggleSound: CommandCase(
      "m <Space> m",
      setup: {
        $0.sound.card = SoundCardState(source: "clip.wav", deviceName: "null", milliseconds: 900)
      }
    ) { state, effects in
      // Off, Space plays the haptics alone; on again mid-playback, the sound joins it.
      #expect(state.sound.card.isOn && state.sound.card.isPlaying)
      #expect(
        effects.last
          == .startSound(
            SoundCue(fromMs: 0, lengthMs: state.playback.length),
            generation: state.playback.generation))
    },
    .playStop: CommandCase("<Space>") { state, effects in
      #expect(state.playback.isPlaying && state.playback.generation == 1)
      #expect(effects.count == 2)
      #expect(effects.last == .scheduleTick(generation: 1, afterMs: PlaybackState.tickInterval))
      var ticked = state
      #expect(EditorReducer.reduce(&ticked, .tick(generation: 0, elapsed: 50)).isEmpty)
      #expect(ticked.playback.playhead == 0)
      #expect(EditorReducer.reduce(&ticked, .tick(generation: 1, elapsed: 120)).count == 1)
      #expect(ticked.playback.playhead == 120)
      let stop = EditorFixture.press("<Space>", &ticked)
      #expect(stop == [.stopPlayback(generation: 1)])
      #expect(!ticked.playback.isPlaying && ticked.playback.generation == 2)
      // A tick already on its way for the stopped generation is dropped.
      #expect(EditorReducer.reduce(&ticked, .tick(generation: 1, elapsed: 140)).isEmpty)
      #expect(ticked.playback.playhead == nil)
    },
  ]

  /// Focus and scrolling.
  static let panes: [Command: CommandCase] = [
    .focusGrid: CommandCase("<Ctrl-W> 2 1") { state, _ in #expect(state.screen.focus == .grid) },
    .focusInspector: CommandCase("<Ctrl-W> 2") { state, _ in
      #expect(state.screen.focus == .inspector)
    },
    .focusPlatforms: CommandCase("<Ctrl-W> 3") { state, _ in
      #expect(state.screen.focus == .platforms)
    },
    .focusArtifact: CommandCase("<Ctrl-W> 4") { state, _ in
      #expect(state.screen.focus == .artifact)
      #expect(state.screen.lowerTab == .artifact)
    },
    .focusProblems: CommandCase("<Ctrl-W> 5") { state, _ in #expect(state.screen.focus == .problems)
    },
    .scrollUp: CommandCase("<Ctrl-W> 4 j j j k") { state, _ in
      #expect(state.panel.artifactScroll == 2)
    },
    .scrollDown: CommandCase("<Ctrl-W> 4 j") { state, _ in #expect(state.panel.artifactScroll == 1)
    },
    .scrollPageUp: CommandCase("<Ctrl-W> 4 <PgDn> <PgDn> <PgUp>") { state, _ in
      // 36 lines (artefact and report) in 17 visible rows: a page is 15, the last top is 19.
      #expect(state.panel.artifactScroll == 4)
    },
    .scrollPageDown: CommandCase("<Ctrl-W> 4 <PgDn>") { state, _ in
      #expect(state.panel.artifactScroll == 15)
    },
    // The long-lined artefact at 120 × 40, focused so it is the whole width: 298-column lines
    // in a 117-column text area (less a 3-column gutter), so a step is 58, the furthest 181.
    .scrollRight: CommandCase(
      "<Ctrl-W> 4 L <Shift-Right>", setup: { $0 = EditorFixture.longLined($0) }
    ) {
      state, _ in #expect(state.panel.artifactColumn == 116)
    },
    .scrollLeft: CommandCase(
      "<Ctrl-W> 4 L L L <Shift-Left> H", setup: { $0 = EditorFixture.longLined($0) }
    ) { state, _ in #expect(state.panel.artifactColumn == 58) },
    .scrollLineEnd: CommandCase("<Ctrl-W> 4 $", setup: { $0 = EditorFixture.longLined($0) }) {
      state, _ in
      #expect(state.panel.artifactColumn == 181)
      var end = state
      EditorFixture.press("<End> L", &end)
      #expect(end.panel.artifactColumn == 181)
    },
    .scrollLineStart: CommandCase("<Ctrl-W> 4 $ 0", setup: { $0 = EditorFixture.longLined($0) }) {
      state, _ in
      #expect(state.panel.artifactColumn == 0)
      var home = state
      EditorFixture.press("L <Home>", &home)
      #expect(home.panel.artifactColumn == 0)
    },
    .scrollEnd: CommandCase("<Ctrl-W> 4 G") { state, _ in
      // 36 lines in 17 visible rows: the last top is 19.
      #expect(state.panel.artifactScroll == 19)
    },
    .scrollTop: CommandCase("<Ctrl-W> 4 G g") { state, _ in
      #expect(state.panel.artifactScroll == 0)
    },
    .scrollReport: CommandCase("<Ctrl-W> 4 r") { state, _ in
      // The report's heading at the top, unless the last page starts before it.
      let code = state.focusedColumn?.artifactLineCount ?? 0
      #expect(state.panel.artifactScroll == min(code + 1, 19))
      #expect(state.panel.artifactScroll > 0)
    },
    .jumpToProblem: CommandCase("<Ctrl-W> 5 <Enter>") { state, _ in
      #expect(state.track.selection == [EventID(3)])
      #expect(state.screen.focus == .grid)
    },
  ]
}
