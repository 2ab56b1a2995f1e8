import CKissFFT
import Foundation
import Testing

@testable import HapAudio

/// The flux's own transform (D461) gives kissfft's spectrum of a 512-sample real frame, bins
/// 0...128, to within float rounding.
@Suite struct LowBandSpectrumTests {
  /// kissfft's bins 0...128 of `frame`.
  static func reference(_ frame: [Float]) -> [(Float, Float)] {
    guard let config = kiss_fftr_alloc(512, 0, nil, nil) else { return [] }
    defer { haptui_kiss_fftr_free(config) }
    var spectrum = [kiss_fft_cpx](repeating: kiss_fft_cpx(), count: 257)
    frame.withUnsafeBufferPointer { input in
      spectrum.withUnsafeMutableBufferPointer {
        kiss_fftr(config, input.baseAddress, $0.baseAddress)
      }
    }
    return spectrum.prefix(129).map { ($0.r, $0.i) }
  }

  static func ours(_ frame: [Float]) -> [(Float, Float)] {
    let spectrum = LowBandSpectrum()
    var real = [Float](repeating: .nan, count: 129)
    var imaginary = [Float](repeating: .nan, count: 129)
    frame.withUnsafeBufferPointer { input in
      real.withUnsafeMutableBufferPointer { real in
        imaginary.withUnsafeMutableBufferPointer { imaginary in
          spectrum.transform(
            input.baseAddress!, real: real.baseAddress!, imaginary: imaginary.baseAddress!)
        }
      }
    }
    return Array(zip(real, imaginary))
  }

  static var frames: [[Float]] {
    var frames: [[Float]] = []
    var impulse = [Float](repeating: 0, count: 512)
    impulse[0] = 1
    frames.append(impulse)
    var late = [Float](repeating: 0, count: 512)
    late[301] = -0.5
    frames.append(late)
    frames.append([Float](repeating: 0.25, count: 512))
    frames.append([Float](repeating: 0, count: 512))
    for bin in [1, 7, 64, 127, 128, 200] {
      frames.append(
        (0..<512).map { Float(0.8 * sin(2 * Double.pi * Double(bin * $0) / 512 + 0.3)) })
    }
    var state: UInt64 = 0x5EED
    for _ in 0..<200 {
      frames.append(
        (0..<512).map { _ in
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          return Float(Double(state >> 40) / Double(1 << 24) - 0.5)
        })
    }
    frames.append(AnalysisStagesTests.sound(length: 40).prefix(512).map { $0 })
    return frames
  }

  @Test func everyBinIsKissfftsWithinRounding() {
    for (number, frame) in Self.frames.enumerated() {
      let scale = frame.reduce(0) { $0 + abs($1) } + 1
      let theirs = Self.reference(frame)
      let ours = Self.ours(frame)
      #expect(ours.count == 129 && theirs.count == 129)
      let worst = zip(ours, theirs).map { max(abs($0.0 - $1.0), abs($0.1 - $1.1)) }.max() ?? 0
      #expect(worst <= 2e-6 * scale, "frame \(number): \(worst) against a scale of \(scale)")
    }
  }
}
