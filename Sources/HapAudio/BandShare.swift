internal import CKissFFT

/// The share of a frame's energy, below a top frequency, that lies above a split: near 0 for
/// a rumble, near 1 for a hiss (D290).
struct BandShare {
  /// How much the share counts in the sharpness (0...1).
  let weight: Double
  /// The first bin counted as high.
  let splitBin: Int
  /// The last bin counted at all.
  let topBin: Int
  /// Frames with less energy than this keep the previous frame's share.
  static let silence: Float = 1e-8

  init(_ mapping: SharpnessMapping, binHz: Double, bins: Int) {
    weight = min(max(mapping.bandWeight, 0), 1)
    topBin = max(2, min(bins, Int(mapping.bandTopHz / binHz)))
    splitBin = max(2, min(topBin, Int((mapping.bandSplitHz / binHz).rounded())))
  }

  /// The energy in `spectrum` above the split and in all (bins 1 through `topBin`).
  func energies(_ spectrum: [kiss_fft_cpx]) -> (high: Float, total: Float) {
    var low: Float = 0
    var high: Float = 0
    for bin in 1..<splitBin {
      low += spectrum[bin].r * spectrum[bin].r + spectrum[bin].i * spectrum[bin].i
    }
    for bin in splitBin...topBin {
      high += spectrum[bin].r * spectrum[bin].r + spectrum[bin].i * spectrum[bin].i
    }
    return (high, low + high)
  }
}
