import HapAudition
import HapRender
import HapSound

/// The attached sound in the running editor: the clip decoded for the open device, and the
/// player that plays parts of it from a start instant the haptics share.
final class SoundCardPlayer {
  let player: SoundPlayer
  let clip: SoundClip

  init(player: SoundPlayer, clip: SoundClip) {
    self.player = player
    self.clip = clip
  }

  /// The device's name (`default`, `null`…).
  var deviceName: String { player.output.name }

  /// The playback generation the sound plays with, until its failure has been reported.
  private var playing: Int?

  /// Plays `cue` so that its `fromMs` is heard at `instant` (CLOCK_MONOTONIC nanoseconds),
  /// with playback `generation`.
  func start(_ cue: SoundCue, instant: UInt64, generation: Int) {
    if cue.voice != nil || cue.soundMuted {
      // The sound target beside the sound: the track's voice is mixed in (D162).
      let rate = clip.format.rate
      let mixed = VoiceMix.mix(
        clip, fromFrame: clip.frame(atMilliseconds: cue.fromMs), frames: cue.lengthMs * rate / 1000,
        voice: cue.voice.map { Sonifier.samples($0, rate: rate) }, soundMuted: cue.soundMuted)
      player.play(
        mixed, schedule: SoundSchedule(clip: mixed, fromMilliseconds: 0, instant: instant))
      playing = generation
      return
    }
    let schedule = SoundSchedule(
      clip: clip, fromMilliseconds: cue.fromMs, lengthMilliseconds: cue.lengthMs,
      instant: instant)
    player.play(clip, schedule: schedule)
    playing = generation
  }

  /// The failure of the sound playing with a playback, once, when its device failed.
  func takeFailure() -> (generation: Int, message: String)? {
    guard let generation = playing, case .failed(let message) = player.outcome?.ending else {
      return nil
    }
    playing = nil
    return (generation, message)
  }

  /// Stops the sound now (what was queued is dropped).
  func stop() {
    player.stop()
    playing = nil
  }

  /// Stops and closes the device: every way out of the editor calls it.
  func close() {
    player.close()
  }
}
