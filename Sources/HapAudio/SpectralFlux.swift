internal import CKissFFT
import Glibc

/// Finds onsets as peaks of the spectral flux above an adaptive median threshold (D230).
///
/// Frames of 512 samples (at the analysis rate) every 5 ms, Hann-windowed; the flux of a frame
/// is the sum over the bins below 4 kHz (a quarter of the frame; faster, and as good on the
/// corpus) of the rise of log(1 + 1000 × magnitude) since the frame before, rises
/// only (half-wave rectified, as ahap-editor-unity's and the onset literature's), normalised so
/// the sound's largest is 1. A frame is an onset when its flux is a local maximum above
/// `threshold` × the median of the flux over ±125 ms plus `delta`, and the envelope 10 ms
/// later is above `floor` (a quiet rustle is not a hit).
struct SpectralFlux {
  static let frameSize = 512
  /// 80 samples: 5 ms at 16 kHz.
  static let hop = 80
  /// Frames on each side of the median threshold's window.
  static let medianFrames = 25
  static let floor = 0.05
  /// The bins summed: those below a quarter of the analysis rate (4 kHz).
  static let bins = frameSize / 4

  var threshold: Double
  var delta: Double

  /// The milliseconds of the onsets of `samples` (at `rate` Hz), given the sound's envelope.
  func onsets(_ samples: [Float], rate: Int, envelope: [Double]) -> [Int] {
    let flux = Self.flux(samples)
    guard let largest = flux.max(), largest > 0 else { return [] }
    let count = flux.count
    var window: [Double] = []
    window.reserveCapacity(2 * Self.medianFrames + 1)
    var onsets: [Int] = []
    for frame in 1..<max(1, count - 1) {
      let value = flux[frame]
      guard value >= flux[frame - 1], value >= flux[frame + 1] else { continue }
      window.removeAll(keepingCapacity: true)
      for other in (frame - Self.medianFrames)...(frame + Self.medianFrames) {
        window.append(flux[min(max(other, 0), count - 1)])
      }
      window.sort()
      let median = window[Self.medianFrames] / largest
      guard value / largest > threshold * median + delta else { continue }
      let ms = frame * Self.hop * 1000 / rate
      guard ms < envelope.count, envelope[min(ms + 10, envelope.count - 1)] >= Self.floor
      else { continue }
      onsets.append(ms)
    }
    return onsets
  }

  /// The flux of each frame; frame k is centred on sample k × hop.
  static func flux(_ samples: [Float]) -> [Double] {
    let size = frameSize
    let half = size / 2
    guard !samples.isEmpty, let config = kiss_fftr_alloc(Int32(size), 0, nil, nil) else {
      return []
    }
    defer { haptui_kiss_fftr_free(config) }
    let window = (0..<size).map {
      Float(0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(size - 1)))
    }
    let frameCount = max(1, (samples.count - size) / hop + 1)
    var input = [Float](repeating: 0, count: size)
    var spectrum = [kiss_fft_cpx](repeating: kiss_fft_cpx(), count: half + 1)
    var previous = [Float](repeating: 0, count: bins + 1)
    var flux = [Double](repeating: 0, count: frameCount)
    for frame in 0..<frameCount {
      let start = frame * hop - half
      for index in 0..<size {
        let at = start + index
        input[index] = at >= 0 && at < samples.count ? samples[at] * window[index] : 0
      }
      input.withUnsafeBufferPointer { timeData in
        spectrum.withUnsafeMutableBufferPointer { freqData in
          kiss_fftr(config, timeData.baseAddress, freqData.baseAddress)
        }
      }
      var sum: Float = 0
      for bin in 0...bins {
        let power = spectrum[bin].r * spectrum[bin].r + spectrum[bin].i * spectrum[bin].i
        let level = log1pf(1000 * power.squareRoot())
        if frame > 0, level > previous[bin] { sum += level - previous[bin] }
        previous[bin] = level
      }
      flux[frame] = Double(sum)
    }
    return flux
  }
}
