import Foundation
import Testing

@testable import HapAudio

/// The envelope follower on the magnitude and on the power (D400).
@Suite struct EnvelopeFollowerTests {
  /// A 200 Hz tone of `level` for `ms` milliseconds at 16 kHz, then silence for as long.
  static func toneThenSilence(level: Float, ms: Int) -> [Float] {
    let tone = (0..<(ms * 16)).map { level * Float(sin(2 * Double.pi * 200 * Double($0) / 16_000)) }
    return tone + [Float](repeating: 0, count: ms * 16)
  }

  @Test func bothReadTheToneAsAnAmplitude() {
    let samples = Self.toneThenSilence(level: 0.5, ms: 100)
    for input in EnvelopeInput.allCases {
      let envelope = EnvelopeFollower(attackMS: 0.25, releaseMS: 13, input: input).envelope(
        samples, rate: 16_000)
      #expect(envelope.count == 200)
      let held = envelope[50..<100]
      // The magnitude's peak follower rides near the crests; the power's near the crests of x².
      #expect((held.max() ?? 0) <= 0.5 + 1e-6)
      #expect((held.min() ?? 0) > 0.3)
    }
  }

  @Test func thePowersDecayIsHalfAsFastInAmplitude() {
    let samples = Self.toneThenSilence(level: 0.5, ms: 100)
    let release = 13.0
    let power = EnvelopeFollower(attackMS: 0.25, releaseMS: release, input: .power).envelope(
      samples, rate: 16_000)
    let magnitude = EnvelopeFollower(attackMS: 0.25, releaseMS: release, input: .magnitude)
      .envelope(samples, rate: 16_000)
    // 26 ms into the silence: the magnitude falls by e^-2, the power's square root by e^-1.
    let start = 99
    let later = start + 26
    #expect(abs(magnitude[later] / magnitude[start] - exp(-2)) < 0.01)
    #expect(abs(power[later] / power[start] - exp(-1)) < 0.01)
  }

  @Test func theMagnitudeIsTheDefaultOfTheFollowerAndPowerOfTheAnalysis() {
    #expect(EnvelopeFollower(attackMS: 0.5, releaseMS: 20).input == .magnitude)
    #expect(AudioAnalysisOptions.standard.envelopeInput == .power)
  }
}
