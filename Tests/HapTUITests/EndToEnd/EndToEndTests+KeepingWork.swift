import Glibc
import HapModel
import HapTestSupport
import Testing

/// Issue 20, items 1–4 through the real binary: undo past a reload, imports that have no disk
/// state, imports that fail, and save-as onto a name already taken.
extension EndToEndTests {
  /// A pattern with three transients, as a file fixed after it failed to parse.
  static let fixedText =
    "---\nid: mended\n---\n\n```haptic\n{ \"haptic\": \"0.1\", \"id\": \"mended\", \"track\": [\n"
    + "  { \"at\": 0, \"type\": \"transient\" },\n  { \"at\": 100, \"type\": \"transient\" },\n"
    + "  { \"at\": 200, \"type\": \"transient\" }\n] }\n```\n"

  @Test("undo after reloading a fixed unparsable file, then w, never erases the track")
  func undoPastReloadKeepsTrack() throws {
    let path = folder.path("mended.hap.md")
    let broken =
      "---\nid: mended\n---\n\n```haptic\n{ \"haptic\": \"0.1\", \"id\": \"mended\" \"track\": [] }\n```\n"
    TextFile.write(Array(broken.utf8), to: path)
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("mended.hap.md"))
    try #require(session.wait(for: "READ-ONLY") != nil, "\(session.capture())")
    // Fixed outside the editor, then read again with F5.
    TextFile.write(Array(Self.fixedText.utf8), to: path)
    session.send("F5")
    try #require(session.wait(for: "reloaded") != nil, "\(session.screen())")
    session.send("u")
    usleep(300_000)
    session.send("w")
    usleep(500_000)
    session.send("q")
    if session.wait(for: "EXIT=", seconds: 3, whole: true) == nil { session.send("d") }
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    let saved = HapDocument.read(path: path)
    #expect(saved.pattern?.events.count == 3, "\(String(decoding: saved.bytes, as: UTF8.self))")
  }

  @Test("an AHAP opened in the editor never claims its unsaved .hap.md changed on disk")
  func importHasNoDiskState() throws {
    folder.write("Button 1.ahap", ImportSaveTests.ahap)
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("'Button 1.ahap'"))
    try #require(session.wait(for: "button-1.hap.md [new]") != nil, "\(session.capture())")
    // The disk watch runs about every second: three seconds give it every chance.
    #expect(session.wait(for: "changed on disk", seconds: 3.5) == nil, "\(session.screen())")
    session.send("F5")
    usleep(500_000)
    let screen = session.screen()
    #expect(!screen.contains("HAP000") && !screen.contains("READ-ONLY"), "\(screen)")
    try saveImport(session, expecting: "button-1.hap.md")
    #expect(HapDocument.read(path: folder.path("button-1.hap.md")).pattern?.events.count == 2)
  }

  @Test("an AHAP that does not import shows the IMP error the CLI prints, not HAP001/HAP008")
  func failedImportShowsIMP() throws {
    folder.write("bad.ahap", "{\"Version\": 1.0, \"Pattern\": [")
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("bad.ahap"))
    try #require(session.wait(for: "IMP003") != nil, "\(session.capture())")
    // The live analysis arrives after the first frame: give it time to replace the error.
    usleep(1_500_000)
    let screen = session.screen()
    #expect(screen.contains("IMP003"), "\(screen)")
    #expect(!screen.contains("HAP001") && !screen.contains("HAP008"), "\(screen)")
    #expect(!screen.contains("changed on disk"), "\(screen)")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
  }

  @Test("save-as onto an existing name is refused and leaves the pattern's id as it was")
  func saveAsOntoExistingName() throws {
    let path = folder.copy(pattern: "double-tap.hap.md")
    let taken = folder.copy(pattern: "heartbeat.hap.md")
    let takenBytes = try #require(TextFile.bytes(taken))
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("double-tap.hap.md"))
    try #require(session.wait(for: "rung ") != nil, "\(session.capture())")
    session.send("S")
    try #require(session.wait(for: "save as:") != nil, "\(session.screen())")
    session.send("C-u")
    session.type("heartbeat.hap.md")
    session.send("Enter")
    usleep(500_000)
    // Whatever it asks first, agreeing to the id must not happen before the target is known.
    if session.screen().contains("heartbeat") && session.screen().contains("id") {
      session.send("y")
    }
    try #require(session.wait(for: "exists") != nil, "\(session.screen())")
    let screen = session.screen()
    #expect(!screen.contains("[+]"), "the refused save-as left an edit:\n\(screen)")
    session.send("Escape")
    usleep(200_000)
    session.send("q")
    if session.wait(for: "EXIT=", seconds: 3, whole: true) == nil { session.send("d") }
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    #expect(TextFile.bytes(taken) == takenBytes)
    #expect(HapDocument.read(path: path).pattern?.id == "double-tap")
  }

  @Test("the recovery question backs out with q, keeping the edits offered for the next open")
  func recoveryQuestionBacksOut() throws {
    let path = folder.copy(pattern: "selection.hap.md")
    let original = try #require(TextFile.bytes(path))
    let session = TmuxSession(
      columns: 100, rows: 30, directory: folder.path, command: haptui("selection.hap.md"))
    try #require(session.wait(for: "Track") != nil, "\(session.capture())")
    session.send("l", "l", "l", "c")
    try #require(session.wait(for: "[+]") != nil)
    kill(try #require(session.programPID()), SIGTERM)
    try #require(session.wait(for: "END-OF-RUN", whole: true) != nil, "\(session.capture())")

    let again = TmuxSession(
      columns: 100, rows: 30, directory: folder.path, command: haptui("selection.hap.md"))
    try #require(again.wait(for: "Unsaved edits found") != nil, "\(again.capture())")
    #expect(again.screen().contains("q quit"), "\(again.screen())")
    again.send("q")
    #expect(again.wait(for: "EXIT=0", whole: true) != nil, "\(again.capture())")
    #expect(TextFile.bytes(path) == original)
    // Nothing was discarded: the next open asks again.
    let third = TmuxSession(
      columns: 100, rows: 30, directory: folder.path, command: haptui("selection.hap.md"))
    #expect(third.wait(for: "Unsaved edits found") != nil, "\(third.capture())")
    third.send("Escape")
    #expect(third.wait(for: "EXIT=0", whole: true) != nil, "\(third.capture())")
  }

  @Test("LANG=C draws the editor in ASCII, and --ascii forces it under a UTF-8 locale")
  func asciiUnderCLocale() throws {
    _ = folder.copy(pattern: "heartbeat.hap.md")
    let binary = quoted(TmuxSession.binary!)
    let recovery = "HAPTUI_RECOVERY_DIR=\(quoted(folder.path + "/recovery"))"
    for command in [
      "env TERM=xterm-256color LANG=C LC_ALL=C \(recovery) \(binary) heartbeat.hap.md",
      "env TERM=xterm-256color LANG=C.UTF-8 \(recovery) \(binary) edit --ascii heartbeat.hap.md",
    ] {
      let session = TmuxSession(columns: 120, rows: 40, directory: folder.path, command: command)
      let screen = try #require(session.wait(for: "Artefact"), "\(session.capture())")
      usleep(500_000)
      let drawn = session.screen()
      let ascii = drawn.unicodeScalars.allSatisfy { $0.isASCII }
      #expect(ascii, "\(command):\n\(drawn)")
      #expect(screen.contains("Track"))
      session.send("q")
      #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    }
  }

  @Test("the browser takes --ascii as the editor does: the list and the pattern it opens")
  func browserASCII() throws {
    _ = folder.copy(pattern: "heartbeat.hap.md")
    for arguments in ["--ascii .", "--ascii"] {
      let session = TmuxSession(
        columns: 120, rows: 40, directory: folder.path, command: haptui(arguments))
      _ = try #require(session.wait(for: "1 of 1"), "\(arguments): \(session.capture())")
      usleep(300_000)
      let list = session.screen()
      #expect(list.unicodeScalars.allSatisfy { $0.isASCII }, "\(arguments):\n\(list)")
      #expect(list.contains("heartbeat.hap.md"), "\(list)")
      session.send("Enter")
      _ = try #require(session.wait(for: "Artefact"), "\(arguments): \(session.capture())")
      usleep(500_000)
      let editor = session.screen()
      #expect(editor.unicodeScalars.allSatisfy { $0.isASCII }, "\(arguments):\n\(editor)")
      session.send("q")
      _ = session.wait(for: "1 of 1")
      session.send("q")
      #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    }
  }

  @Test(":messages shows a long status message whole in the real binary; q closes it")
  func messageLog() throws {
    _ = folder.copy(pattern: "heartbeat.hap.md")
    let session = TmuxSession(
      columns: 80, rows: 24, directory: folder.path, command: haptui("heartbeat.hap.md"))
    _ = try #require(session.wait(for: "Artefact"), "\(session.capture())")
    // At 80 columns the status line cuts the unbound key's message.
    session.send("%")
    _ = try #require(session.wait(for: "% does nothing"), "\(session.screen())")
    #expect(!session.screen().contains("? shows the keys"), "\(session.screen())")
    session.type(":messages")
    session.send("Enter")
    let log = try #require(session.wait(for: "Messages"), "\(session.screen())")
    #expect(log.contains("% does nothing here; ? shows the keys"), "\(log)")
    session.send("q")
    _ = try #require(session.wait(for: "Artefact"), "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
  }
}
