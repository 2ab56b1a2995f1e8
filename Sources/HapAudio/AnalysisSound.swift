/// A sound mixed down to one channel and resampled to the analysis rate as it was read, with
/// what the report says of its source.
public struct AnalysisSound: Equatable, Sendable {
  /// Mono samples at `AudioAnalyzer.analysisRate`, nominally in -1...1.
  public var samples: [Float]
  /// The source's samples per second.
  public var sourceRate: Int
  /// Channels in the source before the downmix.
  public var channels: Int
  /// libsndfile's name of the container and encoding.
  public var format: String

  public init(samples: [Float], sourceRate: Int, channels: Int = 1, format: String = "") {
    self.samples = samples
    self.sourceRate = sourceRate
    self.channels = channels
    self.format = format
  }
}
