import HapAudio

/// How an import turns curves into the 0.1 grammar, and what the pattern is called.
public struct ImportOptions: Equatable, Sendable {
  /// The most the imported intensity may differ from the source's at any millisecond where
  /// a curve is stepped (default 0.02), unless a step would be shorter than `minimumStep`.
  public var tolerance: Double
  /// The shortest step the simplifier makes, in milliseconds (D051).
  public var minimumStep: Int
  /// The pattern id; `nil` derives it from the file name.
  public var id: String?
  /// How a sound is analysed (only sounds use it).
  public var audio = AudioAnalysisOptions()

  /// The default tolerance, 0.02 of full intensity.
  public static let defaultTolerance = 0.02
  /// The default shortest step: 10 ms, the shortest pulse the Taptic Engine renders so it is
  /// felt (`MotorModel.taptic.minimumPulse`) and the interval Meta steps envelopes at. Steps
  /// join into one vibration, so they need not reach the 20 ms an isolated pulse needs
  /// (HAPW05 still warns about steps under 20 ms; D051).
  public static let defaultMinimumStep = 10

  public init(
    tolerance: Double = defaultTolerance, minimumStep: Int = defaultMinimumStep, id: String? = nil
  ) {
    self.tolerance = tolerance
    self.minimumStep = minimumStep
    self.id = id
  }
}
