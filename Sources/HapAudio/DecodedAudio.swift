/// A sound read from a file and mixed down to one channel of 32-bit float samples.
public struct DecodedAudio: Equatable, Sendable {
  /// Mono samples, nominally in -1...1.
  public var samples: [Float]
  /// Samples per second.
  public var sampleRate: Int
  /// Channels in the file before the downmix.
  public var channels: Int
  /// libsndfile's name of the container and encoding (for example `WAV, Signed 16 bit PCM`).
  public var format: String

  public init(samples: [Float], sampleRate: Int, channels: Int = 1, format: String = "") {
    self.samples = samples
    self.sampleRate = sampleRate
    self.channels = channels
    self.format = format
  }

  /// The length in seconds.
  public var seconds: Double { sampleRate > 0 ? Double(samples.count) / Double(sampleRate) : 0 }
}
