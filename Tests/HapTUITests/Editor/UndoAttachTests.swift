import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// Attaching a sound is an undo step: `u` detaches it again, Ctrl-R brings it back, and each
/// save writes the `audio:` the editor shows (issue 19, item 2).
@Suite("Undo and redo of attaching a sound")
struct UndoAttachTests {
  /// The editor on a copy of `double-tap.hap.md`, with its session.
  static func opened(_ folder: TemporaryFolder) throws -> (DocumentSession, EditorState, String) {
    let (pattern, _) = try AttachAudioTests.files(folder)
    let opened = DocumentSession.open(path: pattern)
    let state = EditorState(
      document: opened.info, pattern: opened.pattern, size: EditorFixture.wide,
      catalog: EditorFixture.catalog)
    return (opened.session, state, pattern)
  }

  /// Presses `w`, carries out the save through `session` and hands the outcome back.
  static func save(_ session: DocumentSession, _ state: inout EditorState) throws {
    let request = try #require(ImportSaveTests.saveRequest(EditorFixture.press("w", &state)))
    _ = EditorReducer.reduce(&state, .saveFinished(session.save(request)))
  }

  @Test("u detaches the sound just attached and the save writes no audio:; Ctrl-R brings it back")
  func undoAndRedo() throws {
    let folder = TemporaryFolder()
    var (session, state, path) = try Self.opened(folder)
    let before = try #require(TextFile.read(path))
    _ = EditorReducer.reduce(&state, .attachAudio("../sounds/burst.wav"))
    #expect(state.isDirty && state.sound.lane != nil)
    EditorFixture.press("u", &state)
    #expect(state.screen.message?.text == "undid attach sound")
    #expect(state.document.audio == nil && state.sound.lane == nil && !state.isDirty)
    try Self.save(session, &state)
    #expect(TextFile.read(path) == before, "no audio: written")
    EditorFixture.press("<Ctrl-R>", &state)
    #expect(state.screen.message?.text == "redid attach sound")
    #expect(state.document.audio == "../sounds/burst.wav" && state.isDirty)
    #expect(state.sound.lane?.name == "../sounds/burst.wav")
    try Self.save(session, &state)
    #expect(
      TextFile.read(path)
        == before.replacing(
          "feel: Two even knocks, knuckle on wood.\n",
          with: "feel: Two even knocks, knuckle on wood.\naudio: ../sounds/burst.wav\n"))
    #expect(!state.isDirty)
  }

  @Test("undoing an attach that was saved makes the next save remove audio:")
  func undoSavedAttach() throws {
    let folder = TemporaryFolder()
    var (session, state, path) = try Self.opened(folder)
    let before = try #require(TextFile.read(path))
    _ = EditorReducer.reduce(&state, .attachAudio("../sounds/burst.wav"))
    try Self.save(session, &state)
    #expect(TextFile.read(path)?.contains("audio: ../sounds/burst.wav\n") == true)
    EditorFixture.press("u", &state)
    #expect(state.isDirty && state.document.audio == nil)
    #expect(state.frontmatterEdits.audio == .some(nil))
    try Self.save(session, &state)
    #expect(TextFile.read(path) == before, "audio: removed, every other byte as it was")
  }
}
