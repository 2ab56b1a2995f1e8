import Glibc
import HapModel
import HapTestSupport
import Testing

/// Runs the real `haptui` binary in tmux: keys and mouse in, screen text and files out.
@Suite(
  "End to end: the real binary in tmux", .serialized,
  .enabled(
    if: TmuxSession.isAvailable, "needs tmux and the built haptui binary (.build/debug/haptui)"))
struct EndToEndTests {
  let folder = TemporaryFolder()

  /// The command line that runs haptui with a known terminal, locale and recovery folder.
  func haptui(_ arguments: String, term: String = "xterm-256color", extra: String = "") -> String {
    "env TERM=\(term) LANG=C.UTF-8 HAPTUI_RECOVERY_DIR=\(quoted(folder.path + "/recovery")) \(extra) "
      + quoted(TmuxSession.binary!) + " " + arguments
  }

  @Test(
    "open a copy of a pattern, add and drag events with keys and the mouse, save, edit the title, save, quit"
  )
  func editSaveQuit() throws {
    let path = folder.copy(pattern: "double-tap.hap.md")
    let before = try #require(TextFile.bytes(path))
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("edit double-tap.hap.md"))
    // The frame reaches tmux in pieces under load: wait for its last pane's title, not its first.
    let opened = try #require(
      session.wait(for: "Artefact"), "the editor did not start:\n\(session.capture())")
    #expect(
      opened.contains("Track") && opened.contains("Inspector") && opened.contains("Platforms"))
    // The grid (ruler and axis) and all six platform columns, each with its rung.
    let rendered = try #require(session.wait(for: "rung "), "\(session.screen())")
    #expect(rendered.contains(" ms  0") && rendered.contains("1.0 ┤") && rendered.contains("  0 ┤"))
    let header = rendered.split(separator: "\n").first {
      $0.contains("iOS") && $0.contains("gamepad")
    }
    for platform in ["iOS", "Android", "web", "React Native", "Flutter", "gamepad"] {
      #expect(header?.contains(platform) == true, "no \(platform) column")
    }
    #expect(
      rendered.split(separator: "\n").contains {
        $0.components(separatedBy: "rung ").count - 1 == 6
      })
    // Add a transient five columns in (10 ms), then drag it right twice with Shift-→ (10 ms a
    // nudge at any zoom) and up with K.
    session.send("l", "l", "l", "l", "l", "t", "S-Right", "S-Right", "K")
    // The status line is drawn last, so once it shows the dirty marker the frame is complete.
    let added = try #require(session.wait(for: "@30 "), "\(session.screen())")
    #expect(added.contains("3 events") && added.contains("[+]"))
    // Drag the last tap (110 ms = column 55 at 2 ms a column) 10 columns right with the mouse.
    session.drag(from: (5 + 55, 12), to: (5 + 65, 12))
    #expect(
      session.wait(for: "@130") != nil, "mouse drag did not move the event:\n\(session.screen())")
    session.send("w")
    #expect(session.wait(for: "saved") != nil, "\(session.screen())")
    let firstSave = try #require(TextFile.bytes(path))
    // Type a title that needs quoting into the inspector (the added event is selected, so the
    // pattern's `title` is the ninth row) and save again: only the title line changes.
    session.send("e", "j", "j", "j", "j", "j", "j", "j", "j", "Enter", "C-u")
    session.type("Two taps: \"quick\" #1 ")
    session.send("Enter")
    #expect(session.wait(for: "set title") != nil, "\(session.screen())")
    session.send("Escape", "w")
    #expect(session.wait(for: "saved") != nil, "\(session.screen())")
    session.send("q")
    let ended = try #require(session.wait(for: "END-OF-RUN", whole: true))
    #expect(ended.contains("EXIT=0"))
    #expect(ended.contains("MODES: icanon echo"))

    let after = try #require(TextFile.bytes(path))
    let titled = after.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var untitled = firstSave.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let titleLine = try #require(untitled.firstIndex { $0.starts(with: Array("title:".utf8)) })
    untitled[titleLine] = ArraySlice("title: \"Two taps: \\\"quick\\\" #1 \"".utf8)
    #expect(titled == untitled)
    #expect(HapDocument(bytes: after).frontmatter?.title == "Two taps: \"quick\" #1 ")
    let document = HapDocument(bytes: after, path: path)
    #expect(document.isConformant, "\(document.diagnostics)")
    let original = HapDocument(bytes: before, path: path)
    #expect(document.pattern?.events.count == (original.pattern?.events.count ?? 0) + 1)
    #expect(document.pattern?.events.map(\.at) == [0, 30, 130])
    // The first save kept the frontmatter and prose byte for byte; the second changed only
    // the title line (checked above).
    #expect(prose(of: firstSave).before == prose(of: before).before)
    #expect(prose(of: firstSave).after == prose(of: before).after)
  }

  @Test("SIGTERM restores the terminal and keeps unsaved edits, which the next open offers back")
  func terminateAndRecover() throws {
    let path = folder.copy(pattern: "selection.hap.md")
    let original = try #require(TextFile.bytes(path))
    let session = TmuxSession(
      columns: 100, rows: 30, directory: folder.path, command: haptui("selection.hap.md"))
    try #require(session.wait(for: "Track") != nil, "\(session.capture())")
    session.send("l", "l", "l", "c")
    try #require(session.wait(for: "[+]") != nil)
    let pid = try #require(session.programPID())
    kill(pid, SIGTERM)
    let ended = try #require(session.wait(for: "END-OF-RUN", whole: true), "\(session.capture())")
    #expect(ended.contains("EXIT=143"))
    #expect(ended.contains("unsaved edits are kept"))
    #expect(ended.contains("MODES: icanon echo"))
    #expect(TextFile.bytes(path) == original)

    let again = TmuxSession(
      columns: 100, rows: 30, directory: folder.path, command: haptui("selection.hap.md"))
    #expect(again.wait(for: "Unsaved edits found") != nil, "\(again.capture())")
    again.send("r")
    again.send("w")
    #expect(again.wait(for: "saved") != nil)
    again.send("q")
    #expect(again.wait(for: "EXIT=0", whole: true) != nil)
    let saved = HapDocument.read(path: path)
    #expect(saved.isConformant && saved.pattern?.events.contains { $0.type == .continuous } == true)
  }

  @Test("a crash in a handler restores the terminal and leaves the edits recoverable")
  func crash() throws {
    _ = folder.copy(pattern: "selection.hap.md")
    let session = TmuxSession(
      columns: 100, rows: 30, directory: folder.path,
      command: haptui("selection.hap.md", extra: "HAPTUI_CRASH_KEY=F12"))
    try #require(session.wait(for: "Track") != nil, "\(session.capture())")
    session.send("l", "l", "t")
    try #require(session.wait(for: "[+]") != nil)
    usleep(600_000)
    session.send("F12")
    let ended = try #require(session.wait(for: "END-OF-RUN", whole: true), "\(session.capture())")
    #expect(!ended.contains("EXIT=0"))
    #expect(ended.contains("the terminal was restored"))
    #expect(ended.contains("MODES: icanon echo"))
    let store = folder.path + "/recovery"
    #expect(!shell("ls \(quoted(store))").output.isEmpty)
  }

  @Test("q with unsaved edits asks; q or Ctrl-C at the question keep the edits; only d discards")
  func quitAsks() throws {
    let path = folder.copy(pattern: "heartbeat.hap.md")
    let original = try #require(TextFile.bytes(path))
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("heartbeat.hap.md"))
    try #require(session.wait(for: "Track") != nil, "\(session.capture())")
    session.send("t", "q")
    #expect(session.wait(for: "has edits that are not saved") != nil, "\(session.screen())")
    // Pressed out of habit, q and a second Ctrl-C must not throw the edits away.
    for key in ["q", "C-c"] {
      session.send(key)
      let kept = try #require(session.wait(for: "keeps the edits"), "\(session.screen())")
      #expect(kept.contains("has edits that are not saved") && !kept.contains("EXIT="), "\(key)")
      session.send("Escape")
      #expect(session.wait(for: "[+]") != nil)
      session.send("q")
      #expect(session.wait(for: "has edits that are not saved") != nil, "\(session.screen())")
    }
    session.send("d")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    #expect(TextFile.bytes(path) == original)
  }

  @Test("a mode 444 file opens marked read-only; w saves a copy elsewhere, never over the file")
  func readOnlyFile() throws {
    let path = folder.copy(pattern: "heartbeat.hap.md")
    chmod(path, 0o444)
    defer { chmod(path, 0o644) }
    let original = try #require(TextFile.bytes(path))
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("heartbeat.hap.md"))
    // The mark itself is waited for: a capture as soon as "Track" shows can catch the first
    // frame half drawn, before the line that carries the mark (seen once in CI).
    let opened = try #require(session.wait(for: "[read-only]"), "\(session.capture())")
    #expect(opened.contains("Track"), "\(opened)")
    session.send("l", "l", "t", "w")
    let asked = try #require(session.wait(for: "Cannot save here"), "\(session.screen())")
    #expect(asked.contains("heartbeat.hap.md is read-only (mode 444)"))
    #expect(asked.contains("heartbeat-copy.hap.md"))
    session.send("Enter")
    #expect(session.wait(for: "saved a copy as") != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    #expect(TextFile.bytes(path) == original)
    var info = stat()
    #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o444)
    let copy = HapDocument.read(path: folder.path + "/heartbeat-copy.hap.md")
    #expect(copy.isConformant, "\(copy.diagnostics)")
    #expect(
      copy.pattern?.events.count == (HapDocument(bytes: original).pattern?.events.count ?? 0) + 1)
  }

  @Test("haptui inside a folder of patterns browses that folder, and n creates the file there")
  func browseCurrentFolder() throws {
    _ = folder.copy(pattern: "heartbeat.hap.md")
    _ = folder.copy(pattern: "selection.hap.md")
    let session = TmuxSession(columns: 120, rows: 40, directory: folder.path, command: haptui(""))
    let listed = try #require(session.wait(for: "2 of 2"), "\(session.capture())")
    #expect(listed.contains("heartbeat") && listed.contains("selection"))
    session.send("n", "m", "y", "-", "t", "a", "p", "Enter")
    #expect(session.wait(for: "Inspector") != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "3 of 3") != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    #expect(HapDocument.read(path: folder.path + "/my-tap.hap.md").isConformant)
    #expect(access(folder.path + "/Patterns", F_OK) != 0)
  }

  @Test("a file that does not parse opens read-only with its diagnostics and is left untouched")
  func brokenFileReadOnly() throws {
    let path = folder.path + "/broken.hap.md"
    let text =
      "---\nid: broken\n---\n\n```haptic\n{ \"haptic\": \"0.1\", \"id\": \"broken\" \"track\": [] }\n```\n"
    TextFile.write(Array(text.utf8), to: path)
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("broken.hap.md"))
    let screen = try #require(session.wait(for: "HAP007"), "\(session.capture())")
    #expect(screen.contains("READ-ONLY"))
    session.send("t", "w")
    #expect(session.wait(for: "fix the file in a text editor") != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil)
    #expect(TextFile.bytes(path) == Array(text.utf8))
  }

  @Test("80 × 24 tabs the panes; a tiny window says so; TERM=dumb is refused")
  func sizesAndTerminals() throws {
    _ = folder.copy(pattern: "heartbeat.hap.md")
    let small = TmuxSession(
      columns: 80, rows: 24, directory: folder.path, command: haptui("heartbeat.hap.md"))
    let screen = try #require(small.wait(for: "4 Artefact"), "\(small.capture())")
    #expect(
      screen.contains("2 Inspector") && screen.contains("3 Platforms")
        && screen.contains("4 Artefact"))
    // The Kotlin artefact's long lines scroll sideways; the frame marks what is cut.
    small.send("C-w", "4", "l")
    let kotlin = try #require(small.wait(for: "· kotlin"), "\(small.screen())")
    #expect(kotlin.contains("▸ ─") && kotlin.contains(" 1 //"))
    small.send("S-Right")
    let scrolled = try #require(small.wait(for: "◂"), "\(small.screen())")
    #expect(scrolled.contains(" 1 …") && !scrolled.contains(" 1 //"))
    small.send("0")
    #expect(small.wait(for: " 1 //") != nil, "\(small.screen())")
    // tmux sends Home and End as ESC [1~ and ESC [4~, which xterm's terminfo does not name.
    small.send("End")
    #expect(small.wait(for: "◂") != nil, "\(small.screen())")
    small.send("Home")
    #expect(small.wait(for: " 1 //") != nil, "\(small.screen())")
    small.send("q")
    #expect(small.wait(for: "EXIT=0", whole: true) != nil)

    let tiny = TmuxSession(
      columns: 50, rows: 15, directory: folder.path, command: haptui("heartbeat.hap.md"))
    #expect(tiny.wait(for: "Window too small: 50×15.") != nil, "\(tiny.capture())")
    tiny.send("q")
    #expect(tiny.wait(for: "EXIT=0", whole: true) != nil)

    let dumb = TmuxSession(
      columns: 80, rows: 24, directory: folder.path,
      command: haptui("heartbeat.hap.md", term: "dumb"))
    let refused = try #require(dumb.wait(for: "END-OF-RUN", whole: true), "\(dumb.capture())")
    #expect(refused.contains("TERM=dumb cannot place the cursor") && refused.contains("EXIT=1"))
  }

  @Test("haptui with no file browses ./Patterns: filter, open, come back, quit")
  func browser() throws {
    let patterns = folder.path + "/Patterns"
    _ = shell(
      "mkdir -p \(quoted(patterns)) && cp \(quoted(Repository.root))/Patterns/*.hap.md \(quoted(patterns))/"
    )
    let session = TmuxSession(columns: 120, rows: 40, directory: folder.path, command: haptui(""))
    try #require(session.wait(for: "heartbeat") != nil, "\(session.capture())")
    session.send("/", "h", "e", "a", "r", "t", "Enter", "Enter")
    #expect(session.wait(for: "Inspector") != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "Patterns ─") != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
  }
}
