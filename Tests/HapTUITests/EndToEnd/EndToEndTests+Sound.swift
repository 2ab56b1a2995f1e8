import Glibc
import HapModel
import HapTestSupport
import Testing

/// Issue 15's sound playback through the real binary: the attached sound on ALSA's `null`
/// device, and on a device that cannot open.
extension EndToEndTests {
  /// A copy of heartbeat whose frontmatter attaches a one-second tone beside it.
  func patternWithSound() -> String {
    let path = folder.copy(pattern: "heartbeat.hap.md")
    let text = String(decoding: TextFile.bytes(path) ?? [], as: UTF8.self)
    TextFile.write(
      Array(text.replacingFirst("id: heartbeat\n", with: "id: heartbeat\naudio: tone.wav\n").utf8),
      to: path)
    _ = folder.write("tone.wav", TestSound.wav(TestSound.tone(milliseconds: 1000), rate: 16_000))
    return path
  }

  @Test("HAPTUI_SOUND_DEVICE=null: the status line says sound on (null); Space plays it there")
  func soundOnNull() throws {
    let path = patternWithSound()
    let before = try #require(TextFile.bytes(path))
    let session = TmuxSession(
      columns: 200, rows: 40, directory: folder.path,
      command: haptui("edit heartbeat.hap.md", extra: "HAPTUI_SOUND_DEVICE=null"))
    // The status line is drawn last: once it names the sound's device the frame is complete.
    let opened = try #require(session.wait(for: "sound on (null)"), "\(session.capture())")
    #expect(!opened.contains("ALSA lib"))
    session.send("Space")
    // While it plays the status line shows the playhead and the sound's device together.
    let playing = try #require(session.wait(for: "▶ "), "\(session.screen())")
    #expect(playing.contains("sound on (null)"))
    let played = try #require(
      session.wait(for: "; the sound played on null"), "\(session.screen())")
    #expect(played.contains("nothing was felt (no device attached): the playhead ran the track"))
    // m turns it off, and the next play says so.
    session.send("m")
    #expect(session.wait(for: "sound off") != nil, "\(session.screen())")
    session.send("q")
    let ended = try #require(session.wait(for: "END-OF-RUN", whole: true), "\(session.capture())")
    #expect(ended.contains("EXIT=0"))
    #expect(TextFile.bytes(path) == before)
  }

  @Test("a sound device that fails to open: no audio output, and the haptics play alone")
  func soundWithoutOutput() throws {
    _ = patternWithSound()
    let session = TmuxSession(
      columns: 200, rows: 40, directory: folder.path,
      command: haptui(
        "edit heartbeat.hap.md", extra: "HAPTUI_SOUND_DEVICE=haptui_no_such_device"))
    let opened = try #require(
      session.wait(for: "sound: no audio output (cannot open \"haptui_no_such_device\""),
      "\(session.capture())")
    #expect(opened.contains("the haptics play alone"))
    #expect(!opened.contains("ALSA lib"))
    session.send("Space")
    let played = try #require(
      session.wait(for: "nothing was felt (no device attached): the playhead ran the track"),
      "\(session.screen())")
    #expect(played.contains("sound: no audio output"))
    session.send("q")
    #expect(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
  }
}
