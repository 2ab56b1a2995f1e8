import Glibc
import HapModel
import HapTestSupport
import Testing

/// The commands of issue 14 through the real binary: clipboard, ranges, playing from the
/// cursor, save-as, the external editor and fades.
extension EndToEndTests {
  /// Opens `name` (a copy of a pattern) at `columns` × `rows`, waiting for the first frame.
  func open(_ name: String, columns: Int = 120, rows: Int = 40, extra: String = "") throws
    -> (path: String, session: TmuxSession)
  {
    let path = folder.copy(pattern: name)
    let session = TmuxSession(
      columns: columns, rows: rows, directory: folder.path,
      command: haptui("edit \(name)", extra: extra))
    try #require(
      session.wait(for: "rung ") != nil, "the editor did not start:\n\(session.capture())")
    return (path, session)
  }

  /// Types a time into `go-to-time` and waits for the cursor to get there.
  func goTo(_ ms: Int, in session: TmuxSession) {
    session.send(":")
    _ = session.wait(for: "go to ms or command:")
    session.type("\(ms)")
    session.send("Enter")
    _ = session.wait(for: "\(ms) ms ·")
  }

  /// Saves, quits, and returns the saved file's document.
  func saveAndQuit(_ session: TmuxSession, path: String) throws -> HapDocument {
    session.send("w")
    try #require(session.wait(for: "saved ") != nil, "\(session.screen())")
    session.send("q")
    try #require(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    return HapDocument.read(path: path)
  }

  @Test("copy then paste: one more event with the copied fields, later in time")
  func copyPaste() throws {
    let (path, session) = try open("double-tap.hap.md")
    session.send("Tab", "y")
    #expect(session.wait(for: "copied 1 event") != nil, "\(session.screen())")
    goTo(300, in: session)
    session.send("p")
    #expect(session.wait(for: "paste: 1 event at 300 ms") != nil, "\(session.screen())")
    let saved = try saveAndQuit(session, path: path)
    #expect(saved.isConformant, "\(saved.diagnostics)")
    let events = try #require(saved.pattern?.events)
    #expect(events.map(\.at) == [0, 110, 300])
    #expect(events[2].type == events[0].type && events[2].intensity == events[0].intensity)
    #expect(events[2].sharpness == events[0].sharpness)
  }

  @Test("duplicate puts a copy of the selection right after it")
  func duplicate() throws {
    let (path, session) = try open("double-tap.hap.md")
    session.send("Tab", "Tab", "D")
    #expect(session.wait(for: "duplicate: 1 event at 160 ms") != nil, "\(session.screen())")
    let saved = try saveAndQuit(session, path: path)
    #expect(saved.isConformant, "\(saved.diagnostics)")
    #expect(saved.pattern?.events.map(\.at) == [0, 110, 160])
  }

  @Test("select-range from an anchor to the cursor, then delete what it selected")
  func selectRangeDelete() throws {
    let (path, session) = try open("countdown-tick.hap.md")
    goTo(900, in: session)
    session.send("V")
    #expect(session.wait(for: "range from 900 ms") != nil, "\(session.screen())")
    goTo(2100, in: session)
    #expect(session.wait(for: "2 selected") != nil, "\(session.screen())")
    session.send("x")
    #expect(session.wait(for: "deleted 2 events") != nil, "\(session.screen())")
    let saved = try saveAndQuit(session, path: path)
    #expect(saved.isConformant, "\(saved.diagnostics)")
    #expect(saved.pattern?.events.map(\.at) == [0, 3000])
  }

  @Test("play-from-cursor: the playhead in the status starts at the cursor")
  func playFromCursor() throws {
    let (_, session) = try open("countdown-tick.hap.md")
    goTo(1000, in: session)
    session.send("s")
    let playing = try #require(session.wait(for: "▶ "), "\(session.screen())")
    // The status shows `▶ playhead/end ms`: from 1000, two ticks and the 250 ms "go" are
    // left, and the playhead stops where the track ends (3250 ms).
    let status = try #require(playing.split(separator: "\n").first { $0.contains("▶") })
    let figures = status.split(separator: "▶")[1].split(separator: " ")[0].split(separator: "/")
    let playhead = try #require(Int(figures[0]))
    #expect(playhead >= 1000 && playhead < 3300, "\(status)")
    #expect(figures.count == 2 && figures[1] == "3250", "\(status)")
    // When it ends the status says it played on the device or that nothing was felt (the
    // usual case here: no rumble device is attached); the line is too narrow for the rest.
    let ended = statusLine(in: session) {
      $0.contains("nothing was felt (no device attached)") || $0.contains("played on")
    }
    #expect(ended != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil)
  }

  @Test("save-as writes a new conformant file whose id follows the name; the old one is untouched")
  func saveAs() throws {
    let (path, session) = try open("double-tap.hap.md")
    let original = try #require(TextFile.bytes(path))
    session.send("S")
    try #require(session.wait(for: "save as:") != nil, "\(session.screen())")
    session.send("C-u")
    session.type("payment-confirmed")
    session.send("Enter")
    #expect(session.wait(for: "Change the id to payment-confirmed") != nil, "\(session.screen())")
    session.send("y")
    #expect(
      session.wait(for: "saved as payment-confirmed.hap.md (double-tap.hap.md") != nil,
      "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    #expect(TextFile.bytes(path) == original)
    let copy = HapDocument.read(path: folder.path + "/payment-confirmed.hap.md")
    #expect(copy.isConformant, "\(copy.diagnostics)")
    #expect(copy.pattern?.id == "payment-confirmed")
    #expect(copy.frontmatter?.id == "payment-confirmed")
    // Only the two id lines differ from the original.
    let lines = { (bytes: [UInt8]) in bytes.split(separator: UInt8(ascii: "\n")).map(Array.init) }
    let changed = zip(lines(original), lines(copy.bytes)).filter { $0.0 != $0.1 }
    #expect(changed.count == 2 && lines(original).count == lines(copy.bytes).count)
  }

  @Test("edit-in-editor hands the terminal to $EDITOR and reloads the file it changed, losslessly")
  func editInEditor() throws {
    let script = folder.path + "/edit-prose.sh"
    _ = TextFile.write(
      Array(
        "#!/bin/sh\nsed -i 's/^Two even taps, for gestures/Two even taps (edited), for gestures/' \"$1\"\n"
          .utf8),
      to: script)
    chmod(script, 0o755)
    let (path, session) = try open(
      "double-tap.hap.md", extra: "VISUAL= EDITOR=\(quoted(script))")
    let original = try #require(TextFile.bytes(path))
    session.send("E")
    #expect(session.wait(for: "edit in editor") != nil, "\(session.screen())")
    // Saving now writes what the editor left: the reload kept the prose and the block.
    let saved = try saveAndQuit(session, path: path)
    let expected = String(decoding: original, as: UTF8.self).replacingFirst(
      "Two even taps, for gestures", with: "Two even taps (edited), for gestures")
    #expect(String(decoding: saved.bytes, as: UTF8.self) == expected)
    #expect(saved.isConformant)
  }

  @Test("fade-out makes a conformant decay of held stairs")
  func fadeOut() throws {
    let (path, session) = try open("double-tap.hap.md")
    goTo(300, in: session)
    session.send(")")
    #expect(session.wait(for: "fade out: 6 held stairs") != nil, "\(session.screen())")
    let saved = try saveAndQuit(session, path: path)
    #expect(saved.isConformant, "\(saved.diagnostics)")
    let stairs = try #require(saved.pattern?.events.filter { $0.at >= 300 })
    #expect(stairs.count == 6)
    #expect(stairs.allSatisfy { $0.type == .continuous && $0.curve == .hold })
    let levels = stairs.compactMap(\.intensity)
    #expect(levels.count == 6 && zip(levels, levels.dropFirst()).allSatisfy { $0 > $1 })
    #expect(zip(stairs, stairs.dropFirst()).allSatisfy { $0.end == $1.at })
    #expect(stairs.last?.end == 600)
  }
}

