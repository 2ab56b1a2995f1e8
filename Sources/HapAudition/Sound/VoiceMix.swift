import HapSound

/// Two voices on one sound card: the attached sound and the sonified track beside it (issue
/// 21), each of which may be muted, mixed into the one clip the card plays.
public enum VoiceMix {
  /// The part of `clip` from `fromFrame` for `frames` frames (the sound silent when
  /// `soundMuted`), with the mono `voice` (-1…1, at the clip's rate, starting at the part's
  /// first frame) added to every channel; sums are clipped to 16 bits. The part is as long as
  /// the longer voice, at most `frames`.
  public static func mix(
    _ clip: SoundClip, fromFrame: Int, frames: Int, voice: [Float]?, soundMuted: Bool
  ) -> SoundClip {
    let channels = max(clip.format.channels, 1)
    let start = min(max(fromFrame, 0), clip.frames)
    let soundFrames = soundMuted ? 0 : min(clip.frames - start, frames)
    let length = max(min(voice?.count ?? 0, frames), soundFrames)
    var mixed = [Int32](repeating: 0, count: length * channels)
    for index in 0..<(soundFrames * channels) {
      mixed[index] = Int32(clip.samples[start * channels + index])
    }
    if let voice {
      for frame in 0..<min(voice.count, length) {
        let sample = Int32((min(max(voice[frame], -1), 1) * 32767).rounded())
        for channel in 0..<channels { mixed[frame * channels + channel] += sample }
      }
    }
    return SoundClip(
      samples: mixed.map { Int16(clamping: $0) },
      format: SoundFormat(rate: clip.format.rate, channels: channels))
  }
}
