/// How the spectrum becomes sharpness: the centroid of the spectrum below `cutoffHz`, mapped
/// linearly from `lowHz`–`highHz` onto 0…1 and clamped, mixed with the share of the energy
/// below `bandTopHz` that lies above `bandSplitHz` (weighing `bandWeight`, by default 0; D290).
public struct SharpnessMapping: Equatable, Sendable {
  /// What the centroid weighs each frequency by.
  public enum Weighting: String, CaseIterable, Equatable, Sendable {
    /// The magnitude spectrum (Meta's analysis).
    case magnitude
    /// The power spectrum (magnitude squared): louder partials count more.
    case power
  }

  public var lowHz: Double
  public var highHz: Double
  public var cutoffHz: Double
  public var weighting: Weighting
  /// How much the band share counts against the centroid: 0 is the centroid alone (Meta's
  /// analysis), 1 the band share alone.
  public var bandWeight: Double
  /// The band share counts the energy above this frequency...
  public var bandSplitHz: Double
  /// ...of the energy below this one.
  public var bandTopHz: Double
  /// How much the felt level (√ of the normalised amplitude) counts against the spectrum: 0 is
  /// the spectrum alone, and sharpness = (spectral + W × √amplitude) / (1 + W) (D352).
  public var amplitudeWeight: Double

  public init(
    lowHz: Double = 30, highHz: Double = 600, cutoffHz: Double = 1000,
    weighting: Weighting = .magnitude, bandWeight: Double = 0, bandSplitHz: Double = 200,
    bandTopHz: Double = 4000, amplitudeWeight: Double = 0
  ) {
    self.lowHz = lowHz
    self.highHz = highHz
    self.cutoffHz = cutoffHz
    self.weighting = weighting
    self.bandWeight = bandWeight
    self.bandSplitHz = bandSplitHz
    self.bandTopHz = bandTopHz
    self.amplitudeWeight = amplitudeWeight
  }

  /// Meta's mapping: 30–600 Hz below 1 kHz, magnitude-weighted (D066), no band share (D290).
  public static let standard = SharpnessMapping()
}
