import HapModel
import HapPlayback
import HapRender
import HapSound

/// The track sonified on the sound card: heard, not felt (D106).
public final class SoundTarget: AuditionTarget, @unchecked Sendable {
  /// The rate asked of the device (it may choose another; the track is sonified at that).
  public static let rate = 48_000

  public let player: SoundPlayer
  public var name: String { "sound" }

  public init(output: any SoundOutput) {
    player = SoundPlayer(output: output)
  }

  /// The sound card `HAPTUI_SOUND_DEVICE` names, else ALSA's `default`.
  public convenience init(environment: [String: String]) {
    self.init(output: AlsaSoundOutput(name: AlsaSoundOutput.deviceName(environment: environment)))
  }

  public func play(_ pattern: HapticPattern, settings: RenderSettings) throws(AuditionFailure)
    -> AuditionStart
  {
    player.stop()
    let format: SoundFormat
    do {
      format = try player.output.open(rate: Self.rate, channels: 1)
    } catch {
      throw AuditionFailure(
        target: name,
        "\(error.message): set HAPTUI_SOUND_DEVICE to a device 'aplay -L' lists")
    }
    let samples = settings.hapticsOff ? [] : Sonifier.samples(pattern, rate: format.rate)
    let clip = SoundClip(mono: samples, format: format)
    guard clip.frames > 0 else {
      return AuditionStart(duration: 0, summary: "sound: nothing to play")
    }
    player.play(
      clip,
      schedule: SoundSchedule(clip: clip, fromMilliseconds: 0, instant: MonotonicClock().now()))
    return AuditionStart(
      duration: clip.milliseconds,
      summary: "sound on \(player.output.name) (heard, not felt): clicks for taps, tones for "
        + "continuous events, pitch from sharpness")
  }

  public func cancel() throws(AuditionFailure) {
    player.stop()
  }

  /// Stops and closes the sound card.
  public func close() {
    player.close()
  }
}
