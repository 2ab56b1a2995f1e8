import HapAudio
import Testing

/// The felt level mixed into the sharpness (D352): louder moments read sharper, by a weight
/// that is 0 unless asked for.
@Suite struct SharpnessLevelTests {
  /// A 450 Hz tone whose first half is at full strength and second half at a quarter of it.
  static let fading: [Float] =
    SyntheticSound.tone(hz: 450, length: 500)
    + SyntheticSound.tone(hz: 450, length: 500, amplitude: 0.125)

  @Test func noWeightLeavesTheSpectrumAlone() throws {
    let plain = try AudioAnalysisTests.analyse(Self.fading)
    // The same tone: the centroid reads the same in both halves.
    #expect(abs(plain.sharpness[250] - plain.sharpness[750]) < 0.02)
    #expect(SharpnessMapping.standard.amplitudeWeight == 0)
  }

  @Test func theWeightMixesInTheSquareRootOfTheAmplitude() throws {
    let plain = try AudioAnalysisTests.analyse(Self.fading)
    let options = AudioAnalysisOptions(sharpness: SharpnessMapping(amplitudeWeight: 0.5))
    let mixed = try AudioAnalysisTests.analyse(Self.fading, options: options)
    for ms in [250, 750] {
      let level = plain.amplitude[ms].squareRoot()
      let expected = (plain.sharpness[ms] + 0.5 * level) / 1.5
      #expect(abs(mixed.sharpness[ms] - expected) < 1e-9, "\(ms): \(mixed.sharpness[ms])")
    }
    // The quieter half now reads less sharp than the louder one.
    #expect(mixed.sharpness[750] < mixed.sharpness[250] - 0.05)
  }
}