extension String {
  /// The text with the first occurrence of `target` replaced.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}

extension EndToEndTests {
  @Test("the rendition lane for Android basic at 120 × 40: on/off pulses under the grid")
  func androidBasicLane() throws {
    let (_, session) = try open("countdown-tick.hap.md")
    session.send("}")
    try #require(session.wait(for: "Android full plays") != nil, "\(session.screen())")
    // Step Android's profile to basic (full → amplitude → basic, in the catalog's order).
    var screen: String?
    for _ in 0..<4 {
      session.send("o")
      screen = session.wait(for: "Android basic plays", seconds: 3)
      if screen != nil { break }
    }
    _ = try #require(screen, "\(session.screen())")
    // The label names the profile at once; its steps follow when the analysis for it arrives
    // (a moment later under load).
    let shown = try #require(
      session.wait(for: "Android basic plays 4 on/off steps", seconds: 15), "\(session.screen())")
    let rows = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let label = try #require(rows.firstIndex { $0.contains("Android basic plays") })
    #expect(rows[label].contains("4 on/off steps") && rows[label].contains("▶ Space plays this"))
    // Three ticks a second apart and the 250 ms "go": full bars at 0, 1, 2 and 3 s, nothing
    // between (100 ms a column, the plot starts after the five-column axis).
    let bars = Array(rows[label + 2])
    for second in 0..<4 {
      #expect(bars.count > 5 + second * 10 && bars[5 + second * 10] == "█", "\(rows[label + 2])")
    }
    #expect(bars.count > 12 && bars[9] == " " && bars[12] == " ", "\(rows[label + 2])")
    session.send("Space")
    // The status names what Space plays: the previewed platform, not the track.
    let played = statusLine(in: session) { $0.contains("Android basic plays") }
    #expect(played != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil)
  }

  /// The status line (the row after the file name's `│`), once `matches` holds for it.
  func statusLine(in session: TmuxSession, seconds: Double = 15, _ matches: (String) -> Bool)
    -> String?
  {
    var waited = 0.0
    while waited < seconds {
      let rows = session.screen().split(separator: "\n").map(String.init)
      if let line = rows.first(where: { $0.contains("no selection │") && matches($0) }) {
        return line
      }
      usleep(100_000)
      waited += 0.1
    }
    return nil
  }
}
