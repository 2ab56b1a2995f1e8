import HapAudio
import HapImport

/// One row of the analysis panel: a number of the analysis by its `haptui import` option, or
/// the spectrum weighting of the sharpness mapping.
public enum AnalysisField: Equatable, Sendable {
  case number(AnalysisSetting)
  /// `--sharpness-spectrum`: magnitude or power.
  case spectrum

  /// The panel's rows, top to bottom: the envelope, the emphasis, the steps, the sharpness.
  public static let all: [AnalysisField] = [
    .number(.gain), .number(.threshold), .number(.release), .number(.sensitivity),
    .number(.tolerance), .number(.sharpnessLow), .number(.sharpnessHigh),
    .number(.sharpnessCutoff), .spectrum,
  ]

  /// The option's name, as `haptui import` spells it.
  public var name: String {
    switch self {
    case .number(let setting): setting.rawValue
    case .spectrum: "sharpness-spectrum"
    }
  }

  /// The value in `options`, as the panel shows it (with its unit).
  public func text(in options: ImportOptions) -> String {
    switch self {
    case .number(let setting):
      let value = AnalysisSettingsText.number(setting.value(in: options))
      return setting.unit.isEmpty ? value : "\(value) \(setting.unit)"
    case .spectrum:
      return options.audio.sharpness.weighting.rawValue
    }
  }

  /// What the field takes, for its hint and its refusals.
  public var rangeText: String {
    switch self {
    case .number(let setting): setting.rangeText + (setting.unit.isEmpty ? "" : " \(setting.unit)")
    case .spectrum: "magnitude or power"
    }
  }

  /// `options` with this field moved one step (`up`: larger, or the other weighting), kept in
  /// its range; the value is rounded to the step, so steps never drift.
  public func stepped(_ options: ImportOptions, up: Bool) -> ImportOptions {
    var options = options
    switch self {
    case .number(let setting):
      let step = setting.step
      let moved = ((setting.value(in: options) / step).rounded() + (up ? 1 : -1)) * step
      var value = (moved * 1e6).rounded() / 1e6
      value = min(max(value, setting.range.lowerBound), setting.range.upperBound)
      if setting.excludesLowerBound, value <= setting.range.lowerBound { value = step }
      setting.set(value, in: &options)
    case .spectrum:
      let weighting = options.audio.sharpness.weighting
      options.audio.sharpness.weighting = weighting == .magnitude ? .power : .magnitude
    }
    return options
  }
}
