import HapAudition
import HapSound
import Testing

/// Two voices on one card: the attached sound's part plus the track's voice, either muted.
struct VoiceMixTests {
  let clip = SoundClip(
    samples: [100, -100, 200, -200, 300, -300, 400, -400],
    format: SoundFormat(rate: 1000, channels: 2))

  @Test func theVoiceIsAddedToEveryChannelFromThePartsStart() {
    let mixed = VoiceMix.mix(clip, fromFrame: 1, frames: 2, voice: [0.5, -0.5], soundMuted: false)
    let expected: [Int16] = [16584, 16184, -16084, -16684]
    #expect(mixed.samples == expected)
    #expect(mixed.format == clip.format)
  }

  @Test func mutedSoundLeavesTheVoiceAndAMissingVoiceTheSound() {
    let voiceOnly = VoiceMix.mix(clip, fromFrame: 0, frames: 4, voice: [1, 1], soundMuted: true)
    #expect(voiceOnly.samples == [32767, 32767, 32767, 32767])
    let soundOnly = VoiceMix.mix(clip, fromFrame: 2, frames: 9, voice: nil, soundMuted: false)
    #expect(soundOnly.samples == [300, -300, 400, -400])
  }

  @Test func aVoicePastTheSoundsEndLengthensThePartAndSumsClip() {
    let loud = SoundClip(samples: [30000], format: SoundFormat(rate: 1000, channels: 1))
    let mixed = VoiceMix.mix(
      loud, fromFrame: 0, frames: 3, voice: [0.5, 0.25, 0.1, 0.1], soundMuted: false)
    #expect(mixed.samples == [32767, 8192, 3277])
  }
}
