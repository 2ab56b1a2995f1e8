import HapSound
import Testing

/// The sync arithmetic: which frame is heard when, from an offset, clamped to the clip.
@Suite struct SoundScheduleTests {
  static let clip = SoundClip(
    samples: [Int16](repeating: 0, count: 16_000), format: SoundFormat(rate: 16_000, channels: 1))
  static let second: UInt64 = 1_000_000_000

  @Test func theOffsetFrameIsHeardAtTheStartInstant() {
    let schedule = SoundSchedule(clip: Self.clip, fromMilliseconds: 250, instant: 5 * Self.second)
    #expect(schedule.startFrame == 4000)
    #expect(schedule.endFrame == 16_000)
    #expect(schedule.dueFrame(at: 5 * Self.second) == 4000)
    // Before the instant nothing has moved; 100 ms after it, 1,600 frames have been heard.
    #expect(schedule.dueFrame(at: 4 * Self.second) == 4000)
    #expect(schedule.dueFrame(at: 5 * Self.second + Self.second / 10) == 5600)
    // Past the end it stays at the end, and the end is 750 ms after the instant.
    #expect(schedule.dueFrame(at: 9 * Self.second) == 16_000)
    #expect(schedule.endInstant == 5 * Self.second + 750_000_000)
  }

  @Test func aLengthCutsTheSoundWhereTheHapticsEnd() {
    let schedule = SoundSchedule(
      clip: Self.clip, fromMilliseconds: 100, lengthMilliseconds: 200, instant: Self.second)
    #expect(schedule.startFrame == 1600)
    #expect(schedule.endFrame == 4800)
    #expect(schedule.endInstant == Self.second + 200_000_000)
  }

  @Test func anOffsetPastTheEndPlaysNothing() {
    let schedule = SoundSchedule(clip: Self.clip, fromMilliseconds: 1500, instant: Self.second)
    #expect(schedule.isEmpty)
    #expect(schedule.endInstant == Self.second)
  }

  @Test func theClipSaysItsLengthAndFrames() {
    let stereo = SoundClip(mono: [0, 0.5, -1, 2], format: SoundFormat(rate: 8000, channels: 2))
    #expect(stereo.frames == 4)
    #expect(stereo.samples == [0, 0, 16384, 16384, -32767, -32767, 32767, 32767])
    #expect(Self.clip.milliseconds == 1000)
    #expect(Self.clip.frame(atMilliseconds: -5) == 0)
    #expect(Self.clip.frame(atMilliseconds: 2000) == 16_000)
  }
}
