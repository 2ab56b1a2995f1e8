import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// Issue 12: saving an import asks for the `.hap.md`'s name (default beside the source), never
/// writes the source, and asks before replacing a file already there.
@Suite("Saving an import asks for its name")
struct ImportSaveTests {
  /// A small AHAP: a transient and a continuous event.
  static let ahap = """
    {"Version": 1.0, "Pattern": [
      {"Event": {"Time": 0.0, "EventType": "HapticTransient", "EventParameters": [
        {"ParameterID": "HapticIntensity", "ParameterValue": 0.8},
        {"ParameterID": "HapticSharpness", "ParameterValue": 0.4}]}},
      {"Event": {"Time": 0.1, "EventType": "HapticContinuous", "EventDuration": 0.2,
        "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 0.6}]}}]}
    """

  /// An unsaved import's state, as `haptui Button 1.ahap` opens it.
  static func importState() -> EditorState {
    var info = DocumentInfo(path: "/work/x/button-1.hap.md", title: "Button 1", isNew: true)
    info.importedFrom = "/work/x/Button 1.ahap"
    var pattern = EditorFixture.pattern
    pattern.id = "button-1"
    return EditorState(
      document: info, pattern: pattern, size: EditorFixture.wide, catalog: EditorFixture.catalog)
  }

  /// Presses Enter at the name prompt and answers the target check the editor asks for, as
  /// the runtime would for a folder where the name is free (or, `exists`, taken).
  @discardableResult
  static func enter(_ state: inout EditorState, exists: Bool = false) -> [Effect] {
    let effects = EditorFixture.press("<Enter>", &state)
    guard case .checkImportTarget(let plan) = effects.last else { return effects }
    return EditorReducer.reduce(
      &state, .importTargetChecked(plan, exists: exists, problem: nil))
  }

  /// The save the effects ask for.
  static func saveRequest(_ effects: [Effect]) -> SaveRequest? {
    effects.lazy.compactMap { effect -> SaveRequest? in
      if case .save(let request) = effect { return request }
      return nil
    }.first
  }

