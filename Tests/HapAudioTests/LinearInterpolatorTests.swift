import CSamplerate
import Testing

@testable import HapAudio

/// The linear interpolator gives, bit for bit, the samples of libsamplerate's linear converter
/// (`SRC_LINEAR`), which it replaced (D454): whole sounds, and sounds fed in blocks.
@Suite struct LinearInterpolatorTests {
  /// libsamplerate's linear converter from `rate` to `target` Hz over `samples` (the whole
  /// sound, or with `state` one block of it); the samples it gives.
  static func converted(
    _ samples: [Float], from rate: Int, to target: Int, state: OpaquePointer? = nil
  ) -> [Float] {
    var output = [Float](repeating: 0, count: samples.count * target / rate + 64)
    var produced = 0
    samples.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        var data = SRC_DATA()
        data.data_in = input.baseAddress
        data.input_frames = input.count
        data.data_out = out.baseAddress
        data.output_frames = out.count
        data.src_ratio = Double(target) / Double(rate)
        data.end_of_input = state == nil ? 1 : 0
        let status =
          if let state { src_process(state, &data) } else {
            src_simple(&data, Int32(SRC_LINEAR), 1)
          }
        if status == 0 { produced = data.output_frames_gen }
      }
    }
    return Array(output.prefix(produced))
  }

  /// libsamplerate's linear converter over the whole of `samples`.
  static func reference(_ samples: [Float], from rate: Int, to target: Int) -> [Float] {
    converted(samples, from: rate, to: target)
  }

  /// libsamplerate's linear converter fed `samples` in blocks of `size`, each block copied into
  /// a buffer of its own (as the decoder hands them over).
  static func referenceStreamed(_ samples: [Float], from rate: Int, to target: Int, size: Int)
    -> [Float]
  {
    var error: Int32 = 0
    guard let state = src_new(Int32(SRC_LINEAR), 1, &error) else { return [] }
    defer { src_delete(state) }
    var result: [Float] = []
    var at = 0
    while at < samples.count {
      let block = Array(samples[at..<min(at + size, samples.count)])
      at += block.count
      result += converted(block, from: rate, to: target, state: state)
    }
    return result
  }

  static let rates = [
    1_000, 7_919, 8_000, 11_025, 12_000, 22_050, 24_000, 32_000, 44_100, 48_000, 88_200, 96_000,
    176_400, 192_000, 768_000,
  ]

  @Test(arguments: rates)
  func wholeSoundsMatchLibsamplerate(rate: Int) {
    for (seconds, seed) in [(1.37, UInt64(rate)), (0.0041, 9), (0.25, 11)] {
      let samples = StreamingResamplerTests.sound(seconds: seconds, rate: rate, seed: seed)
      guard samples.count >= 2 else { continue }
      let ours = Resampler.resample(samples, from: rate, to: 16_000)
      let theirs = Self.reference(samples, from: rate, to: 16_000)
      #expect(ours.count == theirs.count, "\(rate) Hz, \(samples.count) samples")
      #expect(ours.map(\.bitPattern) == theirs.map(\.bitPattern), "\(rate) Hz")
    }
  }

  /// In blocks as the decoder reads them. (In blocks of a few samples libsamplerate asks for
  /// some of a block again, which the decoder never did; the interpolator reads every block
  /// whole, and `StreamingResamplerTests` holds its blocks equal to the whole sound.)
  @Test(arguments: [8_000, 11_025, 44_100, 48_000, 96_000, 7_919])
  func blocksMatchLibsamplerateFedInBlocks(rate: Int) {
    let samples = StreamingResamplerTests.sound(seconds: 1.1, rate: rate, seed: 5)
    for size in [1000, 4096, 8192] {
      let theirs = Self.referenceStreamed(samples, from: rate, to: 16_000, size: size)
      let ours = StreamingResamplerTests.streamed(samples, from: rate, blocks: [size])
      #expect(ours.map(\.bitPattern) == theirs.map(\.bitPattern), "\(rate) Hz in \(size)s")
    }
  }

  /// Upward too (the sound clip loader resamples to the sound card's rate).
  @Test(arguments: [(16_000, 48_000), (22_050, 44_100), (44_100, 48_000), (48_000, 44_100)])
  func otherTargetsMatchLibsamplerate(rate: Int, target: Int) {
    let samples = StreamingResamplerTests.sound(seconds: 0.6, rate: rate, seed: 21)
    let ours = Resampler.resample(samples, from: rate, to: target)
    let theirs = Self.reference(samples, from: rate, to: target)
    #expect(ours.map(\.bitPattern) == theirs.map(\.bitPattern), "\(rate) → \(target) Hz")
  }

  /// A sound of one sample: libsamplerate reads before its buffer there; the interpolator
  /// gives the sample itself.
  @Test func oneSampleGivesItself() {
    #expect(Resampler.resample([0.5], from: 48_000, to: 16_000) == [0.5])
    #expect(Resampler.resample([0.25], from: 8_000, to: 16_000) == [0.25, 0.25])
  }
}
