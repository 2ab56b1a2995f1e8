import Glibc
import HapModel
import HapTestSupport
import Testing

/// Issue 15's sound playback through the real binary: the attached sound on ALSA's `null`
/// device, and on a device that cannot open.
extension EndToEndTests {
  /// A copy of heartbeat whose frontmatter attaches a one-second sound beside it (a tone,
  /// or `samples` at 16 kHz).
  func patternWithSound(_ samples: [Float] = TestWAV.tone(milliseconds: 1000)) -> String {
    let path = folder.copy(pattern: "heartbeat.hap.md")
    let text = String(decoding: TextFile.bytes(path) ?? [], as: UTF8.self)
    TextFile.write(
      Array(text.replacingFirst("id: heartbeat\n", with: "id: heartbeat\naudio: tone.wav\n").utf8),
      to: path)
    _ = folder.write("tone.wav", TestWAV.bytes(samples, rate: 16_000))
    return path
  }

  @Test("the frames reach ALSA: a file tap records the sound from the cursor's time to its end")
  func soundReachesALSA() throws {
    // A ramp from -1 to 1 over one second: every frame's sample is its own, so the tap's
    // first sample says which frame the sound started from.
    let frames = 16_000
    let ramp = (0..<frames).map { Float(-1 + 2 * Double($0) / Double(frames)) }
    _ = patternWithSound(ramp)
    let clip = ramp.map { Int16((min(max($0, -1), 1) * 32767).rounded()) }
    // ALSA's file plugin in front of its null sink, from a configuration in HOME.
    let tap = folder.path + "/tap.raw"
    _ = folder.write(
      ".asoundrc",
      "pcm.haptuitap {\n  type file\n  slave.pcm \"null\"\n  file \"\(tap)\"\n  format \"raw\"\n}\n"
    )
    let session = TmuxSession(
      columns: 200, rows: 40, directory: folder.path,
      command: haptui(
        "edit heartbeat.hap.md",
        extra: "HOME=\(quoted(folder.path)) HAPTUI_SOUND_DEVICE=haptuitap"))
    try #require(session.wait(for: "sound on (haptuitap)") != nil, "\(session.capture())")
    goTo(400, in: session)
    session.send("s")
    try #require(
      session.wait(for: "; the sound played on haptuitap") != nil, "\(session.screen())")
    session.send("q")
    try #require(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    let bytes = try #require(TextFile.bytes(tap))
    let samples = stride(from: 0, to: bytes.count - 1, by: 2).map {
      Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
    }
    let first = Int(try #require(samples.first))
    // The ramp's nearest frame (decoding to floats and back may move a sample by one step).
    let start = try #require(
      clip.indices.min { abs(Int(clip[$0]) - first) < abs(Int(clip[$1]) - first) })
    // It started at 400 ms (frame 6,400), or some frames later where the thread started
    // after the shared instant (those are skipped, not played late). A thread kept off a busy
    // processor can start 10-15 ms late (frame 6,610 seen at load 15); 50 ms is the bound
    // the kernel playback tests give one such slip, and a wrong cursor time is seconds off...
    #expect(start >= 6400 && start < 6400 + 800, "the sound started at frame \(start)")
    // ...and played the frames from there in order to the sound's last one. (A thread held
    // off the processor longer than the 100 ms it queues ahead skips what it missed, so
    // under load a few frames may be missing, never repeated or late.)
    let steps = zip(samples, samples.dropFirst()).map { Int($1) - Int($0) }
    #expect(steps.allSatisfy { $0 > 0 }, "the tapped samples go back or repeat")
    #expect(abs(Int(samples.last ?? 0) - Int(clip[frames - 1])) <= 1, "it stopped before the end")
    #expect(samples.count > (frames - start) * 9 / 10, "\(samples.count) frames from \(start)")
    let missing = frames - start - samples.count
    #expect(missing >= 0, "\(-missing) frames too many")
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
