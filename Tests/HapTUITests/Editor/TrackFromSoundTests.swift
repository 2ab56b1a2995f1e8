import HapImport
import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// `I` (`track-from-sound`): the attached sound analysed into the track as `haptui import`
/// does, on the worker from the lane's decoded samples, as one undo step.
@Suite("Track from the attached sound")
struct TrackFromSoundTests {
  /// A state editing double-tap with `burst.wav` (a 200 ms burst in 500 ms) attached and read.
  static func attached(_ folder: TemporaryFolder, name: String = "burst.wav") throws
    -> EditorState
  {
    let sound = folder.write(
      name, TestWAV.bytes(TestWAV.burst(length: 500, from: 100, to: 300), rate: 8000))
    var state = EditorFixture.state()
    _ = EditorReducer.reduce(&state, .attachAudio(sound))
    let lane = try #require(state.sound.lane)
    _ = EditorReducer.reduce(
      &state, .soundLoaded(path: lane.path, status: SoundLoader.load(name: sound, path: lane.path)))
    try #require(state.sound.lane?.sound != nil)
    return state
  }

  /// The request among `effects`.
  static func request(_ effects: [Effect]) throws -> SoundAnalysisRequest {
    let found = effects.compactMap { effect -> SoundAnalysisRequest? in
      if case .analyzeSound(let request) = effect { return request }
      return nil
    }
    return try #require(found.last, "no analysis asked for in \(effects)")
  }

  @Test("I asks the worker for the lane's samples; the answer replaces the track in one undo step")
  func replacesTheTrack() throws {
    let folder = TemporaryFolder()
    var state = try Self.attached(folder)
    let before = state.track.pattern.events
    let request = try Self.request(EditorReducer.reduce(&state, .key(.character("I"))))
    #expect(request.sound === state.sound.lane?.sound)
    let analysis = SoundAnalysis.analyzing(request)
    #expect(analysis.problem == nil && !analysis.events.isEmpty)
    // The same track as haptui import makes of the file (one decode here, another there).
    let lane = try #require(state.sound.lane)
    let imported = try Importer.importFile(at: lane.path).get()
    #expect(analysis.events == imported.pattern.events)
    _ = EditorReducer.reduce(&state, .soundAnalyzed(analysis))
    // The burst's track: it starts near 100 ms and ends within the follower's release
    // (20 ms, gated at -30 dB) of 300 ms.
    let events = state.track.pattern.events
    #expect(events.count == analysis.events.count)
    #expect(try #require(events.first).at >= 90)
    #expect(events.allSatisfy { $0.at + ($0.duration ?? 0) <= 400 })
    #expect(Set(events.map(\.id)).count == events.count)
    #expect(Set(events.map(\.id)).isDisjoint(with: before.map(\.id)))
    #expect(state.isDirty && state.screen.message?.text.contains("u undoes") == true)
    _ = EditorReducer.reduce(&state, .perform(.undo))
    #expect(state.track.pattern.events == before)
    _ = EditorReducer.reduce(&state, .perform(.redo))
    #expect(state.track.pattern.events.map(\.at) == events.map(\.at))
    // Again: the same track under other ids is no new undo step.
    let steps = state.edits.history.undoStack.count
    let again = try Self.request(EditorReducer.reduce(&state, .key(.character("I"))))
    _ = EditorReducer.reduce(&state, .soundAnalyzed(SoundAnalysis.analyzing(again)))
    #expect(state.edits.history.undoStack.count == steps)
    #expect(state.screen.message?.text.contains("already is") == true)
  }

