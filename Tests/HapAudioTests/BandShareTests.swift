import HapAudio
import Testing

/// The band share of the sharpness (D290): how much of a sound's energy lies above the split,
/// alone and mixed with the centroid.
@Suite struct BandShareTests {
  static func sharpness(_ samples: [Float], _ mapping: SharpnessMapping) throws -> Double {
    let options = AudioAnalysisOptions(sharpness: mapping)
    return try AudioAnalysisTests.analyse(samples, options: options).sharpness[250]
  }

  @Test func aToneBelowTheSplitHasNoShareAndOneAboveHasAll() throws {
    let band = SharpnessMapping(bandWeight: 1)
    #expect(try Self.sharpness(SyntheticSound.tone(hz: 100, length: 500), band) < 0.05)
    #expect(try Self.sharpness(SyntheticSound.tone(hz: 1000, length: 500), band) > 0.95)
    // A tone above the top counts in neither part; one below the split then is all low.
    let narrow = SharpnessMapping(bandWeight: 1, bandSplitHz: 400, bandTopHz: 4000)
    #expect(try Self.sharpness(SyntheticSound.tone(hz: 300, length: 500), narrow) < 0.05)
  }

  @Test func equalTonesEitherSideShareHalf() throws {
    let low = SyntheticSound.tone(hz: 100, length: 500, amplitude: 0.4)
    let high = SyntheticSound.tone(hz: 1000, length: 500, amplitude: 0.4)
    let mixed = zip(low, high).map { $0 + $1 }
    let share = try Self.sharpness(mixed, SharpnessMapping(bandWeight: 1))
    #expect(abs(share - 0.5) < 0.05, "\(share)")
  }

  @Test func theWeightMixesTheShareWithTheCentroid() throws {
    // 450 Hz: the centroid maps to about 0.74 (30–600 Hz), the share above 200 Hz is about 1.
    let tone = SyntheticSound.tone(hz: 450, length: 500)
    let centroid = try Self.sharpness(tone, SharpnessMapping())
    let half = try Self.sharpness(tone, SharpnessMapping(bandWeight: 0.5))
    #expect(abs(half - (centroid + 1) / 2) < 0.03, "\(centroid) \(half)")
    #expect(SharpnessMapping.standard.bandWeight == 0)
  }
}
