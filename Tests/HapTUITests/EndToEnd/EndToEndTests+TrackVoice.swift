import Glibc
import HapModel
import HapTestSupport
import Testing

/// The sound target beside an attached sound through the real binary (issue 21, D162): ALSA's
/// file plugin records what the card played, both voices or only the unmuted one.
extension EndToEndTests {
  /// Plays heartbeat with a constant sound (0.25 full scale) attached, on the sound target,
  /// after pressing `keys`; the 16-bit samples the card wrote that are not silence.
  func tapTrackVoice(after keys: [String]) throws -> [Int] {
    let constant = [Float](repeating: 0.25, count: 16_000)
    _ = patternWithSound(constant)
    let tap = folder.path + "/voice.raw"
    unlink(tap)
    _ = folder.write(
      ".asoundrc",
      "pcm.haptuitap {\n  type file\n  slave.pcm \"null\"\n  file \"\(tap)\"\n  format \"raw\"\n}\n"
    )
    let session = TmuxSession(
      columns: 200, rows: 40, directory: folder.path,
      command: haptui(
        "edit heartbeat.hap.md",
        extra: "HOME=\(quoted(folder.path)) HAPTUI_SOUND_DEVICE=haptuitap ADB=/nonexistent/adb"))
    try #require(session.wait(for: "sound on (haptuitap)") != nil, "\(session.capture())")
    session.send("O")
    try #require(session.wait(for: "Space plays on sound") != nil, "\(session.screen())")
    for key in keys { session.send(key) }
    session.send("Space")
    try #require(session.wait(for: "heard on haptuitap") != nil, "\(session.screen())")
    try #require(session.wait(for: "the playhead ran") != nil, "\(session.screen())")
    session.send("q")
    try #require(session.wait(for: "EXIT=0", whole: true) != nil, "\(session.capture())")
    let bytes = TextFile.bytes(tap) ?? []
    return stride(from: 0, to: bytes.count - 1, by: 2).map {
      Int(Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8))
    }.filter { $0 != 0 }
  }

  @Test("the sound target beside a sound: the card records both voices, or the unmuted one")
  func trackVoiceBesideTheSound() throws {
    let level = 8192
    let both = try tapTrackVoice(after: [])
    try #require(both.count > 8000, "\(both.count) samples")
    // The sound is the constant level; the track's voice is what differs from it.
    let voiced = both.filter { abs($0 - level) > 2 }.count
    #expect(voiced > both.count / 10, "\(voiced) of \(both.count) samples carry the voice")
    let mean = both.reduce(0, +) / both.count
    #expect(abs(mean - level) < 1500, "the sound's level is there: mean \(mean)")
    // N: the track's voice muted, the sound alone.
    let soundOnly = try tapTrackVoice(after: ["N"])
    try #require(soundOnly.count > 8000)
    #expect(soundOnly.allSatisfy { abs($0 - level) <= 2 }, "only the sound is heard")
    // m: the sound muted, the track's voice alone.
    let voiceOnly = try tapTrackVoice(after: ["m"])
    try #require(!voiceOnly.isEmpty)
    let level2 = voiceOnly.map { abs($0) }.reduce(0, +) / voiceOnly.count
    #expect(voiceOnly.filter { abs($0 - level) <= 2 }.count < voiceOnly.count / 20)
    #expect(level2 > 500, "the voice is heard: mean level \(level2)")
  }
}
