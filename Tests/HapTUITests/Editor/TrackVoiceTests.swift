import HapAudition
import HapModel
import HapRender
import Testing

@testable import HapTUI

/// The sound target beside an attached sound (issue 21, D162): the sonified track is a second
/// voice on the same card; `N` mutes it, `m` the sound, and the status line says what is heard.
@Suite("Reducer: the track's voice beside the attached sound")
struct TrackVoiceTests {
  static let sound = TargetListing(
    kind: "sound", target: "sound", name: "sound card null (heard, not felt)", keeps: ["clicks"],
    heard: true)

  /// The fixture with a 2-second sound open on `null` and the sound target chosen.
  func withSoundTarget() -> EditorState {
    var state = EditorFixture.state()
    state.sound.card = SoundCardState(source: "clip.wav", deviceName: "null", milliseconds: 2000)
    _ = EditorFixture.press("O", &state)
    _ = EditorReducer.reduce(&state, .targetsFound([Self.sound]))
    return state
  }

  func play(_ state: inout EditorState) throws -> PlaybackRequest {
    if state.playback.isPlaying { _ = EditorFixture.press("<Space>", &state) }
    return try #require(
      EditorFixture.press("<Space>", &state).compactMap { effect -> PlaybackRequest? in
        if case .startPlayback(let request) = effect { request } else { nil }
      }.first)
  }

  @Test("Both voices play on the card and the status line says so")
  func bothVoices() throws {
    var state = withSoundTarget()
    #expect(state.audition.chosen == "sound")
    let request = try play(&state)
    #expect(request.audition == "sound")
    let cue = try #require(request.sound)
    #expect(cue.voice == state.track.pattern && !cue.soundMuted)
    let message = state.screen.message?.text ?? ""
    #expect(message.contains("heard on null: the sound and the track's voice"), "\(message)")
  }

  @Test("N mutes the track's voice, m the sound; with both muted nothing is heard")
  func muting() throws {
    var state = withSoundTarget()
    _ = EditorFixture.press("N", &state)
    #expect(state.audition.voiceMuted)
    #expect(state.screen.message?.text.contains("the sound only") == true)
    var cue = try #require(try play(&state).sound)
    #expect(cue.voice == nil && !cue.soundMuted)
    _ = EditorFixture.press("<Space>", &state)
    _ = EditorFixture.press("N", &state)
    _ = EditorFixture.press("m", &state)
    cue = try #require(try play(&state).sound)
    #expect(cue.voice != nil && cue.soundMuted)
    #expect(state.screen.message?.text.contains("the track's voice only") == true)
    _ = EditorFixture.press("<Space>", &state)
    _ = EditorFixture.press("N", &state)
    #expect(try play(&state).sound == nil)
    #expect(state.screen.message?.text.contains("nothing: the sound and the track's voice") == true)
  }

  @Test("N says what it needs without the sound target or without a sound")
  func needsTheSoundTarget() {
    var state = EditorFixture.state()
    _ = EditorFixture.press("N", &state)
    #expect(!state.audition.voiceMuted)
    #expect(state.screen.message?.text.contains("pick the sound target with O") == true)
    _ = EditorFixture.press("O", &state)
    _ = EditorReducer.reduce(&state, .targetsFound([Self.sound]))
    _ = EditorFixture.press("N", &state)
    #expect(!state.audition.voiceMuted)
    #expect(state.screen.message?.text.contains("no attached sound") == true)
  }
}
