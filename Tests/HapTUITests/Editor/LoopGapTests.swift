import HapModel
import Testing

@testable import HapTUI

/// Looping with a pause (issue 22 item 4): `Ctrl-G` sets the pause after each pass, and the
/// end of a pass waits that long (a tick scheduled ahead) before the pass starts again.
@Suite("Reducer: a loop with a gap")
struct LoopGapTests {
  func started(_ effects: [Effect]) -> Bool {
    effects.contains { if case .startPlayback = $0 { true } else { false } }
  }

  @Test("Ctrl-G steps the gap; a pass's end waits the gap, then the pass restarts")
  func gap() {
    var state = EditorFixture.state()
    _ = EditorFixture.press("<Ctrl-G>", &state)
    _ = EditorFixture.press("<Ctrl-G>", &state)
    #expect(state.playback.loopGap == 500)
    #expect(state.screen.message?.text.contains("loops pause 500 ms after each pass") == true)
    #expect(started(EditorFixture.press("r", &state)))
    let generation = state.playback.generation
    let length = state.playback.length
    // The pass ends: nothing starts; one tick is scheduled 500 ms ahead.
    let end = EditorReducer.reduce(&state, .tick(generation: generation, elapsed: length + 3))
    #expect(end == [.scheduleTick(generation: generation, afterMs: 500)])
    #expect(state.playback.isPlaying && state.playback.inLoopGap)
    // The gap's tick: the driver has ended, so it arrives as the end of playback.
    let again = EditorReducer.reduce(&state, .playbackEnded(generation: generation))
    #expect(started(again))
    #expect(again.contains(.stopPlayback(generation: generation)))
    #expect(!state.playback.inLoopGap && state.playback.loopPass == 1)
    // Space stops it during a later gap too.
    let next = state.playback.generation
    _ = EditorReducer.reduce(&state, .playbackEnded(generation: next))
    #expect(state.playback.inLoopGap)
    _ = EditorFixture.press("<Space>", &state)
    #expect(!state.playback.isPlaying)
    #expect(EditorReducer.reduce(&state, .playbackEnded(generation: next)).isEmpty)
  }

  @Test("Without a gap a loop restarts at once, as before; the presets wrap")
  func noGap() {
    var state = EditorFixture.state()
    _ = EditorFixture.press("r", &state)
    let generation = state.playback.generation
    #expect(started(EditorReducer.reduce(&state, .playbackEnded(generation: generation))))
    for _ in 0..<4 { _ = EditorFixture.press("<Ctrl-G>", &state) }
    #expect(state.playback.loopGap == 0)
    #expect(state.screen.message?.text.contains("loops repeat at once") == true)
  }
}
