import HapAudio

/// One number of a sound's analysis, by its `haptui import` option name, with the range the
/// command accepts: what the editor's analysis panel shows as a field and what the
/// frontmatter's `analysis:` records (D190).
public enum AnalysisSetting: String, CaseIterable, Sendable {
  case gain
  case threshold
  case attack
  case release
  case sensitivity
  case transientSpacing = "transient-spacing"
  case emphasisResolution = "emphasis-resolution"
  case fluxRise = "flux-rise"
  case fluxWindow = "flux-window"
  case fluxThreshold = "flux-threshold"
  case fluxDelta = "flux-delta"
  case fluxAlone = "flux-alone"
  case highBandRise = "high-band-rise"
  case highBandSplit = "high-band-split"
  case onsetFraction = "onset-fraction"
  case duck
  case duckMS = "duck-ms"
  case maxStepsPerSecond = "max-steps-per-second"
  case sharpnessLow = "sharpness-low"
  case sharpnessHigh = "sharpness-high"
  case sharpnessCutoff = "sharpness-cutoff"
  case sharpnessBand = "sharpness-band"
  case sharpnessSplit = "sharpness-split"
  case sharpnessTop = "sharpness-top"
  case sharpnessAmplitude = "sharpness-amplitude"
  case tolerance

  /// The values `haptui import --NAME` accepts (`tolerance` excludes 0).
  public var range: ClosedRange<Double> {
    switch self {
    case .gain: -60...60
    case .threshold: -90...0
    case .attack: 0...100
    case .release: 1...1000
    case .sensitivity, .duck, .fluxRise, .fluxDelta, .fluxAlone, .highBandRise, .onsetFraction,
      .sharpnessBand, .sharpnessAmplitude:
      0...1
    case .highBandSplit: 100...7900
    case .fluxWindow: 0...1000
    case .fluxThreshold: 0...100
    case .transientSpacing, .emphasisResolution, .maxStepsPerSecond: 1...1000
    case .duckMS: 0...1000
    case .sharpnessLow: 0...8000
    case .sharpnessHigh: 1...8000
    case .sharpnessCutoff, .sharpnessTop: 100...8000
    case .sharpnessSplit: 20...8000
    case .tolerance: 0...0.5
    }
  }

  /// Whether 0 itself is refused (a tolerance must be above 0).
  public var excludesLowerBound: Bool { self == .tolerance }

  /// Whether only whole numbers are taken.
  public var isWhole: Bool {
    switch self {
    case .transientSpacing, .duckMS, .maxStepsPerSecond, .fluxWindow: true
    default: false
    }
  }

  /// The unit shown after the value (`dB`, `ms`, `Hz`), or an empty string.
  public var unit: String {
    switch self {
    case .gain, .threshold: "dB"
    case .attack, .release, .transientSpacing, .duckMS, .fluxWindow: "ms"
    case .sharpnessLow, .sharpnessHigh, .sharpnessCutoff, .sharpnessSplit, .sharpnessTop,
      .highBandSplit:
      "Hz"
    default: ""
    }
  }

  /// How far one step of the panel's `h`/`l` moves the value.
  public var step: Double {
    switch self {
    case .gain, .threshold: 1
    case .attack: 0.5
    case .release, .transientSpacing, .emphasisResolution, .maxStepsPerSecond: 5
    case .sensitivity, .duck, .onsetFraction, .fluxThreshold, .sharpnessBand,
      .sharpnessAmplitude:
      0.05
    case .fluxRise, .fluxDelta, .fluxAlone, .highBandRise: 0.01
    case .highBandSplit: 100
    case .fluxWindow: 5
    case .duckMS: 1
    case .sharpnessLow, .sharpnessHigh, .sharpnessCutoff, .sharpnessSplit, .sharpnessTop: 10
    case .tolerance: 0.005
    }
  }

  /// Whether `value` is one the option takes.
  public func accepts(_ value: Double) -> Bool {
    guard value.isFinite, range.contains(value) else { return false }
    if excludesLowerBound, value == range.lowerBound { return false }
    return !isWhole || value == value.rounded()
  }

