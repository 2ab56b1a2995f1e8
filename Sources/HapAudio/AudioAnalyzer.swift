import Glibc

/// Turns decoded audio into an amplitude envelope, per-millisecond sharpness and transients.
///
/// Resample to `analysisRate`, remove DC, follow the peak envelope of the power (0.25 ms
/// attack, 13 ms release by default; D400), normalise its loudest moment to 1, apply the gain, find onsets, gate
/// below the threshold (D056). The envelope stays amplitude: the importer maps it to intensity.
/// Deterministic: the same samples and options always give the same analysis.
public enum AudioAnalyzer {
  /// Every sound is resampled to this rate before analysis.
  public static let analysisRate = 16_000
  /// A sound whose loudest moment is below this (dB full scale) holds nothing to feel.
  public static let floorDBFS = -60.0

  /// Analyses `audio`; `file` names the source in errors.
  public static func analyze(
    _ audio: DecodedAudio, options: AudioAnalysisOptions = .standard, file: String
  ) throws(AudioError) -> AudioAnalysis {
    try analyze(
      AnalysisSound(
        samples: Resampler.resample(audio.samples, from: audio.sampleRate, to: analysisRate),
        sourceRate: audio.sampleRate, channels: audio.channels, format: audio.format),
      options: options, file: file)
  }

  /// Analyses a sound already at `analysisRate` (`AudioDecoder.decodeForAnalysis`), as
  /// `analyze(_:options:file:)` analyses the same sound decoded whole.
  public static func analyze(
    _ sound: consuming AnalysisSound, options: AudioAnalysisOptions = .standard, file: String
  ) throws(AudioError) -> AudioAnalysis {
    var samples = sound.samples
    // The sound's own reference goes, so the samples are changed in place, not copied.
    sound.samples = []
    removeDC(&samples)
    let (envelope, spectral, flux, band) = spectralStages(samples, options: options)
    // Consumed, so the envelope's buffer has one owner and is normalised in place.
    var amplitude = consume envelope
    let peak = amplitude.max() ?? 0
    let peakDBFS = peak > 0 ? 20 * log10(peak) : -Double.infinity
    guard peakDBFS >= floorDBFS else {
      let level = peak > 0 ? "\(Int(peakDBFS.rounded())) dBFS" : "digital silence"
      throw AudioError(
        .silent, file: file,
        "nothing above the threshold: the loudest moment is \(level), below the "
          + "\(Int(floorDBFS)) dBFS of any audible sound; nothing was written")
    }
    let gain = pow(10, options.gainDB / 20) / peak
    let gate = pow(10, options.thresholdDB / 20)
    for index in amplitude.indices { amplitude[index] = min(amplitude[index] * gain, 1) }
    guard amplitude.contains(where: { $0 >= gate }) else {
      throw AudioError(
        .silent, file: file,
        "nothing above the threshold (\(format(options.thresholdDB)) dB) after a gain of "
          + "\(format(options.gainDB)) dB; lower --threshold or raise --gain; nothing was written"
      )
    }
    let sharpness = mixed(spectral, amplitude, weight: options.sharpness.amplitudeWeight)
    // The high band in the envelope's units: its level over the envelope's loudest moment.
    let highBand = band.map { $0 * gain }
    let found = transientStages(
      envelope: amplitude, flux: flux, highBand: highBand, options: options)
    var gated = amplitude.map { $0 >= gate ? $0 : 0 }
    var transients: [AudioTransient] = []
    if options.transients {
      for onset in found {
        transients.append(
          AudioTransient(
            at: onset.at, amplitude: amplitude[onset.peak], sharpness: sharpness[onset.peak]))
      }
      // The factor is for intensity (√amplitude), so the amplitude takes its square.
      duck(
        &gated, under: transients, factor: options.duckFactor * options.duckFactor,
        for: options.duckMS)
    }
    return AudioAnalysis(
      amplitude: gated, sharpness: sharpness, transients: transients, peakDBFS: peakDBFS,
      sourceRate: sound.sourceRate, sourceChannels: sound.channels, sourceFormat: sound.format)
  }

