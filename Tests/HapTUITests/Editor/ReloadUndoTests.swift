import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// Issue 20, items 1 and 4 in the reducer and the session: undo never goes past a reload into
/// something a save could erase the track with, and save-as checks its target first.
@Suite("Reducer: undo past a reload, and save-as onto a taken name")
struct ReloadUndoTests {
  /// The file as read again: three transients.
  static let fixed = HapticPattern(
    id: "fixture",
    track: [
      EditorFixture.event(1, .transient, at: 0, intensity: 1, sharpness: 0.5),
      EditorFixture.event(2, .transient, at: 100, intensity: 1, sharpness: 0.5),
      EditorFixture.event(3, .transient, at: 200, intensity: 1, sharpness: 0.5),
    ])

  /// The file as a reload returns it: editable, holding `pattern`.
  static func reloaded(_ pattern: HapticPattern) -> Action {
    let info = DocumentInfo(path: "/tmp/fixture.hap.md", title: "Fixture", frontmatterID: "fixture")
    return .reloaded(ReloadedFile(info: info, pattern: pattern, reason: "reload"))
  }

  @Test("a reload of a read-only placeholder leaves nothing to undo")
  func reloadFromReadOnlyStartsHistory() {
    var info = DocumentInfo(
      path: "/tmp/fixture.hap.md", readOnlyReason: "HAP007 at 6:30 expected ','")
    info.hasPattern = false
    var state = EditorState(
      document: info, pattern: HapticPattern(id: "fixture"), size: EditorFixture.wide,
      catalog: EditorFixture.catalog)
    _ = EditorReducer.reduce(&state, Self.reloaded(Self.fixed))
    #expect(!state.isReadOnly && state.track.pattern.events.count == 3)
    #expect(!state.edits.history.canUndo)
    EditorFixture.press("u", &state)
    #expect(state.screen.message?.text == "nothing to undo")
    #expect(state.track.pattern.events.count == 3 && !state.isDirty)
    guard case .save(let request) = EditorFixture.press("w", &state).first else {
      Issue.record("w did not save")
      return
    }
    #expect(request.pattern.events.count == 3 && !request.predatesFile)
  }

  @Test("undo past a reload marks the save as predating the file; redo clears it")
  func undoPastReloadPredates() {
    var state = EditorFixture.state()
    _ = EditorReducer.reduce(&state, Self.reloaded(Self.fixed))
    EditorFixture.press("u", &state)
    #expect(state.track.pattern.events.count == EditorFixture.pattern.events.count)
    guard case .save(let request) = EditorFixture.press("w", &state).first else {
      Issue.record("w did not save")
      return
    }
    #expect(request.predatesFile)
    EditorFixture.press("<Ctrl-R>", &state)
    guard case .save(let again) = EditorFixture.press("w", &state).first else {
      Issue.record("w did not save")
      return
    }
    #expect(!again.predatesFile)
    // A save-as writes this version elsewhere: the copy's later saves are the author's own.
    EditorFixture.press("u", &state)
    _ = EditorReducer.reduce(&state, .savedAs(path: "/tmp/copy.hap.md", revision: 0, error: nil))
    guard case .save(let copy) = EditorFixture.press("w", &state).first else {
      Issue.record("w did not save")
      return
    }
    #expect(!copy.predatesFile)
  }

  @Test("the session refuses a save in place that predates the file and drops its events")
  func sessionRefusesDroppingEvents() throws {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "heartbeat.hap.md")
    let before = try #require(TextFile.bytes(path))
    let session = DocumentSession.open(path: path).session
    let onFile = try #require(session.document.pattern)
    var fewer = onFile
    fewer.track = Array(onFile.events.prefix(1))
    var request = SaveRequest(pattern: fewer, revision: 1)
    request.predatesFile = true
    guard case .failed(let reason) = session.save(request) else {
      Issue.record("saved a version that drops the file's events")
      return
    }
    #expect(reason.contains("would drop \(onFile.events.count - 1) of its"))
    #expect(TextFile.bytes(path) == before)
    // The author's own deletions save as ever.
    request.predatesFile = false
    #expect(session.save(request) == .saved(revision: 1, thenQuit: false))
    #expect(HapDocument.read(path: path).pattern?.events.count == 1)
  }

  @Test("save-as checks the target before it asks about the id; a taken name changes nothing")
  func saveAsChecksTargetFirst() {
    var state = EditorFixture.state()
    state.screen.overlay = .prompt(Prompt(.saveAs, text: "/tmp/taken.hap.md"))
    let effects = EditorFixture.press("<Enter>", &state)
    let plan = SaveAsPlan(path: "/tmp/taken.hap.md", newID: "taken")
    #expect(effects == [.checkSaveAsTarget(plan)])
    #expect(state.track.pattern.id == "fixture" && !state.isDirty)
    _ = EditorReducer.reduce(
      &state, .saveAsTargetChecked(plan, problem: "taken.hap.md already exists; type another name"))
    #expect(state.track.pattern.id == "fixture" && !state.isDirty)
    guard case .prompt(let prompt) = state.screen.overlay else {
      Issue.record("the prompt did not come back: \(String(describing: state.screen.overlay))")
      return
    }
    #expect(prompt.error?.contains("already exists") == true)
    // A free name goes on to the id question.
    _ = EditorReducer.reduce(&state, .saveAsTargetChecked(plan, problem: nil))
    #expect(state.screen.overlay == .confirmSaveAs(plan))
  }

  @Test("the session names an existing target as taken")
  func sessionNamesTakenTarget() {
    let folder = TemporaryFolder()
    let path = folder.copy(pattern: "heartbeat.hap.md")
    let session = DocumentSession.open(path: path).session
    #expect(session.saveAsProblem(path)?.contains("heartbeat.hap.md already exists") == true)
    #expect(session.saveAsProblem(folder.path("free.hap.md")) == nil)
  }
}
