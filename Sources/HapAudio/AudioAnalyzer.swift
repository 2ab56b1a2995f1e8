import Glibc

/// Turns decoded audio into a haptic envelope, per-millisecond sharpness and transients.
///
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
    var samples = Resampler.resample(audio.samples, from: audio.sampleRate, to: analysisRate)
    removeDC(&samples)
    let follower = EnvelopeFollower(attackMS: options.attackMS, releaseMS: options.releaseMS)
    var envelope = follower.envelope(samples, rate: analysisRate)
    let peak = envelope.max() ?? 0
    let peakDBFS = peak > 0 ? 20 * log10(peak) : -Double.infinity
    guard peakDBFS >= floorDBFS else {
      let level = peak > 0 ? "\(Int(peakDBFS.rounded())) dBFS" : "digital silence"
      throw AudioError(
        .silent, file: file,
        "nothing above the threshold: the loudest moment is \(level), below the "
          + "\(Int(floorDBFS)) dBFS floor of an audible sound; nothing was written")
    }
    let gain = pow(10, options.gainDB / 20) / peak
    let gate = pow(10, options.thresholdDB / 20)
    for index in envelope.indices { envelope[index] = min(envelope[index] * gain, 1) }
    guard envelope.contains(where: { $0 >= gate }) else {
      throw AudioError(
        .silent, file: file,
        "nothing above the threshold (\(format(options.thresholdDB)) dB) after a gain of "
          + "\(format(options.gainDB)) dB; lower --threshold or raise --gain")
    }
    let sharpness = SpectralCentroid.sharpness(samples, rate: analysisRate, count: envelope.count)
    var transients: [AudioTransient] = []
    if options.transients {
      for at in OnsetDetector(sensitivity: options.sensitivity).onsets(envelope) {
        transients.append(AudioTransient(at: at, intensity: envelope[at], sharpness: sharpness[at]))
      }
      duck(&envelope, under: transients, factor: options.duckFactor, for: options.duckMS)
    }
    for index in envelope.indices where envelope[index] < gate { envelope[index] = 0 }
    return AudioAnalysis(
      envelope: envelope, sharpness: sharpness, transients: transients, peakDBFS: peakDBFS,
      sourceRate: audio.sampleRate, sourceChannels: audio.channels, sourceFormat: audio.format)
  }

  private static func removeDC(_ samples: inout [Float]) {
    guard !samples.isEmpty else { return }
    var sum = 0.0
    for sample in samples { sum += Double(sample) }
    let mean = Float(sum / Double(samples.count))
    for index in samples.indices { samples[index] -= mean }
  }

  /// Lowers the envelope from each transient's peak for `length` ms, so the tap stands out.
  private static func duck(
    _ envelope: inout [Double], under transients: [AudioTransient], factor: Double, for length: Int
  ) {
    for transient in transients {
      let end = min(envelope.count, transient.at + max(length, 0))
      for index in transient.at..<end { envelope[index] *= factor }
    }
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