  /// The stages that read the samples: the envelope (not yet normalised), the sharpness of
  /// every millisecond and, where the options' transients need them, the spectral flux of every
  /// frame and the high band's envelope (D380, not yet scaled) (else empty).
  ///
  /// They are independent pieces run on two threads (D310, D320): the envelope, the sharpness,
  /// the high band, and the flux in runs of at least `fluxFrames` frames, joined in order: the
  /// same as each computed whole.
  static func spectralStages(
    _ samples: [Float], options: AudioAnalysisOptions, fluxFrames: Int = 2_000
  ) -> (envelope: [Double], sharpness: [Double], flux: [Double], highBand: [Double]) {
    let follower = EnvelopeFollower(
      attackMS: options.attackMS, releaseMS: options.releaseMS, input: options.envelopeInput)
    let count = follower.count(samples.count, rate: analysisRate)
    var parts: [@Sendable () -> AnalysisPart] = [
      { .envelope(follower.envelope(samples, rate: analysisRate)) },
      {
        .sharpness(
          SpectralCentroid.sharpness(
            samples, rate: analysisRate, count: count, mapping: options.sharpness))
      },
    ]
    if usesHighBand(options) {
      let band = highBandOnsets(options)
      parts.append { .highBand(band.envelope(samples, rate: analysisRate)) }
    }
    if usesFlux(options) {
      for run in runs(SpectralFlux.frameCount(samples.count), atLeast: fluxFrames) {
        parts.append {
          var flux = [Double](repeating: 0, count: run.count)
          samples.withUnsafeBufferPointer { samples in
            flux.withUnsafeMutableBufferPointer { SpectralFlux.fill($0, frames: run, of: samples) }
          }
          return .flux(flux)
        }
      }
    }
    var envelope: [Double] = []
    var sharpness: [Double] = []
    var flux: [Double] = []
    var band: [Double] = []
    let pieces = parts
    for part in ParallelTasks.map(pieces.count, { pieces[$0]() }) {
      switch part {
      case .envelope(let values): envelope = values
      case .sharpness(let values): sharpness = values
      case .highBand(let values): band = values
      case .flux(let values): flux += values
      case .breakpoints, .onsets, .highBandOnsets: break
      }
    }
    return (envelope, sharpness, flux, band)
  }

  /// Whether the options' transients take the high band's onsets (D380).
  private static func usesHighBand(_ options: AudioAnalysisOptions) -> Bool {
    options.transients && options.transientRule == .peaks && options.highBandRise < 1
  }

  private static func highBandOnsets(_ options: AudioAnalysisOptions) -> HighBandOnsets {
    HighBandOnsets(
      splitHz: options.highBandSplitHz, rise: options.highBandRise,
      spacing: max(options.transientSpacingMS, 1), onsetFraction: options.onsetFraction,
      attackMS: options.attackMS, releaseMS: options.releaseMS)
  }

  /// Whether the options' transients are the peaks rule's with flux-confirmed rises or flux
  /// onsets alone: the flux is worth computing only when it can confirm or add a transient.
  private static func usesFlux(_ options: AudioAnalysisOptions) -> Bool {
    options.transients && options.transientRule == .peaks
      && (options.fluxRise < detector(options).minimumRise || options.fluxAloneRise < 1)
  }

  private static func detector(_ options: AudioAnalysisOptions) -> EmphasisDetector {
    EmphasisDetector(
      sensitivity: options.sensitivity, resolution: options.emphasisResolution,
      spacing: max(options.transientSpacingMS, 1), fluxRise: options.fluxRise,
      fluxWindow: options.fluxWindowMS, onsetFraction: options.onsetFraction,
      fluxAloneRise: options.fluxAloneRise)
  }

