import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// Attaching a sound (`haptui edit --audio`): an unsaved frontmatter edit that the save writes,
/// every other byte kept, with the lane following at once.
@Suite("Attaching a sound to a pattern")
struct AttachAudioTests {
  /// A copy of `double-tap.hap.md` in `folder/patterns/`, and a generated WAV in
  /// `folder/sounds/`.
  static func files(_ folder: TemporaryFolder) throws -> (pattern: String, sound: String) {
    let text = try #require(TextFile.read(Repository.path("Patterns/double-tap.hap.md")))
    let pattern = folder.write("patterns/double-tap.hap.md", text)
    let sound = folder.write(
      "sounds/burst.wav", TestWAV.bytes(TestWAV.burst(length: 500, from: 0, to: 200), rate: 8000))
    return (pattern, sound)
  }

  @Test("the reducer: dirty, the lane asks for the sound, the save carries it; detach undoes it")
  func reducer() throws {
    var state = EditorFixture.state()
    #expect(!state.isDirty && state.sound.lane == nil)
    let effects = EditorReducer.reduce(&state, .attachAudio("../sounds/burst.wav"))
    #expect(state.isDirty && state.document.audio == "../sounds/burst.wav")
    #expect(state.frontmatterEdits.audio == .some("../sounds/burst.wav"))
    #expect(
      effects.contains(.loadSound(name: "../sounds/burst.wav", path: "/tmp/../sounds/burst.wav")))
    #expect(state.sound.lane?.status == .loading)
    #expect(EditorScreen.render(state).text.contains("[+]"))
    // Detaching brings the file back to what is on disk: not dirty, no lane.
    let detach = EditorReducer.reduce(&state, .attachAudio(nil))
    #expect(!state.isDirty && state.sound.lane == nil && state.frontmatterEdits == .none)
    #expect(!detach.isEmpty && state.edits.history.undoStack.isEmpty, "no step left to undo")
    // A save marks the attached value as the file's.
    _ = EditorReducer.reduce(&state, .attachAudio("a.wav"))
    let revision = state.edits.history.current
    _ = EditorReducer.reduce(&state, .saveFinished(.saved(revision: revision, thenQuit: false)))
    #expect(!state.isDirty && state.document.audioOnDisk == "a.wav")
  }

  @Test("a read-only file or one without frontmatter refuses, saying why")
  func refusals() {
    var readOnly = EditorFixture.state(readOnly: "HAP001 at 3:1 broken")
    #expect(EditorReducer.reduce(&readOnly, .attachAudio("a.wav")).isEmpty)
    #expect(readOnly.document.audio == nil && readOnly.screen.message?.kind == .error)
    var bare = EditorFixture.state()
    bare.document.hasFrontmatter = false
    #expect(EditorReducer.reduce(&bare, .attachAudio("a.wav")).isEmpty)
    #expect(bare.screen.message?.text.contains("no frontmatter") == true)
  }

  @Test("saved through the session: only the audio: line is added, byte for byte")
  func sessionWritesOnlyTheKey() throws {
    let folder = TemporaryFolder()
    let (pattern, sound) = try Self.files(folder)
    let before = try #require(TextFile.read(pattern))
    let opened = DocumentSession.open(path: pattern)
    let name = try EditorLauncher.attachment(sound, to: opened).get()
    #expect(name == "../sounds/burst.wav")
    let outcome = opened.session.save(
      SaveRequest(
        pattern: opened.pattern, revision: 1, frontmatter: FrontmatterEdits(audio: .some(name))))
    #expect(outcome == .saved(revision: 1, thenQuit: false))
    let after = try #require(TextFile.read(pattern))
    // The new key goes last in the frontmatter, just before its closing line.
    #expect(
      after
        == before.replacing(
          "feel: Two even knocks, knuckle on wood.\n",
          with: "feel: Two even knocks, knuckle on wood.\naudio: ../sounds/burst.wav\n"))
    #expect(HapDocument.read(path: pattern).isConformant)
    // The next save has nothing more to write there.
    #expect(
      opened.session.save(SaveRequest(pattern: opened.pattern, revision: 2))
        == .saved(revision: 2, thenQuit: false))
    #expect(TextFile.read(pattern) == after)
  }

  @Test("--audio refusals: not audio, missing, a file without frontmatter")
  func attachmentRefusals() throws {
    let folder = TemporaryFolder()
    let (pattern, _) = try Self.files(folder)
    let opened = DocumentSession.open(path: pattern)
    let text = folder.write("notes.wav", "words")
    func message(_ sound: String, _ opened: DocumentSession.Opened) -> String {
      guard case .failure(let problem) = EditorLauncher.attachment(sound, to: opened) else {
        return "attached"
      }
      return problem.message
    }
    #expect(message(text, opened).hasPrefix("--audio \(text): error[AUD002]: not a sound"))
    let missing = message(folder.path("gone.wav"), opened)
    #expect(missing.contains("error[AUD001]") && missing.contains("give the path of a sound file"))
    let bare = folder.write("bare.hap.md", "# no frontmatter\n\n```haptic\n{}\n```\n")
    let sound = folder.path("sounds/burst.wav")
    let refused = message(sound, DocumentSession.open(path: bare))
    #expect(refused.contains("read-only") || refused.contains("no frontmatter"), "\(refused)")
  }

  @Test("relative paths from the pattern's folder")
  func relativePaths() throws {
    let folder = TemporaryFolder()
    _ = try Self.files(folder)
    let root = RelativePath.resolved(folder.path)
    #expect(
      RelativePath.of(root + "/sounds/burst.wav", fromFolderOf: root + "/patterns/x.hap.md")
        == "../sounds/burst.wav")
    #expect(
      RelativePath.of(root + "/patterns/a.wav", fromFolderOf: root + "/patterns/x.hap.md")
        == "a.wav")
    #expect(
      RelativePath.of(root + "/a.wav", fromFolderOf: root + "/patterns/deep/x.hap.md")
        == "../../a.wav")
  }

  @Test("the inspector's audio row: Enter types a path to attach, x detaches")
  func inspectorRow() throws {
    var state = EditorFixture.state()
    EditorFixture.press("e", &state)
    state.inspector.field = .audio
    #expect(EditorScreen.render(state).text.contains("audio              —"))
    EditorFixture.press("<Enter>", &state)
    #expect(state.inspector.fieldEditor?.field == .audio)
    var effects: [Effect] = []
    for character in "tap.wav" {
      effects += EditorReducer.reduce(&state, .key(.character(character)))
    }
    // Enter asks the runtime to check the sound; its answer attaches it.
    #expect(EditorFixture.press("<Enter>", &state) == [.checkSound("tap.wav")])
    effects += EditorReducer.reduce(&state, .soundChecked("tap.wav", problem: nil))
    #expect(
      state.inspector.fieldEditor == nil && state.document.audio == "tap.wav" && state.isDirty)
    #expect(!effects.isEmpty && state.frontmatterEdits.audio == .some("tap.wav"))
    #expect(effects.contains(.loadSound(name: "tap.wav", path: "/tmp/tap.wav")))
    #expect(EditorScreen.render(state).text.contains("audio              tap.wav"))
    let detach = EditorFixture.press("x", &state)
    #expect(
      !detach.isEmpty && state.document.audio == nil && state.sound.lane == nil
        && state.frontmatterEdits == .none)
    #expect(!state.isDirty)
    EditorFixture.press("x", &state)
    #expect(state.screen.message?.text == "the pattern has no sound to detach")
  }

  @Test("a save into another folder rewrites audio: to name the same sound from there")
  func saveElsewhereKeepsTheSound() throws {
    let folder = TemporaryFolder()
    let text = try #require(TextFile.read(Repository.path("Patterns/double-tap.hap.md")))
    let feel = "feel: Two even knocks, knuckle on wood.\n"
    let pattern = folder.write(
      "a/tap.hap.md", text.replacing(feel, with: feel + "audio: tap.wav\n"))
    folder.write("a/tap.wav", TestWAV.bytes([0.5, -0.5], rate: 8000))
    _ = folder.write("b/.keep", "")
    let opened = DocumentSession.open(path: pattern)
    let (error, moved) = opened.session.saveAs(
      SaveAsRequest(
        path: folder.path("b/copy.hap.md"), pattern: opened.pattern, title: nil, revision: 0))
    #expect(error == nil)
    #expect(moved == "../a/tap.wav")
    let copy = try #require(TextFile.read(folder.path("b/copy.hap.md")))
    #expect(copy == text.replacing(feel, with: feel + "audio: ../a/tap.wav\n"))
    #expect(
      TextFile.read(pattern)?.contains("audio: tap.wav\n") == true, "the original is untouched")
    // Saving in the same folder leaves it as it is.
    let again = DocumentSession.open(path: folder.path("b/copy.hap.md"))
    let (_, unmoved) = again.session.saveAs(
      SaveAsRequest(
        path: folder.path("b/second.hap.md"), pattern: again.pattern, title: nil, revision: 0))
    #expect(unmoved == nil)
    // The reducer follows the save's answer: the lane reads the same file from the new folder.
    var state = EditorFixture.state()
    state.document.path = pattern
    state.document.audio = "tap.wav"
    state.document.audioOnDisk = "tap.wav"
    _ = EditorReducer.reduce(
      &state,
      .savedAs(path: folder.path("b/copy.hap.md"), revision: 0, error: nil, movedAudio: moved))
    #expect(state.document.audio == "../a/tap.wav" && !state.isDirty)
    #expect(state.sound.lane?.path == folder.path("b/../a/tap.wav"))
    // A save elsewhere (the read-only offer) answers the same way.
    var offered = EditorFixture.state()
    offered.document.path = pattern
    offered.document.audio = "tap.wav"
    offered.document.audioOnDisk = "tap.wav"
    _ = EditorReducer.reduce(
      &offered,
      .saveFinished(
        .savedElsewhere(
          revision: 0, path: folder.path("b/copy.hap.md"), thenQuit: false, movedAudio: moved)))
    #expect(offered.document.audio == "../a/tap.wav" && !offered.isDirty)
  }

  @Test("a sound import saved into another folder still names its sound")
  func soundImportSavedElsewhere() throws {
    let folder = TemporaryFolder()
    let source = folder.write(
      "s/burst.wav", TestWAV.bytes(TestWAV.burst(length: 400, from: 50, to: 250), rate: 8000))
    _ = folder.write("out/.keep", "")
    let backend = TestBackend(
      size: EditorFixture.wide,
      script: InputEvent.keys("w <Ctrl-U>") + folder.path("out/hit").map { .key(.character($0)) }
        + InputEvent.keys("<Enter> q"))
    let runtime = EditorLauncher.makeRuntime(
      opened: DocumentSession.open(path: source), backend: backend,
      environment: .scripted(recovery: nil),
      monochrome: false)
    _ = runtime.run()
    let written = HapDocument.read(path: folder.path("out/hit.hap.md"))
    #expect(written.isConformant, "\(written.diagnostics)")
    #expect(written.frontmatter?.entry("audio")?.stringValue == "../s/burst.wav")
    #expect(runtime.state.sound.lane?.sound != nil, "the lane still has the sound")
  }

  @Test("an attachment not saved is kept in the recovery file and offered back")
  func recoveryKeepsTheAttachment() throws {
    let folder = TemporaryFolder()
    let (pattern, _) = try Self.files(folder)
    let before = TextFile.read(pattern)
    let store = RecoveryStore(folder: folder.path("rec"))
    let first = EditorLauncher.makeRuntime(
      opened: DocumentSession.open(path: pattern),
      backend: TestBackend(size: EditorFixture.wide), environment: .scripted(recovery: store),
      monochrome: false,
      openingActions: [.attachAudio("../sounds/burst.wav")])
    #expect(first.run() == .inputEnded)
    #expect(TextFile.read(pattern) == before, "nothing saved")
    let second = EditorLauncher.makeRuntime(
      opened: DocumentSession.open(path: pattern),
      backend: TestBackend(size: EditorFixture.wide, script: InputEvent.keys("r w q")),
      environment: .scripted(recovery: store), monochrome: false)
    guard case .recovery(let offer) = second.state.screen.overlay else {
      Issue.record("no recovery offered: \(String(describing: second.state.screen.overlay))")
      return
    }
    #expect(offer.restoresAudio && offer.audio == "../sounds/burst.wav")
    #expect(second.run() == .quit)
    #expect(second.state.document.audio == "../sounds/burst.wav")
    #expect(
      HapDocument.read(path: pattern).frontmatter?.entry("audio")?.stringValue
        == "../sounds/burst.wav")
  }
}
