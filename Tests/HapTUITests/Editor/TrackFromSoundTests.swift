import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// `I` (`track-from-sound`): the attached sound analysed into the track as `haptui import`
/// does, as one undo step.
@Suite("Track from the attached sound")
struct TrackFromSoundTests {
  /// A state editing double-tap with `burst.wav` (a 200 ms burst in 500 ms) attached and read.
  static func attached(_ folder: TemporaryFolder) throws -> EditorState {
    let sound = folder.write(
      "burst.wav", TestWAV.bytes(TestWAV.burst(length: 500, from: 100, to: 300), rate: 8000))
    var state = EditorFixture.state()
    _ = EditorReducer.reduce(&state, .attachAudio(sound))
    let lane = try #require(state.sound)
    _ = EditorReducer.reduce(
      &state, .soundLoaded(path: lane.path, status: SoundLoader.load(name: sound, path: lane.path)))
    try #require(state.sound?.sound != nil)
    return state
  }

  @Test("I asks for the analysis; its answer replaces the track in one undo step")
  func replacesTheTrack() throws {
    let folder = TemporaryFolder()
    var state = try Self.attached(folder)
    let before = state.pattern.events
    let effects = EditorReducer.reduce(&state, .key(.character("I")))
    let lane = try #require(state.sound)
    #expect(effects == [.analyzeSound(name: lane.name, path: lane.path)])
    let analysis = SoundAnalysis.importing(name: lane.name, path: lane.path)
    #expect(analysis.problem == nil && !analysis.events.isEmpty)
    _ = EditorReducer.reduce(&state, .soundAnalyzed(analysis))
    // The burst's track: it starts near 100 ms and ends within the follower's release
    // (20 ms, gated at -30 dB) of 300 ms.
    let events = state.pattern.events
    #expect(events.count == analysis.events.count)
    #expect(try #require(events.first).at >= 90)
    #expect(events.allSatisfy { $0.at + ($0.duration ?? 0) <= 400 })
    #expect(Set(events.map(\.id)).count == events.count)
    #expect(Set(events.map(\.id)).isDisjoint(with: before.map(\.id)))
    #expect(state.isDirty && state.message?.text.contains("u undoes") == true)
    _ = EditorReducer.reduce(&state, .perform(.undo))
    #expect(state.pattern.events == before)
    _ = EditorReducer.reduce(&state, .perform(.redo))
    #expect(state.pattern.events.map(\.at) == events.map(\.at))
  }

  @Test("no sound, a silent sound, a read-only file: nothing changes and the status says why")
  func refusals() throws {
    var bare = EditorFixture.state()
    #expect(EditorReducer.reduce(&bare, .key(.character("I"))).isEmpty)
    #expect(bare.message?.text.contains("no sound attached") == true)
    let folder = TemporaryFolder()
    let silent = folder.write(
      "silent.wav", TestWAV.bytes([Float](repeating: 0, count: 4000), rate: 8000))
    var state = try Self.attached(folder)
    let before = state.pattern
    let analysis = SoundAnalysis.importing(name: "silent.wav", path: silent)
    #expect(analysis.problem?.hasPrefix("AUD") == true, "\(analysis)")
    let lane = try #require(state.sound)
    var answer = analysis
    answer.path = lane.path
    _ = EditorReducer.reduce(&state, .soundAnalyzed(answer))
    #expect(state.pattern == before && state.message?.kind == .error)
    #expect(state.message?.text.contains("the track is unchanged") == true)
    // An answer for a sound no longer attached is ignored.
    let stale = SoundAnalysis(path: "/elsewhere.wav", name: "x", events: before.events)
    #expect(EditorReducer.reduce(&state, .soundAnalyzed(stale)).isEmpty)
    var readOnly = EditorFixture.state(readOnly: "HAP001 at 3:1 broken")
    #expect(EditorReducer.reduce(&readOnly, .key(.character("I"))).isEmpty)
    #expect(readOnly.message?.kind == .error)
  }
}