  @Test("an answer overtaken by a newer request, or by an edit, is never applied")
  func staleAnswers() throws {
    let folder = TemporaryFolder()
    var state = try Self.attached(folder)
    let before = state.track.pattern
    let first = try Self.request(EditorReducer.reduce(&state, .key(.character("I"))))
    let second = try Self.request(EditorReducer.reduce(&state, .key(.character("I"))))
    #expect(second.generation > first.generation)
    #expect(EditorReducer.reduce(&state, .soundAnalyzed(SoundAnalysis.analyzing(first))).isEmpty)
    #expect(state.track.pattern == before)
    // The user edits while the second runs: its answer is dropped and the status says so.
    _ = EditorReducer.reduce(&state, .key(.character("t")))
    let edited = state.track.pattern
    _ = EditorReducer.reduce(&state, .soundAnalyzed(SoundAnalysis.analyzing(second)))
    #expect(state.track.pattern == edited)
    #expect(state.screen.message?.text.contains("dropped") == true)
    // Once taken or dropped, a repeat of the answer changes nothing.
    #expect(EditorReducer.reduce(&state, .soundAnalyzed(SoundAnalysis.analyzing(second))).isEmpty)
  }

  @Test("no sound, an unreadable sound, a silent one, a read-only file: the track stays, with why")
  func refusals() throws {
    var bare = EditorFixture.state()
    #expect(EditorReducer.reduce(&bare, .key(.character("I"))).isEmpty)
    #expect(bare.screen.message?.text.contains("no sound attached") == true)
    let folder = TemporaryFolder()
    // A sound that cannot be read keeps the old track and says why.
    folder.write("broken.wav", Array("not a sound at all".utf8))
    var broken = EditorFixture.state()
    _ = EditorReducer.reduce(&broken, .attachAudio(folder.path + "/broken.wav"))
    let brokenLane = try #require(broken.sound.lane)
    _ = EditorReducer.reduce(
      &broken,
      .soundLoaded(
        path: brokenLane.path, status: SoundLoader.load(name: "broken.wav", path: brokenLane.path)))
    let kept = broken.track.pattern
    #expect(EditorReducer.reduce(&broken, .key(.character("I"))).isEmpty)
    #expect(broken.track.pattern == kept && broken.screen.message?.kind == .error)
    #expect(broken.screen.message?.text.contains("AUD002") == true, "\(broken.screen.message!)")
    #expect(broken.screen.message?.text.contains("the track is unchanged") == true)
    // A silent sound: the analysis says so and the track stays.
    let silent = folder.write(
      "silent.wav", TestWAV.bytes([Float](repeating: 0, count: 4000), rate: 8000))
    var state = EditorFixture.state()
    _ = EditorReducer.reduce(&state, .attachAudio(silent))
    let lane = try #require(state.sound.lane)
    _ = EditorReducer.reduce(
      &state, .soundLoaded(path: lane.path, status: SoundLoader.load(name: silent, path: lane.path))
    )
    let before = state.track.pattern
    let request = try Self.request(EditorReducer.reduce(&state, .key(.character("I"))))
    let analysis = SoundAnalysis.analyzing(request)
    #expect(analysis.problem?.hasPrefix("AUD006") == true, "\(analysis)")
    _ = EditorReducer.reduce(&state, .soundAnalyzed(analysis))
    #expect(state.track.pattern == before && state.screen.message?.kind == .error)
    #expect(state.screen.message?.text.contains("the track is unchanged") == true)
    var readOnly = EditorFixture.state(readOnly: "HAP001 at 3:1 broken")
    #expect(EditorReducer.reduce(&readOnly, .key(.character("I"))).isEmpty)
    #expect(readOnly.screen.message?.kind == .error)
  }

  @Test("the frontmatter's analysis: is what I analyses with; one that does not read is refused")
  func frontmatterSettings() throws {
    let folder = TemporaryFolder()
    var state = try Self.attached(folder)
    state.document.analysis = "--sensitivity 0.8 --gain -6"
    var wanted = ImportOptions()
    wanted.audio.sensitivity = 0.8
    wanted.audio.gainDB = -6
    #expect(try Self.request(EditorReducer.reduce(&state, .key(.character("I")))).options == wanted)
    state.document.analysis = "--sensitivity 2"
    #expect(EditorReducer.reduce(&state, .key(.character("I"))).isEmpty)
    let message = try #require(state.screen.message)
    #expect(message.kind == .error)
    #expect(message.text.contains("analysis:") && message.text.contains("from 0 to 1"))
  }
}
