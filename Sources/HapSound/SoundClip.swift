/// A sound ready for a device: interleaved 16-bit frames at the device's format.
public struct SoundClip: Equatable, Sendable {
  /// Interleaved samples, `format.channels` per frame.
  public var samples: [Int16]
  public var format: SoundFormat

  public init(samples: [Int16], format: SoundFormat) {
    self.samples = samples
    self.format = format
  }

  /// Mono samples in -1…1 at `format.rate`, copied onto every channel of `format`.
  public init(mono: [Float], format: SoundFormat) {
    let channels = max(format.channels, 1)
    var samples = [Int16](repeating: 0, count: mono.count * channels)
    for (index, value) in mono.enumerated() {
      let clamped = min(max(value, -1), 1)
      let sample = Int16((clamped * 32767).rounded())
      for channel in 0..<channels { samples[index * channels + channel] = sample }
    }
    self.init(samples: samples, format: SoundFormat(rate: format.rate, channels: channels))
  }

  /// How many frames the clip holds.
  public var frames: Int { samples.count / max(format.channels, 1) }

  /// How long the clip lasts, in milliseconds (rounded down).
  public var milliseconds: Int { format.rate > 0 ? frames * 1000 / format.rate : 0 }

  /// The frame heard `milliseconds` after the clip's start (clamped to the clip).
  public func frame(atMilliseconds milliseconds: Int) -> Int {
    min(max(milliseconds, 0) * format.rate / 1000, frames)
  }
}
