internal import CKissFFT
import Glibc

/// Spectral brightness per millisecond: the centroid of the spectrum below the mapping's
/// cut-off, mapped from its low–high range onto 0...1 (Meta's: the magnitude spectrum below
/// 1 kHz, 30–600 Hz), mixed with the share of the band's energy above its split (D290).
struct SpectralCentroid {
  static let frameSize = 1024
  static let hop = 256
  /// Frames quieter than this (sum of magnitudes) keep the previous frame's value.
  static let silence: Float = 1e-4

  /// The sharpness at each of `count` milliseconds of `samples` (at `rate` Hz).
  static func sharpness(
    _ samples: [Float], rate: Int, count: Int, mapping: SharpnessMapping = .standard
  ) -> [Double] {
    guard count > 0 else { return [] }
    let frames = frameValues(samples, rate: rate, mapping: mapping)
    guard !frames.isEmpty else { return [Double](repeating: 0.5, count: count) }
    // Frame k is centred at k * hop + frameSize / 2 samples; interpolate linearly between
    // centres, holding the first and last values beyond them.
    let msPerHop = Double(hop) * 1000 / Double(rate)
    let firstCentre = Double(frameSize / 2) * 1000 / Double(rate)
    var output = [Double](repeating: 0, count: count)
    for ms in 0..<count {
      let position = (Double(ms) + 0.5 - firstCentre) / msPerHop
      if position <= 0 {
        output[ms] = frames[0]
      } else if position >= Double(frames.count - 1) {
        output[ms] = frames[frames.count - 1]
      } else {
        let low = Int(position)
        let fraction = position - Double(low)
        output[ms] = frames[low] * (1 - fraction) + frames[low + 1] * fraction
      }
    }
    return output
  }

  /// One mapped centroid, mixed with the band share, per frame (the sound zero-padded to at
  /// least one frame).
  private static func frameValues(_ samples: [Float], rate: Int, mapping: SharpnessMapping)
    -> [Double]
  {
    let size = frameSize
    guard let config = kiss_fftr_alloc(Int32(size), 0, nil, nil) else { return [] }
    defer { haptui_kiss_fftr_free(config) }
    let window = (0..<size).map {
      Float(0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(size)))
    }
    let binHz = Double(rate) / Double(size)
    let lastBin = max(1, min(size / 2, Int(mapping.cutoffHz / binHz)))
    let lowHz = mapping.lowHz
    let highHz = mapping.highHz
    let power = mapping.weighting == .power
    let share = BandShare(mapping, binHz: binHz, bins: size / 2)
    var input = [Float](repeating: 0, count: size)
    var spectrum = [kiss_fft_cpx](repeating: kiss_fft_cpx(), count: size / 2 + 1)
    let frameCount = max(1, (samples.count - size + hop - 1) / hop + 1)
    var values: [Double] = []
    values.reserveCapacity(frameCount)
    var previous = 0.5
    var previousShare = 0.5
    // Each bin's frequency as the weight of its magnitude, converted once (D320).
    let frequencies = (0...lastBin).map { Float(Double($0) * binHz) }
    // The bins' magnitudes, computed apart from the sums (a loop the compiler vectorises).
    var magnitudes = [Float](repeating: 0, count: lastBin + 1)
    for frame in 0..<frameCount {
      let start = frame * hop
      samples.withUnsafeBufferPointer { samples in
        input.withUnsafeMutableBufferPointer { input in
          window.withUnsafeBufferPointer { window in
            if start + size <= samples.count {
              for index in 0..<size { input[index] = samples[start + index] * window[index] }
            } else {
              for index in 0..<size {
                let at = start + index
                input[index] = at < samples.count ? samples[at] * window[index] : 0
              }
            }
          }
        }
      }
      input.withUnsafeBufferPointer { timeData in
        spectrum.withUnsafeMutableBufferPointer { freqData in
          kiss_fftr(config, timeData.baseAddress, freqData.baseAddress)
        }
      }
      var weighted: Float = 0
      var total: Float = 0
      spectrum.withUnsafeBufferPointer { spectrum in
        magnitudes.withUnsafeMutableBufferPointer { magnitudes in
          for bin in 1...lastBin {
            let squared = spectrum[bin].r * spectrum[bin].r + spectrum[bin].i * spectrum[bin].i
            magnitudes[bin] = power ? squared : squared.squareRoot()
          }
          frequencies.withUnsafeBufferPointer { frequencies in
            for bin in 1...lastBin {
              weighted += magnitudes[bin] * frequencies[bin]
              total += magnitudes[bin]
            }
          }
        }
      }
      if total > silence {
        let centroid = Double(weighted / total)
        previous = min(max((centroid - lowHz) / max(highHz - lowHz, 1e-9), 0), 1)
      }
      if share.weight > 0 {
        let band = share.energies(spectrum)
        if band.total > BandShare.silence { previousShare = Double(band.high / band.total) }
      }
      values.append(previous * (1 - share.weight) + previousShare * share.weight)
    }
    return values
  }
}
