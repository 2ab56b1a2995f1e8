import HapModel
import HapTestSupport
import Testing

/// `I` through the real binary: the attached sound becomes the track, the save writes it, and
/// the file stays conformant with its `audio:` kept.
extension EndToEndTests {
  @Test("I makes the track from the attached sound; w saves a conformant file, audio: kept")
  func trackFromSound() throws {
    let samples = TestWAV.burst(length: 800, from: 200, to: 500, rate: 16_000)
    folder.write("burst.wav", TestWAV.bytes(samples, rate: 16_000))
    let path = try patternWithAudio("burst.wav")
    let session = TmuxSession(
      columns: 120, rows: 40, directory: folder.path, command: haptui("edit tap.hap.md"))
    // The lane's label appears once the sound is read; only then can I analyse it.
    try #require(session.wait(for: "sound burst.wav ·") != nil, "\(session.capture())")
    session.send("I")
    let done = try #require(session.wait(for: "track from burst.wav:"), "\(session.screen())")
    #expect(done.contains("[+]"), "\(done)")
    session.send("w")
    try #require(session.wait(for: "saved") != nil, "\(session.screen())")
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    let saved = HapDocument.read(path: path)
    #expect(saved.isConformant, "\(saved.diagnostics)")
    #expect(saved.frontmatter?.entry("audio")?.stringValue == "burst.wav")
    let events = try #require(saved.pattern?.events)
    // double-tap had two taps at 0 and 110 ms; the burst's track starts near 200 ms.
    #expect(events.count > 2 && (events.first?.at ?? 0) >= 190, "\(events.map(\.at))")
  }
}