  @Test("w opens save-as with the default name; Enter saves there, creating it")
  func defaultName() throws {
    var state = Self.importState()
    #expect(state.isUnsavedImport)
    #expect(EditorFixture.press("w", &state).isEmpty)
    guard case .prompt(let prompt) = state.screen.overlay else {
      Issue.record("w did not ask for a name: \(String(describing: state.screen.overlay))")
      return
    }
    #expect(prompt.purpose == .saveAs && prompt.text == "/work/x/button-1.hap.md")
    #expect(state.screen.message?.text.contains("Button 1.ahap is never written") == true)
    let request = try #require(Self.saveRequest(Self.enter(&state)))
    #expect(request.path == "/work/x/button-1.hap.md" && !request.force && !request.thenQuit)
    #expect(state.screen.overlay == nil && state.track.pattern.id == "button-1")
    // Once saved, it is an ordinary file: w saves in place without asking.
    _ = EditorReducer.reduce(&state, .saveFinished(.saved(revision: 0, thenQuit: false)))
    #expect(!state.isUnsavedImport)
    #expect(
      state.screen.message?.text.contains("Button 1.ahap, the import's source, is untouched")
        == true)
    let again = try #require(Self.saveRequest(EditorFixture.press("w", &state)))
    #expect(again.path == nil && state.screen.overlay == nil)
  }

  @Test("another name: the file goes there and the id follows a slug name")
  func anotherName() throws {
    var state = Self.importState()
    EditorFixture.press("<Ctrl-S> <Ctrl-U>", &state)
    for character in "heavy-hit" { _ = EditorReducer.reduce(&state, .key(.character(character))) }
    let effects = Self.enter(&state)
    let request = try #require(Self.saveRequest(effects))
    #expect(request.path == "/work/x/heavy-hit.hap.md")
    #expect(state.document.path == "/work/x/heavy-hit.hap.md")
    #expect(state.track.pattern.id == "heavy-hit" && request.pattern.id == "heavy-hit")
    // The rename is one undoable step, re-analysed like any edit.
    #expect(effects.requestsAnalysis)
    #expect(state.edits.history.undoStack.last?.label.contains("id") == true)
  }

  @Test("the source's name gets .hap.md, an empty name is refused; save-and-quit asks too")
  func refusalsAndQuit() throws {
    var state = Self.importState()
    EditorFixture.press("w <Ctrl-U>", &state)
    #expect(Self.saveRequest(EditorFixture.press("<Enter>", &state)) == nil)
    guard case .prompt(let refused) = state.screen.overlay else {
      Issue.record("the prompt closed")
      return
    }
    #expect(refused.error?.contains("type a file name") == true)
    for character in "/work/x/Button 1.ahap" {
      _ = EditorReducer.reduce(&state, .key(.character(character)))
    }
    let request = try #require(Self.saveRequest(Self.enter(&state)))
    #expect(request.path == "/work/x/Button 1.ahap.hap.md")
    // Not a slug: the id stays.
    #expect(state.track.pattern.id == "button-1")
    var quitting = Self.importState()
    EditorFixture.press("t q", &quitting)
    #expect(quitting.screen.overlay == .confirmQuit)
    EditorFixture.press("w", &quitting)
    guard case .prompt(let prompt) = quitting.screen.overlay else {
      Issue.record("save and quit did not ask for a name")
      return
    }
    #expect(prompt.thenQuit)
    let quit = try #require(Self.saveRequest(Self.enter(&quitting)))
    #expect(quit.thenQuit)
  }

  @Test("a name already taken is asked about before the id changes; Esc changes nothing")
  func takenNameAsksFirst() throws {
    var state = Self.importState()
    EditorFixture.press("w <Ctrl-U>", &state)
    for character in "heavy-hit" { _ = EditorReducer.reduce(&state, .key(.character(character))) }
    let before = state.snapshot
    let undoSteps = state.edits.history.undoStack.count
    #expect(Self.saveRequest(Self.enter(&state, exists: true)) == nil)
    guard case .confirmImportReplace(let plan) = state.screen.overlay else {
      Issue.record("a taken name should ask: \(String(describing: state.screen.overlay))")
      return
    }
    #expect(plan.path == "/work/x/heavy-hit.hap.md" && plan.newID == "heavy-hit")
    #expect(state.screen.message?.text.contains("heavy-hit.hap.md already exists") == true)
    // Nothing changed yet: not the id, not the target, not the history.
    #expect(state.snapshot == before && state.track.pattern.id == "button-1")
    #expect(state.document.path == "/work/x/button-1.hap.md")
    #expect(state.edits.history.undoStack.count == undoSteps)
    var kept = state
    EditorFixture.press("<Esc>", &kept)
    #expect(kept.screen.overlay == nil && kept.snapshot == before && kept.isUnsavedImport)
    // `o` replaces it: the id follows in one step and the save may replace the file.
    let request = try #require(Self.saveRequest(EditorFixture.press("o", &state)))
    #expect(request.force && request.path == "/work/x/heavy-hit.hap.md")
    #expect(state.track.pattern.id == "heavy-hit" && request.pattern.id == "heavy-hit")
    #expect(state.edits.history.undoStack.count == undoSteps + 1)
    // A folder it cannot write brings the prompt back with the reason.
    var refused = Self.importState()
    EditorFixture.press("w", &refused)
    guard case .checkImportTarget(let free) = EditorFixture.press("<Enter>", &refused).last else {
      Issue.record("Enter should check the target first")
      return
    }
    _ = EditorReducer.reduce(
      &refused, .importTargetChecked(free, exists: false, problem: "the folder is read-only"))
    guard case .prompt(let prompt) = refused.screen.overlay else {
      Issue.record("the prompt should come back")
      return
    }
    #expect(prompt.error == "the folder is read-only" && refused.isUnsavedImport)
  }

  @Test(
    "through the runtime: the new file validates, the source is byte-identical, and an existing file is asked about"
  )
  func runtimeWritesTheNewFile() throws {
    let folder = TemporaryFolder()
    let source = folder.write("Button 1.ahap", Self.ahap)
    let before = try #require(TextFile.bytes(source))
    func run(_ keys: String) -> EditorRuntime {
      let opened = DocumentSession.open(path: source)
      let backend = TestBackend(size: EditorFixture.wide, script: InputEvent.keys(keys))
      let runtime = EditorLauncher.makeRuntime(
        opened: opened, backend: backend, environment: .scripted(recovery: nil), monochrome: false)
      _ = runtime.run()
      return runtime
    }
    let first = run("w <Enter> q")
    let written = HapDocument.read(path: folder.path("button-1.hap.md"))
    #expect(written.isConformant, "\(written.diagnostics)")
    #expect(written.pattern?.events.count == 2)
    #expect(first.state.document.path == folder.path("button-1.hap.md"))
    #expect(TextFile.bytes(source) == before, "the source changed")
    // Again: the name is taken, so the save asks, and Esc leaves the file as it was.
    let saved = try #require(TextFile.bytes(folder.path("button-1.hap.md")))
    let second = run("t w <Enter> <Esc>")
    #expect(second.state.screen.overlay == nil && second.state.isDirty)
    #expect(TextFile.bytes(folder.path("button-1.hap.md")) == saved)
    #expect(TextFile.bytes(source) == before)
    // `o` at the question replaces it.
    _ = run("t w <Enter> o q")
    let replaced = HapDocument.read(path: folder.path("button-1.hap.md"))
    #expect(replaced.isConformant && replaced.pattern?.events.count == 3)
    #expect(TextFile.bytes(source) == before)
  }
}
