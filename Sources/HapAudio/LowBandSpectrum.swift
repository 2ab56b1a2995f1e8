import Glibc

/// The spectrum of a 512-sample real frame up to a quarter of its rate (bins 0...128), as the
/// spectral flux reads it, by a transform of our own (D461).
///
/// The frame's even and odd samples are the real and imaginary parts of 256 complex ones,
/// transformed in place by radix-2 decimation in time (the input in bit-reversed order), with
/// four butterflies at once where a stage's half-size allows; the two halves' spectra are then
/// separated and joined for the bins asked. The values are those of kissfft's real transform
/// to within float rounding (`LowBandSpectrumTests`), at a third of its time or less: the flux
/// only orders and compares them, so no onset moved on the corpus (D455, D461).
struct LowBandSpectrum: ~Copyable {
  /// The real frame's length.
  static let frameSize = 512
  /// The complex transform's length.
  static let size = 256
  /// The last bin computed.
  static let lastBin = 128

  /// The complex samples' real and imaginary parts, 16-byte aligned.
  private let real: UnsafeMutablePointer<Float>
  private let imaginary: UnsafeMutablePointer<Float>
  /// Where complex sample n goes before the transform (bit-reversed n).
  private let reversed: UnsafeMutablePointer<Int32>
  /// Each stage's twiddles from half-size 4 up, one after the other: cos and -sin of
  /// 2πj/(2·half) for j in 0..<half.
  private let twiddleCos: UnsafeMutablePointer<Float>
  private let twiddleSin: UnsafeMutablePointer<Float>
  /// The joining twiddles: cos and -sin of 2πk/512 for each bin asked.
  private let joinCos: UnsafeMutablePointer<Float>
  private let joinSin: UnsafeMutablePointer<Float>

  init() {
    let size = Self.size
    real = Self.aligned(size)
    imaginary = Self.aligned(size)
    reversed = .allocate(capacity: size)
    for index in 0..<size {
      var value = 0
      for bit in 0..<8 where index & (1 << bit) != 0 { value |= 1 << (7 - bit) }
      reversed[index] = Int32(value)
    }
    // Half-sizes 4, 8, … 128: 4 + 8 + … + 128 = 252 twiddles.
    twiddleCos = .allocate(capacity: size)
    twiddleSin = .allocate(capacity: size)
    var at = 0
    var half = 4
    while half < size {
      for index in 0..<half {
        let angle = Double.pi * Double(index) / Double(half)
        twiddleCos[at] = Float(cos(angle))
        twiddleSin[at] = Float(-sin(angle))
        at += 1
      }
      half *= 2
    }
    joinCos = .allocate(capacity: Self.lastBin + 1)
    joinSin = .allocate(capacity: Self.lastBin + 1)
    for bin in 0...Self.lastBin {
      let angle = 2 * Double.pi * Double(bin) / Double(Self.frameSize)
      joinCos[bin] = Float(cos(angle))
      joinSin[bin] = Float(-sin(angle))
    }
  }

  deinit {
    UnsafeMutableRawPointer(real).deallocate()
    UnsafeMutableRawPointer(imaginary).deallocate()
    reversed.deallocate()
    twiddleCos.deallocate()
    twiddleSin.deallocate()
    joinCos.deallocate()
    joinSin.deallocate()
  }

  private static func aligned(_ count: Int) -> UnsafeMutablePointer<Float> {
    UnsafeMutableRawPointer.allocate(byteCount: count * 4, alignment: 16)
      .bindMemory(to: Float.self, capacity: count)
  }

  /// Writes bins 0...128 of the spectrum of `frame` (512 samples) into `outputReal` and
  /// `outputImaginary`.
  func transform(
    _ frame: UnsafePointer<Float>, real outputReal: UnsafeMutablePointer<Float>,
    imaginary outputImaginary: UnsafeMutablePointer<Float>
  ) {
    let size = Self.size
    for index in 0..<size {
      let to = Int(reversed[index])
      real[to] = frame[2 * index]
      imaginary[to] = frame[2 * index + 1]
    }
    firstStages()
    var twiddle = 0
    var half = 4
    while half < size {
      stage(half: half, twiddles: twiddle)
      twiddle += half
      half *= 2
    }
    join(outputReal, outputImaginary)
  }

