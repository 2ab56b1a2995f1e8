import HapAudio
import HapSound
import HapSystem
import HapTestSupport
import Testing

/// The player on the recording output: what it writes, from which frame, paced by the clock,
/// and that a stop drops the sound and ends its thread.
@Suite struct SoundPlayerTests {
  static let rate = 16_000

  static func clip(milliseconds: Int) -> SoundClip {
    SoundClip(
      mono: TestWAV.tone(milliseconds: milliseconds, rate: rate),
      format: SoundFormat(rate: rate, channels: 1))
  }

  @Test func playsFromTheOffsetToTheEndPacedByTheClock() throws {
    let output = RecordingSoundOutput()
    _ = try output.open(rate: Self.rate, channels: 1)
    let player = SoundPlayer(output: output)
    let clip = Self.clip(milliseconds: 300)
    let schedule = SoundSchedule(
      clip: clip, fromMilliseconds: 100, instant: MonotonicTime.nanoseconds())
    player.play(clip, schedule: schedule)
    let playback = try #require(waitForEnd(player))
    #expect(playback.ending == .finished)
    // Every frame from 100 ms on was either written or, when the thread started late,
    // skipped; what was written is the clip itself, ending at its last sample.
    #expect(playback.framesWritten + playback.framesSkipped == 3200)
    let written = output.samples
    #expect(written.count == playback.framesWritten)
    #expect(Array(clip.samples.suffix(written.count)) == written)
    // The 200 ms that were asked for took at least that long (the sink takes frames at once),
    // so the frames were fed as the clock went by.
    #expect(playback.playedMilliseconds >= 195)
    // The first write queued only the lead ahead of the clock, not the whole sound at once.
    let firstWrite = output.calls.compactMap { call -> Int? in
      if case .write(let frames, _) = call { frames } else { nil }
    }.first
    // (Exactly the lead, unless the thread started so late that less of the sound was left.)
    let lead = Self.rate * SoundPlayer.leadMilliseconds / 1000
    #expect(firstWrite.map { $0 > 0 && $0 <= lead } == true, "first write \(firstWrite ?? 0)")
    #expect(output.calls.last == .stop)
  }

  /// Waits (bounded) for the player's thread to finish by itself.
  func waitForEnd(_ player: SoundPlayer) -> SoundPlayback? {
    for _ in 0..<500 {
      if let outcome = player.outcome { return outcome }
      usleepMilliseconds(10)
    }
    return nil
  }

  @Test func aStopEndsTheSoundEarlyAndDropsIt() throws {
    let output = RecordingSoundOutput()
    _ = try output.open(rate: Self.rate, channels: 1)
    let player = SoundPlayer(output: output)
    let clip = Self.clip(milliseconds: 2000)
    player.play(
      clip,
      schedule: SoundSchedule(clip: clip, fromMilliseconds: 0, instant: MonotonicTime.nanoseconds())
    )
    usleepMilliseconds(60)
    let playback = try #require(player.stop())
    #expect(playback.ending == .stopped)
    #expect(playback.framesWritten > 0)
    #expect(playback.framesWritten < clip.frames / 2)
    #expect(output.calls.last == .stop)
    // A second stop has nothing more to do and says the same.
    #expect(player.stop() == playback)
  }

  @Test func aStopBeforeTheStartInstantPlaysNothing() throws {
    let output = RecordingSoundOutput()
    _ = try output.open(rate: Self.rate, channels: 1)
    let player = SoundPlayer(output: output)
    let clip = Self.clip(milliseconds: 200)
    let later = MonotonicTime.nanoseconds() + 5_000_000_000
    player.play(clip, schedule: SoundSchedule(clip: clip, fromMilliseconds: 0, instant: later))
    let playback = try #require(player.stop())
    #expect(playback.ending == .stopped)
    #expect(playback.framesWritten == 0)
  }

  @Test func closingStopsAndClosesTheOutput() throws {
    let output = RecordingSoundOutput()
    _ = try output.open(rate: Self.rate, channels: 1)
    let player = SoundPlayer(output: output)
    let clip = Self.clip(milliseconds: 2000)
    player.play(
      clip,
      schedule: SoundSchedule(clip: clip, fromMilliseconds: 0, instant: MonotonicTime.nanoseconds())
    )
    player.close()
    #expect(Array(output.calls.suffix(2)) == [.stop, .close])
  }

  @Test func aDeviceThatTakesAnotherRateGetsTheSoundResampled() throws {
    let output = RecordingSoundOutput(accepts: SoundFormat(rate: 48_000, channels: 2))
    let audio = DecodedAudio(
      samples: TestWAV.tone(milliseconds: 100, rate: 16_000), sampleRate: 16_000)
    let clip = try SoundClipLoader.prepare(audio, on: output)
    #expect(output.calls.first == .open(rate: 16_000, channels: 1))
    #expect(clip.format == SoundFormat(rate: 48_000, channels: 2))
    #expect(abs(clip.frames - 4800) <= 4)
    #expect(clip.milliseconds >= 99 && clip.milliseconds <= 100)
  }

  @Test func aDeviceThatFailsToOpenIsSaidSo() {
    let output = RecordingSoundOutput(name: "card", failing: "cannot open \"card\": busy")
    let audio = DecodedAudio(samples: [0, 0.1], sampleRate: 8000)
    #expect(throws: SoundUnavailable(.device, "cannot open \"card\": busy")) {
      try SoundClipLoader.prepare(audio, on: output)
    }
  }

  @Test func aDeviceThatFailsMidPlayEndsThePlayWithItsMessage() throws {
    let output = RecordingSoundOutput(name: "card", failingWrites: "\"card\": No such device")
    _ = try output.open(rate: 8000, channels: 1)
    let player = SoundPlayer(output: output)
    let clip = SoundClip(
      mono: TestWAV.tone(milliseconds: 500, rate: 8000),
      format: SoundFormat(rate: 8000, channels: 1))
    player.play(
      clip,
      schedule: SoundSchedule(
        clip: clip, fromMilliseconds: 0, instant: MonotonicTime.nanoseconds()))
    var outcome: SoundPlayback?
    for _ in 0..<200 where outcome == nil {
      usleepMilliseconds(5)
      outcome = player.outcome
    }
    #expect(outcome?.ending == .failed("\"card\": No such device"))
    #expect(outcome?.framesWritten == 0)
    player.close()
    #expect(output.calls.last == .close)
  }
}

func usleepMilliseconds(_ milliseconds: Int) {
  let clock = MonotonicClock()
  _ = clock.wait(until: clock.now() + UInt64(milliseconds) * 1_000_000, unless: StopSignal())
}
