/// What the analysis derived from a sound, one value per millisecond plus the transients.
public struct AudioAnalysis: Equatable, Sendable {
  /// The amplitude envelope each millisecond, 0...1: normalised, gained and gated, ducked under
  /// transients. An importer maps it to intensity (the audio import takes its square root).
  public var amplitude: [Double]
  /// The spectral brightness each millisecond, 0...1.
  public var sharpness: [Double]
  public var transients: [AudioTransient]
  /// The source's loudest amplitude-envelope level before normalisation, in dB full scale.
  public var peakDBFS: Double
  /// The decoded sound's rate, channels and format, for the report.
  public var sourceRate: Int
  public var sourceChannels: Int
  public var sourceFormat: String

  public init(
    amplitude: [Double], sharpness: [Double], transients: [AudioTransient], peakDBFS: Double,
    sourceRate: Int, sourceChannels: Int, sourceFormat: String
  ) {
    self.amplitude = amplitude
    self.sharpness = sharpness
    self.transients = transients
    self.peakDBFS = peakDBFS
    self.sourceRate = sourceRate
    self.sourceChannels = sourceChannels
    self.sourceFormat = sourceFormat
  }

  /// The length of the analysis in milliseconds.
  public var durationMS: Int { amplitude.count }
}
