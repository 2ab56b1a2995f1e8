/// How the spectrum becomes sharpness: the centroid of the spectrum below `cutoffHz`, mapped
/// linearly from `lowHz`–`highHz` onto 0…1 and clamped.
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

  public init(
    lowHz: Double = 30, highHz: Double = 600, cutoffHz: Double = 1000,
    weighting: Weighting = .magnitude
  ) {
    self.lowHz = lowHz
    self.highHz = highHz
    self.cutoffHz = cutoffHz
    self.weighting = weighting
  }

  /// Meta's mapping: 30–600 Hz below 1 kHz, magnitude-weighted (D066).
  public static let standard = SharpnessMapping()
}
