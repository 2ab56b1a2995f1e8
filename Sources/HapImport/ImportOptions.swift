/// How an import turns curves into the 0.1 grammar, and what the pattern is called.
public struct ImportOptions: Equatable, Sendable {
  /// The most the imported intensity may differ from the source's at any millisecond where
  /// a curve is stepped (default 0.02), unless a step would be shorter than `minimumStep`.
  public var tolerance: Double
  /// The shortest step the simplifier makes, in milliseconds (DECISIONS: import).
  public var minimumStep: Int
  /// The pattern id; `nil` derives it from the file name.
  public var id: String?

  /// The default tolerance, 0.02 of full intensity.
  public static let defaultTolerance = 0.02
  /// The default shortest step: 20 ms, the floor under which the validator warns that a
  /// continuous event is not felt (`UsageThresholds.shortestPulse`, HAPW05).
  public static let defaultMinimumStep = 20

  public init(
    tolerance: Double = defaultTolerance, minimumStep: Int = defaultMinimumStep, id: String? = nil
  ) {
    self.tolerance = tolerance
    self.minimumStep = minimumStep
    self.id = id
  }
}
