import HapAudio
import HapImport

/// The `haptui import` options that only sounds use, and how they set the analysis.
extension ImportCommand {
  static let audioOptions: Set<String> = [
    "gain", "threshold", "attack", "release", "envelope", "sensitivity", "transient-rule",
    "transient-spacing", "emphasis-resolution", "flux-rise", "flux-window", "flux-threshold",
    "flux-delta", "flux-alone", "high-band-rise", "high-band-split", "onset-fraction", "duck",
    "duck-ms", "max-steps-per-second",
    "sharpness-low", "sharpness-high", "sharpness-cutoff", "sharpness-spectrum",
    "sharpness-band", "sharpness-split", "sharpness-top", "sharpness-amplitude",
  ]
  static let audioFlags: Set<String> = ["no-transients"]

  static let audioHelp = """

    Sounds (.wav, .aiff, .flac, .ogg, .opus, .mp3: what libsndfile reads) are analysed into an
    envelope, hold steps, transients and sharpness; the frontmatter records `audio: NAME`.
      --gain DB                 gain after normalising the loudest moment, -60..60 (default 0)
      --threshold DB            silence below this level, -90..0 (default -30)
      --attack MS               envelope attack, 0..100 ms (default 0.25)
      --release MS              envelope release, 1..1000 ms (default 13)
      --envelope E              the envelope follows the power (x squared, its square root
                                read) or the magnitude (|x|) (default power)
      --sensitivity S           transient sensitivity, 0..1 (default 0.5)
      --transient-rule R        peaks (of the reduced envelope, as Meta's emphasis) or rise
                                (against the last 150 ms) (default peaks)
      --transient-spacing MS    shortest gap between transients, 1..1000 ms (default 50)
      --emphasis-resolution N   breakpoints per second for the peaks rule, 1..1000 (default 60)
      --flux-rise R             a smaller rise is a transient where the spectral flux has an
                                onset, if above R, 0..1 (default 0.03)
      --flux-window MS          the onset may come this long before the peak, 0..1000 ms
                                (default 40)
      --flux-threshold K        a flux onset is above K x its median over 250 ms, 0..100
                                (default 1.5)
      --flux-delta D            ... plus D (the flux scaled to its largest), 0..1 (default 0.05)
      --flux-alone R            a flux onset with no transient within the spacing is one when
                                the envelope rises by R around it, 0..1 (default 0.1; 1: never)
      --high-band-rise R        a rise of the sound above --high-band-split by R (of the
                                envelope's loudest) with no transient within the spacing is
                                one, 0..1 (default 0.07; 1: never)
      --high-band-split HZ      where the high band starts, 100..7900 Hz (default 4000)
      --onset-fraction F        a transient is felt where its rise reaches F of its height,
                                0..1 (default 0.6; 1 is at the peak)
      --no-transients           do not look for transients
      --duck F                  intensity factor under a transient, 0..1 (default 0.8)
      --duck-ms MS              how long the intensity is ducked, 0..1000 ms (default 1)
      --max-steps-per-second N  step budget, 1..1000 (default 60; the tolerance grows to fit)
      --sharpness-low HZ        spectral centroid that is sharpness 0, 0..8000 (default 30)
      --sharpness-high HZ       spectral centroid that is sharpness 1, 1..8000 (default 600)
      --sharpness-cutoff HZ     the centroid looks below this, 100..8000 Hz (default 1000)
      --sharpness-spectrum W    magnitude or power weighting of the centroid (default
                                magnitude)
      --sharpness-band W        weight of the band share (energy above --sharpness-split of
                                that below --sharpness-top) mixed with the centroid, 0..1
                                (default 0: the centroid alone)
      --sharpness-split HZ      the band share counts energy above this, 20..8000 Hz
                                (default 200)
      --sharpness-top HZ        ... of the energy below this, 100..8000 Hz (default 4000)
      --sharpness-amplitude W   weight of the felt level (square root of the amplitude) mixed
                                into the sharpness, 0..1 (default 0: the spectrum alone)
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
    if let attack = try number("attack", 0...100, example: "0.25") {
      options.audio.attackMS = attack
    }
    if let release = try number("release", 1...1000, example: "13") {
      options.audio.releaseMS = release
    }
    if let envelope = scan.value("envelope") {
      guard let input = EnvelopeInput(rawValue: envelope) else {
        throw UsageError("--envelope must be power or magnitude, not \(envelope)")
      }
      options.audio.envelopeInput = input
    }
    if let sensitivity = try number("sensitivity", 0...1, example: "0.5") {
      options.audio.sensitivity = sensitivity
    }
    func whole(_ name: String, _ range: ClosedRange<Double>, example: String)
      throws(UsageError) -> Int?
    {
      guard let value = try number(name, range, example: example) else { return nil }
      guard value == value.rounded() else {
        throw UsageError("--\(name) must be a whole number, such as \(example)")
      }
      return Int(value)
    }
    if let steps = try whole("max-steps-per-second", 1...1000, example: "60") {
      options.audio.maxStepsPerSecond = steps
    }
    if let rule = scan.value("transient-rule") {
      guard let value = TransientRule(rawValue: rule) else {
        throw UsageError("--transient-rule must be peaks or rise, not \(rule)")
      }
      options.audio.transientRule = value
    }
    if let spacing = try whole("transient-spacing", 1...1000, example: "50") {
      options.audio.transientSpacingMS = spacing
    }
    if let resolution = try number("emphasis-resolution", 1...1000, example: "60") {
      options.audio.emphasisResolution = resolution
    }
    if let rise = try number("flux-rise", 0...1, example: "0.03") { options.audio.fluxRise = rise }
    if let window = try whole("flux-window", 0...1000, example: "40") {
      options.audio.fluxWindowMS = window
    }
    if let threshold = try number("flux-threshold", 0...100, example: "1.5") {
      options.audio.fluxThreshold = threshold
    }
    if let delta = try number("flux-delta", 0...1, example: "0.05") {
      options.audio.fluxDelta = delta
    }
    if let alone = try number("flux-alone", 0...1, example: "0.1") {
      options.audio.fluxAloneRise = alone
    }
    if let rise = try number("high-band-rise", 0...1, example: "0.07") {
      options.audio.highBandRise = rise
    }
    if let split = try number("high-band-split", 100...7900, example: "4000") {
      options.audio.highBandSplitHz = split
    }
    if let fraction = try number("onset-fraction", 0...1, example: "0.6") {
      options.audio.onsetFraction = fraction
    }
    if let duck = try number("duck", 0...1, example: "0.8") { options.audio.duckFactor = duck }
    if let duckMS = try whole("duck-ms", 0...1000, example: "1") { options.audio.duckMS = duckMS }
    if scan.has("no-transients") { options.audio.transients = false }
    try applySharpness(scan, to: &options, number: number)
  }

  /// Sets `options.audio.sharpness` from the scanned arguments.
  private static func applySharpness(
    _ scan: ArgumentScanner, to options: inout ImportOptions,
    number: (String, ClosedRange<Double>, String) throws(UsageError) -> Double?
  ) throws(UsageError) {
    var mapping = options.audio.sharpness
    if let low = try number("sharpness-low", 0...8000, "30") { mapping.lowHz = low }
    if let high = try number("sharpness-high", 1...8000, "600") { mapping.highHz = high }
    if let cutoff = try number("sharpness-cutoff", 100...8000, "1000") {
      mapping.cutoffHz = cutoff
    }
    guard mapping.highHz > mapping.lowHz else {
      throw UsageError(
        "--sharpness-high (\(format(mapping.highHz)) Hz) must be above --sharpness-low "
          + "(\(format(mapping.lowHz)) Hz)")
    }
    if let weight = try number("sharpness-band", 0...1, "0.5") { mapping.bandWeight = weight }
    if let split = try number("sharpness-split", 20...8000, "200") { mapping.bandSplitHz = split }
    if let top = try number("sharpness-top", 100...8000, "4000") { mapping.bandTopHz = top }
    if let level = try number("sharpness-amplitude", 0...1, "0.1") {
      mapping.amplitudeWeight = level
    }
    guard mapping.bandTopHz > mapping.bandSplitHz else {
      throw UsageError(
        "--sharpness-top (\(format(mapping.bandTopHz)) Hz) must be above --sharpness-split "
          + "(\(format(mapping.bandSplitHz)) Hz)")
    }
    if let spectrum = scan.value("sharpness-spectrum") {
      guard let weighting = SharpnessMapping.Weighting(rawValue: spectrum) else {
        throw UsageError("--sharpness-spectrum must be magnitude or power, not \(spectrum)")
      }
      mapping.weighting = weighting
    }
    options.audio.sharpness = mapping
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
