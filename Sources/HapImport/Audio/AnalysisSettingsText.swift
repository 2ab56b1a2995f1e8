import HapAudio
import HapModel

/// A sound's analysis settings as the one line the frontmatter's `analysis:` holds: the
/// `haptui import` options that differ from the defaults (`--gain -6 --sensitivity 0.7`), so
/// the same options on the command line, or `I` in the editor, make the same track (D190).
public enum AnalysisSettingsText {
  /// The options in `options` that differ from the defaults, in the command's order; `nil`
  /// when every one is the default.
  public static func text(of options: ImportOptions) -> String? {
    let defaults = ImportOptions()
    var words: [String] = []
    for setting in AnalysisSetting.allCases
    where setting.value(in: options) != setting.value(in: defaults) {
      words.append("--\(setting.rawValue) \(number(setting.value(in: options)))")
    }
    if options.audio.envelopeInput != defaults.audio.envelopeInput {
      words.append("--envelope \(options.audio.envelopeInput.rawValue)")
    }
    if options.audio.transientRule != defaults.audio.transientRule {
      words.append("--transient-rule \(options.audio.transientRule.rawValue)")
    }
    if !options.audio.transients { words.append("--no-transients") }
    if options.audio.sharpness.weighting != defaults.audio.sharpness.weighting {
      words.append("--sharpness-spectrum \(options.audio.sharpness.weighting.rawValue)")
    }
    return words.isEmpty ? nil : words.joined(separator: " ")
  }

  /// The options `text` gives over the defaults, or what is wrong with it (naming the option
  /// and what it takes).
  public static func options(from text: String) -> Result<ImportOptions, AnalysisSettingsError> {
    var options = ImportOptions()
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    var index = 0
    func value(for name: String) -> String? {
      guard index + 1 < words.count else { return nil }
      index += 1
      return words[index]
    }
    while index < words.count {
      let word = words[index]
      guard word.hasPrefix("--") else {
        return .failure(
          AnalysisSettingsError("`\(word)` is not an option: analysis: holds haptui import options")
        )
      }
      let name = String(word.dropFirst(2))
      if name == "no-transients" {
        options.audio.transients = false
      } else if let setting = AnalysisSetting(rawValue: name) {
        guard let text = value(for: name), let number = Double(text), setting.accepts(number)
        else {
          return .failure(AnalysisSettingsError("--\(name) must be \(setting.rangeText)"))
        }
        setting.set(number, in: &options)
      } else if name == "envelope" {
        guard let text = value(for: name), let input = EnvelopeInput(rawValue: text) else {
          return .failure(AnalysisSettingsError("--envelope must be power or magnitude"))
        }
        options.audio.envelopeInput = input
      } else if name == "transient-rule" {
        guard let text = value(for: name), let rule = TransientRule(rawValue: text) else {
          return .failure(AnalysisSettingsError("--transient-rule must be peaks or rise"))
        }
        options.audio.transientRule = rule
      } else if name == "sharpness-spectrum" {
        guard let text = value(for: name),
          let weighting = SharpnessMapping.Weighting(rawValue: text)
        else {
          return .failure(AnalysisSettingsError("--sharpness-spectrum must be magnitude or power"))
        }
        options.audio.sharpness.weighting = weighting
      } else {
        return .failure(
          AnalysisSettingsError("--\(name) is not an analysis option of haptui import"))
      }
      index += 1
    }
    if let problem = problem(with: options) { return .failure(AnalysisSettingsError(problem)) }
    return .success(options)
  }

  /// What is wrong with `options` as a whole (each value in range, but sharpness 1 at or
  /// below sharpness 0, or the band's split at or above its top), or `nil`.
  public static func problem(with options: ImportOptions) -> String? {
    let mapping = options.audio.sharpness
    guard mapping.highHz > mapping.lowHz else {
      return "--sharpness-high (\(number(mapping.highHz)) Hz) must be above --sharpness-low "
        + "(\(number(mapping.lowHz)) Hz)"
    }
    guard mapping.bandTopHz > mapping.bandSplitHz else {
      return "--sharpness-top (\(number(mapping.bandTopHz)) Hz) must be above --sharpness-split "
        + "(\(number(mapping.bandSplitHz)) Hz)"
    }
    return nil
  }

  /// A value as the options write it: `0.5`, `-6`, `600`.
  public static func number(_ value: Double) -> String {
    JSONWriter.number(value)
  }
}
