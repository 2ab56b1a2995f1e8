/// The settings of one audio analysis, with the defaults `haptui import` uses.
///
/// DECISIONS.md D056, D066, D067, D110–D112, D230, D350–D356, D380 and D400 give the evidence
/// for each default.
public struct AudioAnalysisOptions: Equatable, Sendable {
  /// Gain applied to the normalised amplitude envelope, in dB (positive values saturate at 1).
  public var gainDB: Double
  /// Amplitudes below this level (dB relative to full strength, after the gain) become silence.
  public var thresholdDB: Double
  /// The envelope follower's attack time constant, in ms.
  public var attackMS: Double
  /// The envelope follower's release time constant, in ms.
  public var releaseMS: Double
  /// Whether the envelope follows the magnitude or the power of the samples (D400).
  public var envelopeInput: EnvelopeInput
  /// Transient detection sensitivity, 0 (only the strongest onsets) ... 1 (every rise).
  public var sensitivity: Double
  /// Whether onsets become transients.
  public var transients: Bool
  /// How transients are found.
  public var transientRule: TransientRule
  /// The shortest gap between two transients, in ms (the stronger is kept).
  public var transientSpacingMS: Int
  /// Breakpoints per second the envelope is reduced to before its peaks are picked
  /// (`TransientRule.peaks`).
  public var emphasisResolution: Double
  /// The smallest rise of a peak that a spectral-flux onset confirms as a transient
  /// (`TransientRule.peaks`; at or above the minimum rise, flux confirms nothing more).
  public var fluxRise: Double
  /// A flux onset confirms a peak from this many ms before it to 5 ms after.
  public var fluxWindowMS: Int
  /// A frame's flux is an onset above this multiple of the median flux around it...
  public var fluxThreshold: Double
  /// ...plus this (the flux normalised to the sound's largest).
  public var fluxDelta: Double
  /// A spectral-flux onset with no transient within the spacing is one itself when the envelope
  /// rises by at least this around it (`TransientRule.peaks`; 1: never; D356).
  public var fluxAloneRise: Double
  /// A rise of the high band's envelope (above `highBandSplitHz`, in the envelope's units) of at
  /// least this, with no transient within the spacing, is a transient (`TransientRule.peaks`;
  /// 1: never; D380).
  public var highBandRise: Double
  /// Where the high band starts, in Hz.
  public var highBandSplitHz: Double
  /// A transient is placed where its rise first reaches this fraction of its height (1: at the
  /// peak); its intensity stays the peak's.
  public var onsetFraction: Double
  /// The intensity is multiplied by this under each transient (1 leaves it as it is).
  public var duckFactor: Double
  /// For how many ms after a transient's peak the envelope is ducked.
  public var duckMS: Int
  /// The most continuous steps per second of sound (the import raises its tolerance until the
  /// steps fit).
  public var maxStepsPerSecond: Int
  /// How the spectrum becomes sharpness.
  public var sharpness: SharpnessMapping

  public init(
    gainDB: Double = 0, thresholdDB: Double = -30, attackMS: Double = 0.25, releaseMS: Double = 13,
    envelopeInput: EnvelopeInput = .power,
    sensitivity: Double = 0.5, transients: Bool = true, transientRule: TransientRule = .peaks,
    transientSpacingMS: Int = 50, emphasisResolution: Double = 60, fluxRise: Double = 0.03,
    fluxWindowMS: Int = 40, fluxThreshold: Double = 1.5, fluxDelta: Double = 0.05,
    fluxAloneRise: Double = 0.1, highBandRise: Double = 0.07, highBandSplitHz: Double = 4000,
    onsetFraction: Double = 0.6, duckFactor: Double = 0.8,
    duckMS: Int = 1, maxStepsPerSecond: Int = 60, sharpness: SharpnessMapping = .standard
  ) {
    self.gainDB = gainDB
    self.thresholdDB = thresholdDB
    self.attackMS = attackMS
    self.releaseMS = releaseMS
    self.envelopeInput = envelopeInput
    self.sensitivity = sensitivity
    self.transients = transients
    self.transientRule = transientRule
    self.transientSpacingMS = transientSpacingMS
    self.emphasisResolution = emphasisResolution
    self.fluxRise = fluxRise
    self.fluxWindowMS = fluxWindowMS
    self.fluxThreshold = fluxThreshold
    self.fluxDelta = fluxDelta
    self.fluxAloneRise = fluxAloneRise
    self.highBandRise = highBandRise
    self.highBandSplitHz = highBandSplitHz
    self.onsetFraction = onsetFraction
    self.duckFactor = duckFactor
    self.duckMS = duckMS
    self.maxStepsPerSecond = maxStepsPerSecond
    self.sharpness = sharpness
  }

  public static let standard = AudioAnalysisOptions()
}
