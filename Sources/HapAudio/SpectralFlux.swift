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
  /// The frame's length, that of the transform it takes (D461).
  static let frameSize = LowBandSpectrum.frameSize
  /// 80 samples: 5 ms at 16 kHz.
  static let hop = 80
  /// Frames on each side of the median threshold's window.
  static let medianFrames = 25
  static let floor = 0.05
  /// The bins summed: those below a quarter of the analysis rate (4 kHz).
  static let bins = LowBandSpectrum.lastBin

  var threshold: Double
  var delta: Double

  /// The milliseconds of the onsets of `samples` (at `rate` Hz), given the sound's envelope.
  func onsets(_ samples: [Float], rate: Int, envelope: [Double]) -> [Int] {
    onsets(flux: Self.flux(samples), rate: rate, envelope: envelope)
  }

  /// The milliseconds of the onsets given the flux of each frame (`flux(_:)`).
  func onsets(flux: [Double], rate: Int, envelope: [Double]) -> [Int] {
    onsets(flux: flux, rate: rate, envelope: envelope, frames: 0..<flux.count)
  }

  /// The onsets among `frames`, as `onsets(flux:rate:envelope:)` finds them in the whole flux
  /// (the sound's largest flux is `largest`, `flux.max()` when not given): runs of frames give
  /// the whole's onsets, joined in order, so they may be found on different threads (D459).
  func onsets(
    flux: [Double], rate: Int, envelope: [Double], frames: Range<Int>, largest: Double? = nil
  ) -> [Int] {
    guard let largest = largest ?? flux.max(), largest > 0 else { return [] }
    let count = flux.count
    var window: [Double] = []
    window.reserveCapacity(2 * Self.medianFrames + 1)
    var onsets: [Int] = []
    let inner = 1..<max(1, count - 1)
    for frame in frames.clamped(to: inner) {
      let value = flux[frame]
      guard value >= flux[frame - 1], value >= flux[frame + 1] else { continue }
      // The envelope's test first: it is cheaper than the median, and both must pass.
      let ms = frame * Self.hop * 1000 / rate
      guard ms < envelope.count, envelope[min(ms + 10, envelope.count - 1)] >= Self.floor
      else { continue }
      window.removeAll(keepingCapacity: true)
      for other in (frame - Self.medianFrames)...(frame + Self.medianFrames) {
        window.append(flux[min(max(other, 0), count - 1)])
      }
      let median = Self.select(Self.medianFrames, of: &window) / largest
      guard value / largest > threshold * median + delta else { continue }
      onsets.append(ms)
    }
    return onsets
  }

  /// The `rank`-th smallest of `values` (from 0), which are reordered: the value `sorted()`
  /// puts at `rank`, found by splitting around a pivot into the smaller, equal and larger
  /// values and keeping the part that holds the rank (D320). The values are never NaN (a flux
  /// is a sum of rises).
  static func select(_ rank: Int, of values: inout [Double]) -> Double {
    values.withUnsafeMutableBufferPointer { values in
      var low = 0
      var high = values.count
      while true {
        let pivot = values[(low + high) / 2]
        // values[low..<less] < pivot, values[less..<index] == pivot, values[greater..<high] >
        // pivot; the rest is not yet looked at.
        var less = low
        var index = low
        var greater = high
        while index < greater {
          if values[index] < pivot {
            values.swapAt(index, less)
            less += 1
            index += 1
          } else if values[index] > pivot {
            greater -= 1
            values.swapAt(index, greater)
          } else {
            index += 1
          }
        }
        if rank < less {
          high = less
        } else if rank >= greater {
          low = greater
        } else {
          return pivot
        }
      }
    }
  }

  /// The number of frames of a sound of `sampleCount` samples (none for an empty sound).
  static func frameCount(_ sampleCount: Int) -> Int {
    sampleCount == 0 ? 0 : max(1, (sampleCount - frameSize) / hop + 1)
  }

  /// The Hann window of a frame (symmetric: its ends are 0).
  static let window: [Float] = (0..<frameSize).map {
    Float(0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(frameSize - 1)))
  }

  /// The flux of each frame; frame k is centred on sample k × hop.
  static func flux(_ samples: [Float]) -> [Double] {
    var flux = [Double](repeating: 0, count: frameCount(samples.count))
    samples.withUnsafeBufferPointer { samples in
      flux.withUnsafeMutableBufferPointer { flux in
        fill(flux, frames: 0..<flux.count, of: samples)
      }
    }
    return flux
  }

  /// Writes the flux of each of `frames` into `output` (frame `frames.lowerBound` first), as
  /// `flux(_:)` gives it: a run not starting at frame 0 first reads the frame before it, so
  /// runs may be computed apart (on different threads) and give the same values.
  static func fill(
    _ output: UnsafeMutableBufferPointer<Double>, frames: Range<Int>,
    of samples: UnsafeBufferPointer<Float>
  ) {
    guard !frames.isEmpty else { return }
    let spectrum = LowBandSpectrum()
    let input = UnsafeMutableBufferPointer<Float>.allocate(capacity: frameSize)
    let real = UnsafeMutablePointer<Float>.allocate(capacity: bins + 1)
    let imaginary = UnsafeMutablePointer<Float>.allocate(capacity: bins + 1)
    // Per bin: the previous frame's 1000 × magnitude.
    let previous = UnsafeMutableBufferPointer<Float>.allocate(capacity: bins + 1)
    defer {
      input.deallocate()
      real.deallocate()
      imaginary.deallocate()
      previous.deallocate()
    }
    window.withUnsafeBufferPointer { window in
      // The frame before the run only sets the previous magnitudes.
      let first = frames.lowerBound == 0 ? 0 : frames.lowerBound - 1
      for frame in first..<frames.upperBound {
        load(frame, of: samples, window: window, into: input)
        spectrum.transform(UnsafePointer(input.baseAddress!), real: real, imaginary: imaginary)
        if frame < frames.lowerBound || frame == 0 {
          for bin in 0...bins { previous[bin] = magnitude(real[bin], imaginary[bin]) }
          if frame == 0 { output[0] = 0 }
          continue
        }
        output[frame - frames.lowerBound] = rise(real, imaginary, previous: previous)
      }
    }
  }

  /// 1000 × the magnitude of one bin, the argument of its level.
  @inline(__always)
  private static func magnitude(_ real: Float, _ imaginary: Float) -> Float {
    let power = real * real + imaginary * imaginary
    return 1000 * power.squareRoot()
  }

  /// The sum over the bins of the rise of log(1 + 1000 × magnitude) since the previous frame,
  /// which becomes this one (D455).
  ///
  /// A sum of logarithms is the logarithm of a product, so the rising bins' ratios
  /// (1 + a) / (1 + b) are multiplied in double and one `log` is taken per frame, where a level
  /// per rising bin (`log1pf`, a fifth of the import's processor time) was taken before. The
  /// product is scaled by 2^-900 whenever it passes 2^900 (exactly, a power of two), the
  /// scalings added back as multiples of log 2. No rising bin: a product of 1, a flux of 0.
  @inline(__always)
  private static func rise(
    _ real: UnsafeMutablePointer<Float>, _ imaginary: UnsafeMutablePointer<Float>,
    previous: UnsafeMutableBufferPointer<Float>
  ) -> Double {
    var product = 1.0
    var scalings = 0
    for bin in 0...bins {
      let argument = magnitude(real[bin], imaginary[bin])
      let before = previous[bin]
      previous[bin] = argument
      guard argument > before else { continue }
      product *= (1 + Double(argument)) / (1 + Double(before))
      if product > 0x1p900 {
        product *= 0x1p-900
        scalings += 1
      }
    }
    return log(product) + Double(scalings) * 900 * M_LN2
  }

  /// Fills `input` with frame `frame` of `samples`, windowed; zero outside the sound.
  @inline(__always)
  private static func load(
    _ frame: Int, of samples: UnsafeBufferPointer<Float>, window: UnsafeBufferPointer<Float>,
    into input: UnsafeMutableBufferPointer<Float>
  ) {
    let start = frame * hop - frameSize / 2
    if start >= 0, start + frameSize <= samples.count {
      let source = samples.baseAddress! + start
      for index in 0..<frameSize { input[index] = source[index] * window[index] }
    } else {
      for index in 0..<frameSize {
        let at = start + index
        input[index] = at >= 0 && at < samples.count ? samples[at] * window[index] : 0
      }
    }
  }
}
