import Foundation
import Testing

@testable import HapAudio

/// The high band's onsets (D380): clicks above the split that a louder low tone hides from the
/// whole sound's envelope.
@Suite struct HighBandOnsetsTests {
  /// A loud 200 Hz tone for 600 ms with quiet 6 kHz clicks (3 ms) at each of `clicks` (ms).
  static func ringWithClicks(_ clicks: [Int]) -> [Float] {
    var samples = SyntheticSound.tone(hz: 200, length: 600, amplitude: 0.8)
    for click in clicks {
      let start = click * 16
      for offset in 0..<48 {
        let time = Double(offset) / 16_000
        samples[start + offset] += Float(0.15 * sin(2 * Double.pi * 6_000 * time))
      }
    }
    return samples
  }

  static let detector = HighBandOnsets(
    splitHz: 4_000, rise: 0.07, spacing: 50, onsetFraction: 0.6)

  @Test func theHighPassKeepsTheClicksAndDropsTheTone() {
    let tone = Self.detector.envelope(
      SyntheticSound.tone(hz: 200, length: 600, amplitude: 0.8),
      rate: 16_000)
    #expect(tone.count == 600)
    // A second-order high-pass at 4 kHz passes about (200 / 4000)² of a 200 Hz tone.
    #expect((tone.dropFirst(50).max() ?? 1) < 0.8 * 0.01)
    let clicked = Self.detector.envelope(Self.ringWithClicks([150, 350]), rate: 16_000)
    #expect(clicked[152] > 0.1)
  }

  @Test func eachClickOverTheToneIsOneOnset() {
    let samples = Self.ringWithClicks([150, 350])
    let whole = EnvelopeFollower(attackMS: 0.5, releaseMS: 20).envelope(samples, rate: 16_000)
    let loudest = whole.max() ?? 1
    let band = Self.detector.envelope(samples, rate: 16_000).map { $0 / loudest }
    let found = Self.detector.onsets(band)
    #expect(found.count == 2)
    for (onset, click) in zip(found, [150, 350]) {
      #expect(abs(onset.peak - click) <= 4)
      #expect(onset.at <= onset.peak && onset.at >= click - 1)
    }
    var off = Self.detector
    off.rise = 1
    #expect(off.onsets(band).isEmpty)
    var high = Self.detector
    high.rise = 0.5
    #expect(high.onsets(band).isEmpty)
  }

  @Test func clicksCloserThanTheSpacingKeepTheLargerRise() {
    var band = [Double](repeating: 0, count: 300)
    for (at, level) in [(100, 0.2), (130, 0.4), (200, 0.3)] {
      for index in at..<min(300, at + 10) { band[index] = level * Double(10 - (index - at)) / 10 }
    }
    let found = Self.detector.onsets(band).map(\.peak)
    #expect(found == [130, 200])
  }

  @Test func theDetectorAddsAHighBandOnsetOnlyAwayFromItsTransients() {
    var envelope = [Double](repeating: 0, count: 1200)
    for at in [100, 400, 900] { EmphasisDetectorTests.hit(at: at, peak: 0.8, into: &envelope) }
    let detector = EmphasisDetector(sensitivity: 0.5, resolution: 60, spacing: 50)
    let near = EmphasisDetector.Emphasis(at: 420, peak: 422)
    let far = EmphasisDetector.Emphasis(at: 650, peak: 652)
    let found = detector.emphases(envelope, highBand: [near, far])
    #expect(found.count == 4)
    #expect(found.contains(far))
    #expect(!found.contains(near))
  }
}
