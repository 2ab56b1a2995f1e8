import HapAudio
import HapSound
import HapSystem
import HapTestSupport
import Testing

/// The real libasound on ALSA's built-in `null` device (a sink every installation has): open,
/// play a made sound to its end, stop one mid-way, and a device that cannot open.
@Suite struct AlsaNullDeviceTests {
  static let rate = 22_050

  @Test func theNullDeviceOpensAtTheAskedFormat() throws {
    let output = AlsaSoundOutput(name: "null")
    defer { output.close() }
    let format = try output.open(rate: Self.rate, channels: 1)
    #expect(format == SoundFormat(rate: Self.rate, channels: 1))
    #expect(output.bufferFrames > 0)
  }

  @Test func aSoundPlaysToItsEndForItsLength() throws {
    let folder = TemporaryFolder()
    let path = folder.write(
      "tone.wav", TestWAV.bytes(TestWAV.tone(milliseconds: 400, rate: Self.rate), rate: Self.rate)
    )
    let output = AlsaSoundOutput(name: "null")
    let player = SoundPlayer(output: output)
    defer { player.close() }
    let clip = try SoundClipLoader.prepare(SoundClipLoader.decode(path: path), on: output)
    #expect(clip.frames == 400 * Self.rate / 1000)
    let started = MonotonicTime.nanoseconds()
    player.play(clip, schedule: SoundSchedule(clip: clip, fromMilliseconds: 0, instant: started))
    var outcome: SoundPlayback?
    for _ in 0..<300 where outcome == nil {
      usleepMilliseconds(10)
      outcome = player.outcome
    }
    let playback = try #require(outcome)
    #expect(playback.ending == .finished)
    #expect(playback.framesWritten + playback.framesSkipped == clip.frames)
    // The sink takes frames at once, yet the sound lasted its 400 ms on the clock (less a
    // millisecond of rounding), and the thread ended after that, within a margin that holds
    // when the machine is loaded.
    #expect(playback.playedMilliseconds >= 399)
    let waited = Int((MonotonicTime.nanoseconds() - started) / 1_000_000)
    #expect(waited >= 399 && waited < 2400, "the thread ended \(waited) ms after the start")
  }

  @Test func aStopMidWayEndsItAtOnce() throws {
    let output = AlsaSoundOutput(name: "null")
    let player = SoundPlayer(output: output)
    defer { player.close() }
    let clip = try SoundClipLoader.prepare(
      DecodedAudio(
        samples: TestWAV.tone(milliseconds: 3000, rate: Self.rate), sampleRate: Self.rate),
      on: output)
    player.play(
      clip,
      schedule: SoundSchedule(
        clip: clip, fromMilliseconds: 500, instant: MonotonicTime.nanoseconds()))
    usleepMilliseconds(100)
    let playback = try #require(player.stop())
    #expect(playback.ending == .stopped)
    #expect(playback.framesWritten > 0)
    #expect(playback.playedMilliseconds < 2000)
    #expect(
      playback.framesWritten + playback.framesSkipped < clip.frames
        - clip.frame(atMilliseconds: 500))
  }

  @Test func aDeviceThatDoesNotExistSaysWhy() {
    let output = AlsaSoundOutput(name: "haptui_no_such_device")
    #expect {
      _ = try output.open(rate: Self.rate, channels: 1)
    } throws: { error in
      let message = (error as? SoundOutputError)?.message ?? ""
      return message.hasPrefix("cannot open \"haptui_no_such_device\": ")
    }
    // Closing a device that never opened does nothing, and writing to it is refused.
    output.close()
    #expect(throws: SoundOutputError.self) { _ = try output.write([0, 0]) }
  }

  @Test func theDeviceNameComesFromTheEnvironment() {
    #expect(AlsaSoundOutput.deviceName(environment: [:]) == "default")
    #expect(AlsaSoundOutput.deviceName(environment: ["HAPTUI_SOUND_DEVICE": ""]) == "default")
    #expect(AlsaSoundOutput.deviceName(environment: ["HAPTUI_SOUND_DEVICE": "null"]) == "null")
  }
}
