/// The settings of one audio analysis, with the defaults `haptui import` uses.
///
/// DECISIONS.md ("Audio to haptics") gives the evidence for each default.
public struct AudioAnalysisOptions: Equatable, Sendable {
  /// Gain applied to the normalised envelope, in dB (positive values saturate at 1).
  public var gainDB: Double
  /// Envelope values below this level (dB relative to the loudest moment) become silence.
  public var thresholdDB: Double
  /// The envelope follower's attack time constant, in ms.
  public var attackMS: Double
  /// The envelope follower's release time constant, in ms.
  public var releaseMS: Double
  /// Transient detection sensitivity, 0 (only the strongest onsets) ... 1 (every rise).
  public var sensitivity: Double
  /// Whether onsets become transients.
  public var transients: Bool
  /// The envelope is multiplied by this under each transient (1 leaves it as it is).
  public var duckFactor: Double
  /// For how many ms after a transient's peak the envelope is ducked.
  public var duckMS: Int
  /// The most continuous steps per second of sound.
  public var maxStepsPerSecond: Int
  /// How far a step's intensity may be from the envelope at any millisecond.
  public var tolerance: Double
  /// The shortest step written, in ms (a motor does not render shorter ones).
  public var minimumStepMS: Int

  public init(
    gainDB: Double = 0, thresholdDB: Double = -30, attackMS: Double = 1, releaseMS: Double = 20,
    sensitivity: Double = 0.5, transients: Bool = true, duckFactor: Double = 0.5,
    duckMS: Int = 10, maxStepsPerSecond: Int = 60,
    tolerance: Double = 0.05, minimumStepMS: Int = 10
  ) {
    self.gainDB = gainDB
    self.thresholdDB = thresholdDB
    self.attackMS = attackMS
    self.releaseMS = releaseMS
    self.sensitivity = sensitivity
    self.transients = transients
    self.duckFactor = duckFactor
    self.duckMS = duckMS
    self.maxStepsPerSecond = maxStepsPerSecond
    self.tolerance = tolerance
    self.minimumStepMS = minimumStepMS
  }

  public static let standard = AudioAnalysisOptions()
}
