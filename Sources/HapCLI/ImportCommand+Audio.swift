import HapImport

/// The `haptui import` options that only sounds use, and how they set the analysis.
extension ImportCommand {
  static let audioOptions: Set<String> = [
    "gain", "threshold", "release", "sensitivity", "max-steps-per-second",
  ]
  static let audioFlags: Set<String> = ["no-transients"]

  static let audioHelp = """

    Sounds (.wav, .aiff, .flac, .ogg, .opus, .mp3: what libsndfile reads) are analysed into an
    envelope, hold steps, transients and sharpness; the frontmatter records `audio: NAME`.
      --gain DB                 gain after normalising the loudest moment, -60..60 (default 0)
      --threshold DB            silence below this level, -90..0 (default -30)
      --release MS              envelope release, 1..1000 ms (default 20)
      --sensitivity S           transient sensitivity, 0..1 (default 0.5)
      --no-transients           do not look for transients
      --max-steps-per-second N  step budget, 1..1000 (default 60; the tolerance grows to fit)
    For sounds, --tolerance T is the cost of a step (T squared, over 10 ms of amplitude): a
    larger T makes fewer steps.

    """

  /// Sets `options.audio` from the scanned arguments.
  static func applyAudio(_ scan: ArgumentScanner, to options: inout ImportOptions)
    throws(UsageError)
  {
    func number(_ name: String, _ range: ClosedRange<Double>, example: String) throws(UsageError)
      -> Double?
    {
      guard let text = scan.value(name) else { return nil }
      guard let value = Double(text), value.isFinite, range.contains(value) else {
        throw UsageError(
          "--\(name) must be a number from \(format(range.lowerBound)) to "
            + "\(format(range.upperBound)), such as \(example)")
      }
      return value
    }
    if let gain = try number("gain", -60...60, example: "-6") { options.audio.gainDB = gain }
    if let threshold = try number("threshold", -90...0, example: "-30") {
      options.audio.thresholdDB = threshold
    }
    if let release = try number("release", 1...1000, example: "20") {
      options.audio.releaseMS = release
    }
    if let sensitivity = try number("sensitivity", 0...1, example: "0.5") {
      options.audio.sensitivity = sensitivity
    }
    if let steps = try number("max-steps-per-second", 1...1000, example: "60") {
      guard steps == steps.rounded() else {
        throw UsageError("--max-steps-per-second must be a whole number, such as 60")
      }
      options.audio.maxStepsPerSecond = Int(steps)
    }
    if scan.has("no-transients") { options.audio.transients = false }
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