  /// The transients by the options' rule (where each is felt and the peak it takes its
  /// strength from), from the normalised envelope, the flux and the scaled high band
  /// (`spectralStages`).
  ///
  /// The pieces run on two threads (D320): the flux's onsets in runs of at least `onsetFrames`
  /// frames (D459), and the emphasis reduction of the envelope in runs of at least `regions`
  /// regions, each joined in order; the peaks are then found from the whole, the same as from
  /// the onsets and the reduction computed whole.
  static func transientStages(
    envelope: [Double], flux: [Double], highBand: [Double] = [], options: AudioAnalysisOptions,
    regions: Int = 30, onsetFrames: Int = fluxOnsetFrames
  ) -> [EmphasisDetector.Emphasis] {
    guard options.transients else { return [] }
    guard options.transientRule == .peaks else {
      let detector = OnsetDetector(
        sensitivity: options.sensitivity, spacing: max(options.transientSpacingMS, 1))
      return detector.onsets(envelope).map { EmphasisDetector.Emphasis(at: $0, peak: $0) }
    }
    let detector = detector(options)
    var parts: [@Sendable () -> AnalysisPart] = []
    if usesFlux(options), let largest = flux.max() {
      let spectral = SpectralFlux(threshold: options.fluxThreshold, delta: options.fluxDelta)
      for run in runs(flux.count, atLeast: onsetFrames) {
        parts.append {
          .onsets(
            spectral.onsets(
              flux: flux, rate: analysisRate, envelope: envelope, frames: run, largest: largest))
        }
      }
    }
    let reduction = detector.reduction
    for run in runs(reduction.regionCount(envelope.count), atLeast: regions) {
      parts.append { .breakpoints(reduction.kept(envelope, regions: run)) }
    }
    if usesHighBand(options) {
      let band = highBandOnsets(options)
      parts.append { .highBandOnsets(band.onsets(highBand)) }
    }
    var points: [Int] = []
    var onsets: [Int] = []
    var bandOnsets: [EmphasisDetector.Emphasis] = []
    let pieces = parts
    for part in ParallelTasks.map(pieces.count, { pieces[$0]() }) {
      switch part {
      case .breakpoints(let kept): points += kept
      case .onsets(let found): onsets += found
      case .highBandOnsets(let found): bandOnsets = found
      case .envelope, .sharpness, .flux, .highBand: break
      }
    }
    return detector.emphases(envelope, points: points, onsets: onsets, highBand: bandOnsets)
  }

  /// The fewest frames of flux whose onsets are found as one piece (D459): eight pieces for a
  /// 10-minute sound's 120,000 frames, one for a short sound's.
  static let fluxOnsetFrames = 12_000

  /// `0..<count` cut into at most eight runs of at least `least` (the last may be shorter).
  private static func runs(_ count: Int, atLeast least: Int) -> [Range<Int>] {
    let length = max(least, 1, (count + 7) / 8)
    return stride(from: 0, to: count, by: length).map { $0..<min(count, $0 + length) }
  }

  /// The sharpness with the felt level mixed in: (sharpness + `weight` × √amplitude) /
  /// (1 + `weight`) each millisecond; the sharpness itself when `weight` is 0 (D352).
  static func mixed(_ sharpness: [Double], _ amplitude: [Double], weight: Double) -> [Double] {
    guard weight > 0 else { return sharpness }
    let count = min(sharpness.count, amplitude.count)
    return (0..<count).map {
      (sharpness[$0] + weight * min(max(amplitude[$0], 0), 1).squareRoot()) / (1 + weight)
    } + sharpness.dropFirst(count)
  }

  private static func removeDC(_ samples: inout [Float]) {
    guard !samples.isEmpty else { return }
    var sum = 0.0
    for sample in samples { sum += Double(sample) }
    let mean = Float(sum / Double(samples.count))
    for index in samples.indices { samples[index] -= mean }
  }

  /// Lowers the amplitude from each transient's peak for `length` ms, so the tap stands out.
  private static func duck(
    _ amplitude: inout [Double], under transients: [AudioTransient], factor: Double, for length: Int
  ) {
    for transient in transients {
      let end = min(amplitude.count, transient.at + max(length, 0))
      for index in transient.at..<end { amplitude[index] *= factor }
    }
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
