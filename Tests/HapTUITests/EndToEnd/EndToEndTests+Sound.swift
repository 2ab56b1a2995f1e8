import HapModel
import HapTestSupport
import Testing

/// The attached sound's lane through the real binary: a generated WAV drawn under the grid,
/// zoomed with it, and a missing sound named without stopping the editing.
extension EndToEndTests {
  /// Writes `double-tap.hap.md` with `audio: <audio>` into the test's folder and returns its
  /// path.
  func patternWithAudio(_ audio: String) throws -> String {
    let text = try #require(TextFile.read(Repository.root + "/Patterns/double-tap.hap.md"))
    return folder.write("tap.hap.md", text.replacing("\nfeel: ", with: "\naudio: \(audio)\nfeel: "))
  }

  /// The lane's waveform rows (under its label) from a screen.
  func waveRows(_ screen: String) -> [Substring] {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    guard let label = lines.firstIndex(where: { $0.contains("─ sound ") }) else { return [] }
    return Array(lines[(label + 1)..<min(label + 3, lines.count)])
  }

  @Test("120 × 40: a generated WAV's waveform under the grid, zoomed with it")
  func soundLane() throws {
    // 1.5 s at 44.1 kHz: silence, a burst from 400 to 600 ms, silence.
    let samples = TestWAV.burst(length: 1500, from: 400, to: 600, rate: 44_100)
    folder.write("burst.wav", TestWAV.bytes(samples, rate: 44_100))
    _ = try patternWithAudio("burst.wav")
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("edit tap.hap.md"))
    let label = "sound burst.wav · 44.1 kHz mono · 1500 ms · peak -1.9 dBFS"
    // The status line is drawn last: once it is there with the label, the frame is whole.
    try #require(session.wait(for: label) != nil, "\(session.capture())")
    let screen = try #require(session.wait(for: "Tab select"), "\(session.screen())")
    let rows = waveRows(screen)
    try #require(rows.count == 2, "\(screen)")
    // The plot starts after the 5-column axis; at 2 ms a column the burst is columns 200–299.
    func loudColumns(_ row: Substring) -> [Int] {
      Array(row).enumerated().filter { $0.offset >= 5 && $0.element == "⣿" }.map { $0.offset - 5 }
    }
    let ruler = screen.split(separator: "\n").first { $0.contains("ms/col") } ?? ""
    #expect(ruler.contains("2 ms/col"), "\(ruler)")
    #expect(loudColumns(rows[0]).isEmpty, "the burst starts at 400 ms, off screen at 2 ms/col")
    #expect(rows[1].contains("⠉⠉⠉"), "silence draws the centre line")
    // Zoom out to 20 ms a column (= three times): the burst is columns 20–29.
    session.send("-", "-", "-")
    try #require(session.wait(for: "20 ms/col") != nil, "\(session.screen())")
    let after = try #require(session.wait(for: "Tab select"))
    let zoomedRows = waveRows(after)
    try #require(zoomedRows.count == 2)
    #expect(loudColumns(zoomedRows[0]) == Array(20..<30), "\(zoomedRows[0])")
    #expect(loudColumns(zoomedRows[1]) == Array(20..<30), "\(zoomedRows[1])")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
  }

  @Test("a missing sound is named in the lane; the pattern still edits and saves, audio kept")
  func missingSoundStillEdits() throws {
    let path = try patternWithAudio("sounds/gone.wav")
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("edit tap.hap.md"))
    try #require(
      session.wait(for: "AUD001 sounds/gone.wav: the file cannot be read") != nil,
      "\(session.capture())")
    #expect(session.wait(for: "the pattern still edits") != nil, "\(session.screen())")
    session.send("l", "l", "l", "l", "l", "t")
    try #require(session.wait(for: "[+]") != nil, "\(session.screen())")
    session.send("w")
    try #require(session.wait(for: "saved ") != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    let saved = HapDocument.read(path: path)
    #expect(saved.isConformant, "\(saved.diagnostics)")
    #expect(saved.pattern?.events.count == 3)
    #expect(saved.frontmatter?.entry("audio")?.stringValue == "sounds/gone.wav")
  }

  @Test("haptui edit --audio: the lane at once, [+], and w writes only the audio: line")
  func attachWithAudioOption() throws {
    let text = try #require(TextFile.read(Repository.root + "/Patterns/double-tap.hap.md"))
    let path = folder.write("patterns/tap.hap.md", text)
    let samples = TestWAV.burst(length: 600, from: 0, to: 300, rate: 8000)
    folder.write("sounds/burst.wav", TestWAV.bytes(samples, rate: 8000))
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path,
      command: haptui("edit --audio sounds/burst.wav patterns/tap.hap.md"))
    try #require(
      session.wait(for: "sound ../sounds/burst.wav · 8 kHz mono · 600 ms") != nil,
      "\(session.capture())")
    try #require(session.wait(for: "[+]") != nil, "\(session.screen())")
    session.send("w")
    try #require(session.wait(for: "saved ") != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    let feel = "feel: Two even knocks, knuckle on wood.\n"
    #expect(
      TextFile.read(path) == text.replacing(feel, with: feel + "audio: ../sounds/burst.wav\n"))
  }
}
