import Foundation
import HapAudio
import Testing

/// The analysis on sounds whose answer is known: where the clicks are, how bright a tone is,
/// what silence and a too-long sound give, and that it is deterministic.
@Suite struct AudioAnalysisTests {
  static func analyse(
    _ samples: [Float], rate: Int = 16_000, options: AudioAnalysisOptions = .standard
  ) throws(AudioError) -> AudioAnalysis {
    try AudioAnalyzer.analyze(
      DecodedAudio(samples: samples, sampleRate: rate), options: options, file: "test.wav")
  }

  @Test func clicksBecomeTransientsAtTheirPeaks() throws {
    let clicks = [100, 400, 700]
    let analysis = try Self.analyse(SyntheticSound.clicks(at: clicks, length: 1000))
    #expect(analysis.transients.count == 3)
    for (transient, click) in zip(analysis.transients, clicks) {
      #expect(abs(transient.at - click) <= 5, "transient at \(transient.at), click at \(click)")
      #expect(transient.amplitude > 0.64)
    }
    // The loudest moment is full strength; between clicks the envelope has fallen silent.
    #expect(analysis.amplitude.max()! > 0.9)
    #expect(analysis.amplitude[300] == 0)
  }

  @Test func onsetsCloserThanFiftyMillisecondsKeepTheStronger() throws {
    var samples = SyntheticSound.clicks(at: [100], length: 400)
    let weak = SyntheticSound.clicks(at: [130], length: 400)
    for index in samples.indices { samples[index] += 0.3 * weak[index] }
    let analysis = try Self.analyse(samples)
    #expect(analysis.transients.map(\.at).allSatisfy { abs($0 - 100) <= 5 })
  }

  @Test func noTransientsWhenTurnedOff() throws {
    var options = AudioAnalysisOptions()
    options.transients = false
    let analysis = try Self.analyse(
      SyntheticSound.clicks(at: [100, 400], length: 600), options: options)
    #expect(analysis.transients.isEmpty)
  }

  @Test func theReleaseSetsHowFastTheEnvelopeFalls() throws {
    var short = AudioAnalysisOptions()
    short.releaseMS = 10
    var long = AudioAnalysisOptions()
    long.releaseMS = 80
    let samples = SyntheticSound.clicks(at: [50], length: 400)
    let fast = try Self.analyse(samples, options: short)
    let slow = try Self.analyse(samples, options: long)
    #expect(fast.amplitude[150] < slow.amplitude[150])
  }

  @Test func sharpnessFollowsTheSpectralCentroid() throws {
    // 30-600 Hz maps onto 0...1: 100 Hz near 0.12, 450 Hz near 0.74, above 600 Hz 1.
    let low = try Self.analyse(SyntheticSound.tone(hz: 100, length: 500))
    let high = try Self.analyse(SyntheticSound.tone(hz: 450, length: 500))
    let top = try Self.analyse(SyntheticSound.tone(hz: 900, length: 500))
    #expect(abs(low.sharpness[250] - 0.12) < 0.08, "\(low.sharpness[250])")
    #expect(abs(high.sharpness[250] - 0.74) < 0.08, "\(high.sharpness[250])")
    #expect(top.sharpness[250] > 0.9)
  }

  @Test func theThresholdGatesQuietParts() throws {
    var samples = SyntheticSound.tone(hz: 200, length: 300, amplitude: 0.8)
    samples += SyntheticSound.tone(hz: 200, length: 300, amplitude: 0.01)
    let analysis = try Self.analyse(samples)
    #expect(analysis.amplitude[150] > 0.81)
    // 0.01 of 0.8 is -38 dB, below the default -30 dB (once the release has passed).
    #expect(analysis.amplitude[500] == 0)
    var open = AudioAnalysisOptions()
    open.thresholdDB = -50
    #expect(try Self.analyse(samples, options: open).amplitude[500] > 0)
  }

  @Test func silenceIsRefused() {
    #expect(throws: AudioError.self) {
      try Self.analyse([Float](repeating: 0, count: 16_000))
    }
    do {
      _ = try Self.analyse([Float](repeating: 0, count: 16_000))
    } catch {
      #expect(error.kind == .silent)
      #expect(error.description.hasPrefix("test.wav: error[AUD006]: nothing above the threshold"))
    }
  }

  @Test func theSameSoundGivesTheSameAnalysis() throws {
    let samples = SyntheticSound.clicks(at: [20, 220, 260, 500], length: 800, rate: 44_100)
    let first = try Self.analyse(samples, rate: 44_100)
    let second = try Self.analyse(samples, rate: 44_100)
    #expect(first == second)
    // Resampling 44.1 kHz to 16 kHz may leave the last millisecond incomplete.
    #expect(abs(first.durationMS - 800) <= 1)
  }
}
