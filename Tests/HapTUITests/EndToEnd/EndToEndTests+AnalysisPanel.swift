import HapImport
import HapModel
import HapTestSupport
import Testing

/// The analysis panel through the real binary: a new sensitivity re-analyses the attached
/// sound and previews its track; Esc leaves the file's track byte for byte; Enter is one undo
/// step; a save writes the settings as `analysis:`, which `haptui import` reproduces.
extension EndToEndTests {
  /// `tap.hap.md` (double-tap) with the generated `hits.wav` attached; returns its path.
  func patternWithHits() throws -> String {
    folder.write("hits.wav", TestWAV.bytes(TestWAV.hits(), rate: 16_000))
    return try patternWithAudio("hits.wav")
  }

  /// The editor on `tap.hap.md`, its sound read.
  func hitsSession() throws -> TmuxSession {
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("edit tap.hap.md"))
    try #require(session.wait(for: "sound hits.wav ·") != nil, "\(session.capture())")
    return session
  }

  @Test("a, a new sensitivity: the track previews anew; Esc restores the file's track exactly")
  func analysisPanelCancel() throws {
    let path = try patternWithHits()
    let before = try #require(TextFile.bytes(path))
    let session = try hitsSession()
    session.send("a")
    let first = try #require(session.wait(for: "preview: "), "\(session.screen())")
    #expect(first.contains("6 transients"), "\(first)")
    session.send("j", "j", "j", "e", "1", "Enter")
    let second = try #require(session.wait(for: "20 transients"), "\(session.screen())")
    #expect(second.contains("haptui import --sensitivity 1"), "\(second)")
    #expect(second.contains("▸Track ─ 69 events"), "\(second)")
    session.send("Escape")
    let closed = try #require(session.wait(for: "▸Track ─ 2 events"), "\(session.screen())")
    #expect(!closed.contains("[+]") && !closed.contains("Analysis ─"), "\(closed)")
    // A save now writes the track the file had, byte for byte.
    session.send("w")
    try #require(session.wait(for: "saved") != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    #expect(TextFile.bytes(path) == before)
  }

  @Test("Enter keeps the track as one step that u undoes; the save writes analysis:")
  func analysisPanelAccept() throws {
    let path = try patternWithHits()
    let session = try hitsSession()
    session.send("a")
    try #require(session.wait(for: "preview: ") != nil, "\(session.screen())")
    session.send("j", "j", "j", "e", "1", "Enter")
    try #require(session.wait(for: "20 transients") != nil, "\(session.screen())")
    session.send("Enter")
    let kept = try #require(session.wait(for: "track from hits.wav:"), "\(session.screen())")
    #expect(kept.contains("▸Track ─ 69 events") && kept.contains("[+]"), "\(kept)")
    session.send("u")
    try #require(session.wait(for: "▸Track ─ 2 events") != nil, "\(session.screen())")
    // A capture can catch the frame half written: the title new, the status line not yet.
    #expect(waitUntilGone("[+]", in: session), "\(session.screen())")
    session.send("C-r")
    try #require(session.wait(for: "▸Track ─ 69 events") != nil, "\(session.screen())")
    session.send("w")
    try #require(session.wait(for: "saved") != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    let saved = HapDocument.read(path: path)
    #expect(saved.isConformant, "\(saved.diagnostics)")
    #expect(saved.frontmatter?.entry("analysis")?.stringValue == "--sensitivity 1")
    #expect(saved.frontmatter?.entry("audio")?.stringValue == "hits.wav")
    // `haptui import --sensitivity 1 hits.wav` makes the same track.
    let out = folder.path + "/cli"
    let run = shell(
      "cd \(quoted(folder.path)) && \(haptui("import --sensitivity 1 --out cli hits.wav"))")
    #expect(run.status == 0, "\(run.output)")
    let imported = HapDocument.read(path: out + "/hits.hap.md")
    #expect(imported.frontmatter?.entry("analysis")?.stringValue == "--sensitivity 1")
    let strip = { (events: [TrackEvent]) in
      events.map { event -> TrackEvent in
        var copy = event
        copy.id = EventID(0)
        return copy
      }
    }
    #expect(strip(saved.pattern?.events ?? []) == strip(imported.pattern?.events ?? []))
  }
}
