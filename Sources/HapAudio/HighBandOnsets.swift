import Glibc

/// Finds the rises of the sound's high band that the whole sound's envelope hides (D380).
///
/// A click or clink above a few kHz over a louder, lower ring barely moves the envelope of the
/// whole sound, yet designers mark it. The samples are high-passed at `splitHz` (a second-order
/// Butterworth section), followed with the envelope's attack and release on its magnitude (read
/// at the end of each millisecond), and scaled as the envelope is (its loudest moment 1, so a band
/// rise is measured in the envelope's units). A local maximum of that band envelope whose rise
/// above its lowest over the 30 ms before is at least `rise` is a candidate; candidates closer
/// than `spacing` ms keep the larger rise, and each is felt where its rise first reaches
/// `onsetFraction` of its height, as the envelope's peaks are.
struct HighBandOnsets {
  /// How far back a rise is looked for, in ms (the envelope peaks' own lookback).
  static let riseLookback = EmphasisDetector.riseLookback

  var splitHz: Double
  var rise: Double
  var spacing: Int
  var onsetFraction: Double
  var attackMS = 0.5
  var releaseMS = 20.0

  /// The band envelope of `samples` at `rate` Hz, one value per whole millisecond (as many as
  /// `EnvelopeFollower.count` gives), not yet scaled.
  func envelope(_ samples: [Float], rate: Int) -> [Double] {
    let perMS = max(1, rate / 1000)
    let count = samples.count / perMS
    let (b0, b1, b2, a1, a2) = Self.highPass(splitHz, rate: rate)
    let attack = EnvelopeFollower.coefficient(attackMS, rate: rate)
    let release = EnvelopeFollower.coefficient(releaseMS, rate: rate)
    var output = [Double](repeating: 0, count: count)
    var level = 0.0
    // Transposed direct form II.
    var state1 = 0.0
    var state2 = 0.0
    samples.withUnsafeBufferPointer { input in
      for frame in 0..<count {
        let base = frame * perMS
        for offset in 0..<perMS {
          let x = Double(input[base + offset])
          let y = b0 * x + state1
          state1 = b1 * x - a1 * y + state2
          state2 = b2 * x - a2 * y
          let value = abs(y)
          level += (value > level ? attack : release) * (value - level)
        }
        output[frame] = level
      }
    }
    return output
  }

  /// The onsets of `band` (the band envelope already scaled), in time order: where each is felt
  /// and the band's peak it belongs to.
  func onsets(_ band: [Double]) -> [EmphasisDetector.Emphasis] {
    guard band.count > 2, rise < 1 else { return [] }
    var candidates: [(peak: Int, rise: Double)] = []
    for index in 1..<(band.count - 1)
    where band[index] >= band[index - 1] && band[index] > band[index + 1] {
      var trough = band[index]
      for back in max(0, index - Self.riseLookback)..<index { trough = min(trough, band[back]) }
      if band[index] - trough >= rise { candidates.append((index, band[index] - trough)) }
    }
    candidates.sort { ($0.rise, -$0.peak) > ($1.rise, -$1.peak) }
    var kept: [Int] = []
    for candidate in candidates where kept.allSatisfy({ abs($0 - candidate.peak) >= spacing }) {
      kept.append(candidate.peak)
    }
    return kept.sorted().map { EmphasisDetector.Emphasis(at: felt($0, in: band), peak: $0) }
  }

  /// Where the rise to `peak` first reaches `onsetFraction` of its height, as the envelope's
  /// peaks are felt.
  private func felt(_ peak: Int, in band: [Double]) -> Int {
    EmphasisDetector.onset(of: peak, in: band, fraction: onsetFraction)
  }

  /// A second-order Butterworth high-pass at `cutoff` Hz (the bilinear transform, prewarped):
  /// the numerator b0, b1, b2 and denominator a1, a2 (a0 is 1).
  static func highPass(_ cutoff: Double, rate: Int)
    -> (Double, Double, Double, Double, Double)
  {
    let nyquist = Double(rate) / 2
    let frequency = min(max(cutoff, 1), nyquist * 0.99)
    let k = tan(Double.pi * frequency / Double(rate))
    let q = 1 / 2.0.squareRoot()
    let norm = 1 / (1 + k / q + k * k)
    let b0 = norm
    return (b0, -2 * b0, b0, 2 * (k * k - 1) * norm, (1 - k / q + k * k) * norm)
  }
}