  /// The stages of half-sizes 1 and 2 together, whose twiddles are 1 and -i: groups of four.
  private func firstStages() {
    var start = 0
    while start < Self.size {
      let (r0, r1, r2, r3) = (real[start], real[start + 1], real[start + 2], real[start + 3])
      let (i0, i1, i2, i3) = (
        imaginary[start], imaginary[start + 1], imaginary[start + 2], imaginary[start + 3]
      )
      // Half-size 1: (0, 1) and (2, 3).
      let (a0r, a0i, a1r, a1i) = (r0 + r1, i0 + i1, r0 - r1, i0 - i1)
      let (b0r, b0i, b1r, b1i) = (r2 + r3, i2 + i3, r2 - r3, i2 - i3)
      // Half-size 2: twiddle 1 for the first pair, -i for the second (b·-i = (b.i, -b.r)).
      real[start] = a0r + b0r
      imaginary[start] = a0i + b0i
      real[start + 2] = a0r - b0r
      imaginary[start + 2] = a0i - b0i
      real[start + 1] = a1r + b1i
      imaginary[start + 1] = a1i - b1r
      real[start + 3] = a1r - b1i
      imaginary[start + 3] = a1i + b1r
      start += 4
    }
  }

  /// One stage of half-size `half` (4 or more), four butterflies at a time; its twiddles start
  /// at `twiddles`.
  private func stage(half: Int, twiddles: Int) {
    let size = Self.size
    let realRaw = UnsafeMutableRawPointer(real)
    let imaginaryRaw = UnsafeMutableRawPointer(imaginary)
    let cosRaw = UnsafeRawPointer(twiddleCos + twiddles)
    let sinRaw = UnsafeRawPointer(twiddleSin + twiddles)
    var start = 0
    while start < size {
      var index = 0
      while index < half {
        let low = (start + index) * 4
        let high = (start + index + half) * 4
        let wr = cosRaw.loadUnaligned(fromByteOffset: index * 4, as: SIMD4<Float>.self)
        let wi = sinRaw.loadUnaligned(fromByteOffset: index * 4, as: SIMD4<Float>.self)
        let ar = realRaw.loadUnaligned(fromByteOffset: low, as: SIMD4<Float>.self)
        let ai = imaginaryRaw.loadUnaligned(fromByteOffset: low, as: SIMD4<Float>.self)
        let br = realRaw.loadUnaligned(fromByteOffset: high, as: SIMD4<Float>.self)
        let bi = imaginaryRaw.loadUnaligned(fromByteOffset: high, as: SIMD4<Float>.self)
        let tr = br * wr - bi * wi
        let ti = br * wi + bi * wr
        realRaw.storeBytes(of: ar + tr, toByteOffset: low, as: SIMD4<Float>.self)
        imaginaryRaw.storeBytes(of: ai + ti, toByteOffset: low, as: SIMD4<Float>.self)
        realRaw.storeBytes(of: ar - tr, toByteOffset: high, as: SIMD4<Float>.self)
        imaginaryRaw.storeBytes(of: ai - ti, toByteOffset: high, as: SIMD4<Float>.self)
        index += 4
      }
      start += 2 * half
    }
  }

  /// Bins 0...128 of the real frame from the complex transform Z: the even samples' spectrum
  /// (Z[k] + conj Z[256 − k]) / 2 and the odd samples' −i (Z[k] − conj Z[256 − k]) / 2, joined
  /// as even + e^(−2πik/512) · odd.
  private func join(
    _ outputReal: UnsafeMutablePointer<Float>, _ outputImaginary: UnsafeMutablePointer<Float>
  ) {
    for bin in 0...Self.lastBin {
      let mirror = (Self.size - bin) & (Self.size - 1)
      let (zr, zi) = (real[bin], imaginary[bin])
      let (mr, mi) = (real[mirror], -imaginary[mirror])
      let evenReal = (zr + mr) * 0.5
      let evenImaginary = (zi + mi) * 0.5
      // −i · (d.r + i d.i) / 2 = (d.i, −d.r) / 2.
      let oddReal = (zi - mi) * 0.5
      let oddImaginary = (mr - zr) * 0.5
      let (wr, wi) = (joinCos[bin], joinSin[bin])
      outputReal[bin] = evenReal + oddReal * wr - oddImaginary * wi
      outputImaginary[bin] = evenImaginary + oddReal * wi + oddImaginary * wr
    }
  }
}
