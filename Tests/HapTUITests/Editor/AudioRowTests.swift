import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// Issue 20, item 6: the inspector's `audio` row checks the sound before it attaches it.
@Suite("Reducer and session: the audio row refuses a sound that does not read")
struct AudioRowTests {
  /// The state with `name` typed into the `audio` row and Enter pressed.
  func typed(_ name: String) -> (EditorState, [Effect]) {
    var state = EditorFixture.state()
    state.screen.focus = .inspector
    state.inspector.field = .audio
    EditorFixture.press("<Enter>", &state)
    state.inspector.fieldEditor?.text = name
    let effects = EditorFixture.press("<Enter>", &state)
    return (state, effects)
  }

  @Test("Enter asks for the check and attaches nothing yet")
  func asksFirst() {
    let (state, effects) = typed("nope.wav")
    #expect(effects == [.checkSound("nope.wav")])
    #expect(state.document.audio == nil && !state.isDirty)
  }

  @Test("a refused sound keeps the field open with the reason; a good one attaches")
  func answer() {
    var (state, _) = typed("nope.wav")
    let problem = "audio nope.wav: error[AUD001]: the file cannot be read"
    _ = EditorReducer.reduce(&state, .soundChecked("nope.wav", problem: problem))
    #expect(state.document.audio == nil && !state.isDirty)
    #expect(state.inspector.fieldEditor?.error == problem)
    #expect(state.screen.message?.text == "not attached: \(problem)")
    let effects = EditorReducer.reduce(&state, .soundChecked("tap.wav", problem: nil))
    #expect(state.document.audio == "tap.wav" && state.inspector.fieldEditor == nil)
    #expect(!effects.isEmpty && state.frontmatterEdits.audio == .some("tap.wav"))
  }

  @Test("the session names a missing file and a file that is no sound, and passes a WAV")
  func sessionProbes() {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "double-tap.hap.md")
    folder.write("fake.wav", "hello")
    let samples = TestWAV.burst(length: 800, from: 100, to: 400, rate: 16_000)
    folder.write("burst.wav", TestWAV.bytes(samples, rate: 16_000))
    let session = DocumentSession.open(path: path).session
    #expect(session.soundProblem("nope.wav")?.contains("AUD001") == true)
    #expect(session.soundProblem("fake.wav")?.contains("AUD002") == true)
    #expect(session.soundProblem("burst.wav") == nil)
  }
}
