import HapModel
import HapRender
import Testing

@testable import HapTUI

/// The attached sound in the reducer: what Space, `s`, `r`, a stop and `m` ask the runtime to
/// do with it (effects as data), and what the status line says.
@Suite("Reducer: the attached sound plays with the haptics from the same offset")
struct SoundSyncTests {
  /// The fixture with a 2-second sound open on `null`.
  func withSound(device: String = "null", milliseconds: Int = 2000) -> EditorState {
    var state = EditorFixture.state()
    state.sound.card = SoundCardState(
      source: "clip.wav", deviceName: device, milliseconds: milliseconds)
    return state
  }

  func started(_ effects: [Effect]) -> PlaybackRequest? {
    effects.compactMap { effect -> PlaybackRequest? in
      if case .startPlayback(let request) = effect { request } else { nil }
    }.first
  }

  @Test("Space plays the sound from 0 for as long as the haptics play, and says so")
  func spacePlaysFromTheStart() throws {
    var state = withSound()
    let request = try #require(started(EditorFixture.press("<Space>", &state)))
    #expect(request.sound == SoundCue(fromMs: 0, lengthMs: state.playback.length))
    #expect(state.sound.card.isPlaying)
    let message = state.screen.message?.text ?? ""
    #expect(message.hasSuffix(" with sound on null"), "\(message)")
    _ = EditorReducer.reduce(&state, .playbackEnded(generation: state.playback.generation))
    let end = state.screen.message?.text ?? ""
    #expect(end.hasSuffix("; the sound played on null"), "\(end)")
    #expect(!state.sound.card.isPlaying)
  }

  @Test("s plays the sound from the cursor's time; r from the looped selection's start")
  func playFromCursorAndLoopShareTheOffset() throws {
    var state = withSound()
    EditorFixture.press("l l l l l", &state)
    let cursor = state.track.cursorTime
    #expect(cursor > 0)
    let fromCursor = try #require(started(EditorFixture.press("s", &state)))
    #expect(fromCursor.sound == SoundCue(fromMs: cursor, lengthMs: state.playback.length))
    #expect(state.playback.origin == cursor)

    var looping = withSound()
    EditorFixture.press("<Tab> <Tab> <Tab>", &looping)
    let selected = try #require(looping.track.primaryEvent)
    let loop = try #require(started(EditorFixture.press("r", &looping)))
    #expect(loop.sound == SoundCue(fromMs: selected.at, lengthMs: looping.playback.length))
    // Each pass of the loop starts the sound again at the same offset.
    let again = EditorReducer.reduce(
      &looping, .tick(generation: looping.playback.generation, elapsed: looping.playback.length))
    #expect(
      started(again)?.sound == SoundCue(fromMs: selected.at, lengthMs: looping.playback.length))
  }

  @Test("a stop stops both: one stopPlayback, and the sound is no longer playing")
  func stopStopsBoth() {
    var state = withSound()
    EditorFixture.press("<Space>", &state)
    let generation = state.playback.generation
    let effects = EditorFixture.press("<Space>", &state)
    #expect(effects == [.stopPlayback(generation: generation)])
    #expect(!state.sound.card.isPlaying && !state.playback.isPlaying)
  }

  @Test("m mid-playback stops the sound alone, and turned on again it rejoins the playback")
  func toggleMidPlayback() {
    var state = withSound()
    EditorFixture.press("<Space>", &state)
    let generation = state.playback.generation
    #expect(EditorFixture.press("m", &state) == [.stopSound])
    #expect(state.playback.isPlaying && !state.sound.card.isPlaying)
    #expect(state.sound.card.field == "sound off")
    let back = EditorFixture.press("m", &state)
    #expect(
      back == [
        .startSound(SoundCue(fromMs: 0, lengthMs: state.playback.length), generation: generation)
      ])
    #expect(state.sound.card.field == "sound on (null)")
    // Off, Space plays the haptics alone and says the sound is off.
    EditorFixture.press("<Space> m", &state)
    let silent = started(EditorFixture.press("<Space>", &state))
    #expect(silent != nil && silent?.sound == nil)
    #expect(state.screen.message?.text.hasSuffix("; sound off (m turns it on)") == true)
  }

  @Test("with no audio output the haptics play alone and every message says why")
  func noAudioOutput() throws {
    var state = EditorFixture.state()
    state.sound.card = SoundCardState(
      source: "clip.wav", problem: "cannot open \"default\": No such file or directory")
    #expect(state.sound.card.field == "sound: no audio output")
    let request = try #require(started(EditorFixture.press("<Space>", &state)))
    #expect(request.sound == nil)
    let message = state.screen.message?.text ?? ""
    #expect(
      message.hasSuffix(
        "; sound: no audio output (cannot open \"default\": No such file or directory)"),
      "\(message)")
    EditorFixture.press("<Space>", &state)
    #expect(EditorFixture.press("m", &state).isEmpty)
    #expect(state.screen.message?.kind == .error)
    #expect(state.sound.card.isOn)
  }

  @Test("past the sound's end, or with no sound attached, nothing but the haptics plays")
  func nothingToPlay() throws {
    var short = withSound(milliseconds: 50)
    EditorFixture.press("l l l l l", &short)
    #expect(short.track.cursorTime >= 50)
    let late = try #require(started(EditorFixture.press("s", &short)))
    #expect(late.sound == nil)
    #expect(short.screen.message?.text.contains("; the sound ends before") == true)

    var none = EditorFixture.state()
    let plain = try #require(started(EditorFixture.press("<Space>", &none)))
    #expect(plain.sound == nil)
    #expect(none.sound.card.field == nil)
    #expect(none.screen.message?.text.contains("sound") == false)
    EditorFixture.press("<Space>", &none)
    #expect(EditorFixture.press("m", &none).isEmpty)
    #expect(none.screen.message?.text.hasPrefix("no sound attached") == true)
  }
  @Test("the haptics play on, the status says why, and the end no longer claims the sound")
  func failureMidPlay() {
    var state = EditorFixture.state()
    state.sound.card = SoundCardState(source: "clip.wav", deviceName: "hw:1", milliseconds: 2000)
    EditorFixture.press("<Space>", &state)
    let generation = state.playback.generation
    // A stale failure (an earlier playback's) changes nothing.
    #expect(
      EditorReducer.reduce(&state, .soundFailed(generation: generation - 1, message: "old"))
        .isEmpty)
    #expect(state.sound.card.isPlaying)
    _ = EditorReducer.reduce(
      &state, .soundFailed(generation: generation, message: "\"hw:1\": No such device"))
    #expect(state.playback.isPlaying && !state.sound.card.isPlaying)
    #expect(
      state.screen.message?.text == "sound stopped: \"hw:1\": No such device; the haptics play on")
    _ = EditorReducer.reduce(&state, .playbackEnded(generation: generation))
    #expect(state.screen.message?.text.contains("the sound played") == false)
  }

  @Test("Ctrl-Z mid-playback stops the haptics and the sound before the terminal is given back")
  func suspendStopsBoth() {
    var state = withSound()
    EditorFixture.press("<Space>", &state)
    let generation = state.playback.generation
    #expect(
      EditorFixture.press("<Ctrl-Z>", &state) == [.stopPlayback(generation: generation), .suspend])
    #expect(!state.playback.isPlaying && !state.sound.card.isPlaying)
    #expect(EditorFixture.press("<Ctrl-Z>", &state) == [.suspend])
  }
}