  /// What the option takes, for a refusal: `a number from -60 to 60`.
  public var rangeText: String {
    let low = AnalysisSettingsText.number(range.lowerBound)
    let high = AnalysisSettingsText.number(range.upperBound)
    let kind = isWhole ? "a whole number" : "a number"
    if excludesLowerBound { return "\(kind) above \(low) and at most \(high)" }
    return "\(kind) from \(low) to \(high)"
  }

  /// The value `options` hold for this setting.
  public func value(in options: ImportOptions) -> Double {
    let audio = options.audio
    switch self {
    case .gain: return audio.gainDB
    case .threshold: return audio.thresholdDB
    case .attack: return audio.attackMS
    case .release: return audio.releaseMS
    case .sensitivity: return audio.sensitivity
    case .transientSpacing: return Double(audio.transientSpacingMS)
    case .emphasisResolution: return audio.emphasisResolution
    case .fluxRise: return audio.fluxRise
    case .fluxWindow: return Double(audio.fluxWindowMS)
    case .fluxThreshold: return audio.fluxThreshold
    case .fluxDelta: return audio.fluxDelta
    case .fluxAlone: return audio.fluxAloneRise
    case .highBandRise: return audio.highBandRise
    case .highBandSplit: return audio.highBandSplitHz
    case .onsetFraction: return audio.onsetFraction
    case .duck: return audio.duckFactor
    case .duckMS: return Double(audio.duckMS)
    case .maxStepsPerSecond: return Double(audio.maxStepsPerSecond)
    case .sharpnessLow: return audio.sharpness.lowHz
    case .sharpnessHigh: return audio.sharpness.highHz
    case .sharpnessCutoff: return audio.sharpness.cutoffHz
    case .sharpnessBand: return audio.sharpness.bandWeight
    case .sharpnessSplit: return audio.sharpness.bandSplitHz
    case .sharpnessTop: return audio.sharpness.bandTopHz
    case .sharpnessAmplitude: return audio.sharpness.amplitudeWeight
    case .tolerance: return options.tolerance
    }
  }

  /// Sets this setting in `options` to `value` (taken as it is: check it with `accepts`).
  public func set(_ value: Double, in options: inout ImportOptions) {
    switch self {
    case .gain: options.audio.gainDB = value
    case .threshold: options.audio.thresholdDB = value
    case .attack: options.audio.attackMS = value
    case .release: options.audio.releaseMS = value
    case .sensitivity: options.audio.sensitivity = value
    case .transientSpacing: options.audio.transientSpacingMS = Int(value)
    case .emphasisResolution: options.audio.emphasisResolution = value
    case .fluxRise: options.audio.fluxRise = value
    case .fluxWindow: options.audio.fluxWindowMS = Int(value)
    case .fluxThreshold: options.audio.fluxThreshold = value
    case .fluxDelta: options.audio.fluxDelta = value
    case .fluxAlone: options.audio.fluxAloneRise = value
    case .highBandRise: options.audio.highBandRise = value
    case .highBandSplit: options.audio.highBandSplitHz = value
    case .onsetFraction: options.audio.onsetFraction = value
    case .duck: options.audio.duckFactor = value
    case .duckMS: options.audio.duckMS = Int(value)
    case .maxStepsPerSecond: options.audio.maxStepsPerSecond = Int(value)
    case .sharpnessLow: options.audio.sharpness.lowHz = value
    case .sharpnessHigh: options.audio.sharpness.highHz = value
    case .sharpnessCutoff: options.audio.sharpness.cutoffHz = value
    case .sharpnessBand: options.audio.sharpness.bandWeight = value
    case .sharpnessSplit: options.audio.sharpness.bandSplitHz = value
    case .sharpnessTop: options.audio.sharpness.bandTopHz = value
    case .sharpnessAmplitude: options.audio.sharpness.amplitudeWeight = value
    case .tolerance: options.tolerance = value
    }
  }
}
