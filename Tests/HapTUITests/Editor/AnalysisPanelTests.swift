import HapImport
import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// The analysis panel (`a`): each change re-analyses the lane's sound and previews the answer
/// on the grid; Enter keeps it as one undo step, Esc puts the track back as it was.
@Suite("Analysis panel")
struct AnalysisPanelTests {
  /// Double-tap with `hits.wav` attached and read.
  static func attached(_ folder: TemporaryFolder) throws -> EditorState {
    let sound = folder.write("hits.wav", TestWAV.bytes(TestWAV.hits(), rate: 16_000))
    var state = EditorFixture.state()
    _ = EditorReducer.reduce(&state, .attachAudio(sound))
    let lane = try #require(state.sound.lane)
    _ = EditorReducer.reduce(
      &state, .soundLoaded(path: lane.path, status: SoundLoader.load(name: sound, path: lane.path)))
    try #require(state.sound.lane?.sound != nil)
    return state
  }

  /// Presses `keys`, doing each analysis asked for at once (as the inline worker does);
  /// returns every effect.
  @discardableResult
  static func drive(_ keys: String, _ state: inout EditorState) -> [Effect] {
    var all: [Effect] = []
    for key in Key.script(keys) {
      var queue = EditorReducer.reduce(&state, .key(key))
      while !queue.isEmpty {
        let effect = queue.removeFirst()
        all.append(effect)
        if case .analyzeSound(let request) = effect {
          queue += EditorReducer.reduce(&state, .soundAnalyzed(SoundAnalysis.analyzing(request)))
        }
      }
    }
    return all
  }

  static func transients(_ state: EditorState) -> Int {
    state.track.pattern.events.filter { $0.type == .transient }.count
  }

  @Test("a previews what I would make; a new sensitivity previews a new track; Esc restores")
  func previewAndCancel() throws {
    let folder = TemporaryFolder()
    var state = try Self.attached(folder)
    let original = state.track
    Self.drive("a", &state)
    let panel = try #require(state.screen.overlay?.analysisPanel)
    #expect(panel.preview != nil && !panel.waiting && panel.summary.contains("6 transients"))
    #expect(Self.transients(state) == 6)
    // A preview is no edit: nothing to undo but the attach, nothing more to save.
    #expect(state.edits.history.undoStack.map(\.label) == ["attach sound"])
    let preview = state.track.pattern
    Self.drive("j j j e 1 Enter", &state)
    #expect(state.screen.overlay?.analysisPanel?.options.audio.sensitivity == 1)
    #expect(Self.transients(state) == 20 && state.track.pattern != preview)
    Self.drive("Esc", &state)
    #expect(state.screen.overlay == nil)
    #expect(state.track.pattern == original.pattern)
    #expect(state.track.selection == original.selection)
    #expect(state.track.nextEventID == original.nextEventID)
    #expect(state.track.viewport == original.viewport)
    #expect(state.edits.history.undoStack.map(\.label) == ["attach sound"])
  }

  @Test("the old track stays until the answer arrives; an overtaken answer is dropped")
  func oldTrackUntilAnswered() throws {
    let folder = TemporaryFolder()
    var state = try Self.attached(folder)
    Self.drive("a", &state)
    let preview = state.track.pattern
    // Two steps of the sensitivity, their analyses not yet done.
    let first = try TrackFromSoundTests.request(EditorFixture.press("j j j l", &state))
    let second = try TrackFromSoundTests.request(EditorFixture.press("l", &state))
    #expect(state.screen.overlay?.analysisPanel?.waiting == true)
    #expect(state.track.pattern == preview)
    _ = EditorReducer.reduce(&state, .soundAnalyzed(SoundAnalysis.analyzing(first)))
    #expect(state.track.pattern == preview && state.screen.overlay?.analysisPanel?.waiting == true)
    #expect(second.options.audio.sensitivity == 0.6)
    _ = EditorReducer.reduce(&state, .soundAnalyzed(SoundAnalysis.analyzing(second)))
    #expect(state.screen.overlay?.analysisPanel?.waiting == false)
    // Esc while one runs: its answer, arriving late, is never applied.
    let late = try TrackFromSoundTests.request(EditorFixture.press("e 1 Enter", &state))
    Self.drive("Esc", &state)
    let restored = state.track.pattern
    #expect(EditorReducer.reduce(&state, .soundAnalyzed(SoundAnalysis.analyzing(late))).isEmpty)
    #expect(state.track.pattern == restored)
  }

  @Test("Enter keeps the preview as one undo step with its settings; u takes both back")
  func acceptAndUndo() throws {
    let folder = TemporaryFolder()
    var state = try Self.attached(folder)
    let original = state.track.pattern
    let effects = Self.drive("a j j j e 1 Enter Enter", &state)
    #expect(state.screen.overlay == nil)
    #expect(Self.transients(state) == 20)
    // One step over the attach.
    #expect(state.edits.history.undoStack.count == 2 && state.isDirty)
    #expect(!effects.isEmpty && state.frontmatterEdits.analysis == .some("--sensitivity 1"))
    _ = EditorReducer.reduce(&state, .key(.character("u")))
    #expect(state.track.pattern == original)
    #expect(state.frontmatterEdits.analysis == .some(nil), "the save removes analysis: again")
    _ = EditorReducer.reduce(&state, .key(.control("r")))
    #expect(Self.transients(state) == 20)
    #expect(state.frontmatterEdits.analysis == .some("--sensitivity 1"))
    // `I` now analyses with the kept settings.
    let request = try TrackFromSoundTests.request(EditorFixture.press("I", &state))
    #expect(request.options.audio.sensitivity == 1)
  }

  @Test("a value out of range is refused in the field with its range, and nothing re-runs")
  func refusals() throws {
    let folder = TemporaryFolder()
    var state = try Self.attached(folder)
    Self.drive("a", &state)
    let before = state.sound.analysis.generation
    let effects = Self.drive("j j j e 5 Enter", &state)
    let panel = try #require(state.screen.overlay?.analysisPanel)
    #expect(panel.refusal == "sensitivity must be a number from 0 to 1")
    #expect(panel.typing == "5" && panel.options.audio.sensitivity == 0.5)
    #expect(effects.isEmpty && state.sound.analysis.generation == before)
    // The screen shows the refusal under the field.
    let screen = EditorScreen.render(state).text
    #expect(screen.contains("refused: sensitivity must be"), "\(screen)")
    // Stepping past the end stays at the end; a sharpness 1 under sharpness 0 is refused.
    Self.drive("Esc Esc a j j j l l l l l l l l l l l l", &state)
    #expect(state.screen.overlay?.analysisPanel?.options.audio.sensitivity == 1)
    Self.drive("j j j e 2 0 Enter", &state)
    let low = try #require(state.screen.overlay?.analysisPanel)
    #expect(low.refusal?.contains("must be above --sharpness-low") == true, "\(low)")
    #expect(low.options.audio.sharpness.highHz == 600)
    // Enter with no answer yet is refused; a tolerance of 0 is refused (it must be above 0).
    Self.drive("Esc Esc a j j j j e 0 Enter", &state)
    #expect(
      state.screen.overlay?.analysisPanel?.refusal
        == "tolerance must be a number above 0 and at most 0.5")
  }
}
