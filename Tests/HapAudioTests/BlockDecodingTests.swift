import Foundation
import HapAudio
import Testing

/// A sound decoded block by block for analysis is analysed exactly as the same sound decoded
/// whole and then resampled (D310), from bytes and from an open file.
@Suite struct BlockDecodingTests {
  static func interleaved(_ channels: [[Float]]) -> [Float] {
    var samples: [Float] = []
    for frame in channels[0].indices { for channel in channels { samples.append(channel[frame]) } }
    return samples
  }

  @Test(arguments: [(44_100, 2), (48_000, 1), (22_050, 3), (16_000, 1), (8_000, 2)])
  func blockDecodingAnalysesAsTheWholeFile(rate: Int, channels: Int) throws {
    let left = StreamingResamplerTests.sound(seconds: 2.3, rate: rate, seed: 7)
    let right = SyntheticSound.clicks(at: [300, 900, 1500], length: 2300, rate: rate)
    let bytes = SyntheticSound.wav(
      Self.interleaved(Array([left, right, left.map { -$0 / 2 }].prefix(channels))), rate: rate,
      channels: channels)
    let whole = try AudioDecoder.decode(bytes: bytes, name: "s.wav")
    let blocks = try AudioDecoder.decodeForAnalysis(bytes: bytes, name: "s.wav")
    #expect(blocks.sourceRate == rate)
    #expect(blocks.channels == channels)
    #expect(blocks.format == whole.format)
    #expect(blocks.samples == Resampler.resample(whole.samples, from: rate, to: 16_000))
    #expect(
      try AudioAnalyzer.analyze(blocks, file: "s.wav")
        == AudioAnalyzer.analyze(whole, file: "s.wav"))

    let path = NSTemporaryDirectory() + "haptui-blocks-\(UUID().uuidString).wav"
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let descriptor = open(path, O_RDONLY)
    defer { close(descriptor) }
    #expect(try AudioDecoder.decodeForAnalysis(descriptor: descriptor, name: path) == blocks)
  }

  @Test func anEmptyFileIsEmptyNotUndecodable() throws {
    let path = NSTemporaryDirectory() + "haptui-empty-\(UUID().uuidString).wav"
    FileManager.default.createFile(atPath: path, contents: Data())
    defer { try? FileManager.default.removeItem(atPath: path) }
    let descriptor = open(path, O_RDONLY)
    defer { close(descriptor) }
    #expect {
      _ = try AudioDecoder.decodeForAnalysis(descriptor: descriptor, name: path)
    } throws: { ($0 as? AudioError)?.kind == .empty }
  }

  @Test func analysisReadsHalfAnHourAndNoMore() throws {
    // 1 kHz keeps the bytes small: 31 minutes is 1.86 million frames.
    let long = SyntheticSound.wav([Float](repeating: 0.3, count: 1_860_000), rate: 1000)
    #expect {
      _ = try AudioDecoder.decodeForAnalysis(bytes: long, name: "long.wav")
    } throws: {
      ($0 as? AudioError)?.kind == .tooLong
        && ($0 as? AudioError)?.message.contains("at most 30 minutes") == true
    }
    let fine = SyntheticSound.wav([Float](repeating: 0.3, count: 1_740_000), rate: 1000)
    #expect(try AudioDecoder.decodeForAnalysis(bytes: fine, name: "fine.wav").samples.count > 0)
  }
}
