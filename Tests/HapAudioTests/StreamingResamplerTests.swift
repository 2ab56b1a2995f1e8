import Foundation
import Testing

@testable import HapAudio

/// Resampling block by block gives exactly the samples of resampling the whole sound at once,
/// whatever the rates and the block sizes (D310).
@Suite struct StreamingResamplerTests {
  /// Clicks over a wandering tone with noise, so interpolation errors cannot hide in silence.
  static func sound(seconds: Double, rate: Int, seed: UInt64) -> [Float] {
    var state = seed
    let count = Int(seconds * Double(rate))
    let clicks = SyntheticSound.clicks(
      at: stride(from: 20, to: Int(seconds * 1000), by: 170).map { $0 },
      length: Int(seconds * 1000) + 1, rate: rate)
    return (0..<count).map { index in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let noise = Double(state >> 40) / Double(1 << 24) - 0.5
      let time = Double(index) / Double(rate)
      let phase: Double = 2 * Double.pi * (90 + 40 * time) * time
      let tone: Double = 0.3 * sin(phase) + 0.05 * noise
      return clicks[index] + Float(tone)
    }
  }

  static func streamed(_ samples: [Float], from rate: Int, blocks: [Int]) -> [Float] {
    let resampler = StreamingResampler(from: rate, to: 16_000, expectedFrames: samples.count)
    var at = 0
    var turn = 0
    samples.withUnsafeBufferPointer { all in
      while at < all.count {
        let size = min(blocks[turn % blocks.count], all.count - at)
        resampler.append(UnsafeBufferPointer(rebasing: all[at..<(at + size)]))
        at += size
        turn += 1
      }
    }
    return resampler.finish()
  }

  @Test(arguments: [8_000, 11_025, 16_000, 22_050, 44_100, 48_000, 96_000, 7_919])
  func blocksGiveTheWholeSoundsSamples(rate: Int) {
    let samples = Self.sound(seconds: 1.37, rate: rate, seed: UInt64(rate))
    let whole = Resampler.resample(samples, from: rate, to: 16_000)
    for blocks in [[8192], [4096, 1], [3, 5, 7, 1000], [2, 9999], [samples.count]] {
      let streamed = Self.streamed(samples, from: rate, blocks: blocks)
      #expect(streamed.count == whole.count, "\(rate) Hz in blocks of \(blocks)")
      // Bit for bit: the import's output depends on every sample.
      #expect(
        streamed.map(\.bitPattern) == whole.map(\.bitPattern), "\(rate) Hz in blocks of \(blocks)")
    }
  }

  @Test func aSoundLongerThanExpectedStillFits() {
    let samples = Self.sound(seconds: 0.5, rate: 44_100, seed: 3)
    let resampler = StreamingResampler(from: 44_100, to: 16_000, expectedFrames: 100)
    samples.withUnsafeBufferPointer { resampler.append($0) }
    #expect(resampler.finish() == Resampler.resample(samples, from: 44_100, to: 16_000))
  }
}
