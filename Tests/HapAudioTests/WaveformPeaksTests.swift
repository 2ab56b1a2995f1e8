import HapTestSupport
import Testing

@testable import HapAudio

/// The min/max pyramid the editor's sound lane draws from: every stretch's peaks equal a plain
/// scan of its samples, at any start, length and sample rate.
@Suite struct WaveformPeaksTests {
  /// The lowest and highest sample of milliseconds `start..<end`, scanned one by one.
  static func scanned(_ samples: [Float], rate: Int, _ start: Int, _ end: Int) -> (Float, Float)? {
    let first = max(start, 0) * rate / 1000
    let last = min(end * rate / 1000, samples.count)
    guard first < last else { return nil }
    let slice = samples[first..<last]
    return (slice.min()!, slice.max()!)
  }

  @Test("any stretch: the pyramid's answer is the scan's", arguments: [8000, 44_100, 48_000])
  func matchesScan(rate: Int) throws {
    var random = SplitMix64(seed: UInt64(rate))
    let samples = (0..<(rate * 3 / 2)).map { _ in Float(Double.random(in: -1...1, using: &random)) }
    let peaks = WaveformPeaks(samples: samples, sampleRate: rate)
    #expect(peaks.milliseconds == 1500)
    #expect(peaks.loudest == samples.map { abs($0) }.max())
    for _ in 0..<300 {
      let start = Int(random.next() % 1600)
      let length = Int(random.next() % 700) + 1
      let got = peaks.peaks(from: start, to: start + length)
      let want = Self.scanned(samples, rate: rate, start, start + length)
      #expect(got?.low == want?.0 && got?.high == want?.1, "\(start) + \(length) ms")
    }
  }

  @Test("a burst shows where it is and silence is flat; outside the sound is nil")
  func burstAndSilence() throws {
    let samples = TestWAV.burst(length: 1000, from: 200, to: 400, amplitude: 0.5)
    let peaks = WaveformPeaks(samples: samples, sampleRate: 8000)
    let quiet = try #require(peaks.peaks(from: 0, to: 200))
    #expect(quiet.low == 0 && quiet.high == 0)
    let loud = try #require(peaks.peaks(from: 250, to: 300))
    #expect(loud.high > 0.45 && loud.low < -0.45)
    #expect(peaks.peaks(from: 1000, to: 1200) == nil)
    #expect(peaks.peaks(from: -50, to: 0) == nil)
    #expect(peaks.peaks(from: 990, to: 5000) != nil)
    #expect(WaveformPeaks(samples: [], sampleRate: 8000).peaks(from: 0, to: 10) == nil)
  }

  @Test("ten minutes: a screen of columns at every zoom takes few look-ups")
  func longSoundStaysCheap() {
    // The pyramid's size follows the length, not the rate: 8 kHz keeps the test quick.
    let rate = 8000
    let samples = [Float](repeating: 0.25, count: rate * 600)
    let peaks = WaveformPeaks(samples: samples, sampleRate: rate)
    #expect(peaks.milliseconds == 600_000)
    // A column's look-ups follow the logarithm of its span, never the span itself: at most
    // two blocks per level of the pyramid's 20 (the speed itself is a benchmark's business).
    var worst = 0
    for step in [1, 10, 100, 1000, 10_000] {
      for column in 0..<115 {
        let from = 12_345 + column * step
        worst = max(worst, peaks.blocks(from: from, to: from + step) { _, _ in })
      }
    }
    #expect(worst <= 2 * 20, "a column took \(worst) look-ups")
    #expect(worst > 1, "the spans tested should need more than one block")
  }

  @Test("the lane's frame limit: a sound over it is refused as too long, with its rate")
  func frameLimit() throws {
    let folder = TemporaryFolder()
    let path = folder.write(
      "tone.wav", TestWAV.bytes([Float](repeating: 0.1, count: 8000), rate: 8000))
    #expect(try AudioDecoder.decode(path: path, maximumFrames: 8000).samples.count == 8000)
    do {
      _ = try AudioDecoder.decode(path: path, maximumFrames: 7999)
      Issue.record("a sound over the frame limit was read")
    } catch {
      #expect(error.kind == .tooLong)
      #expect(error.message.contains("at 8000 Hz are read"), "\(error.message)")
    }
    #expect(throws: AudioError.self) { try AudioDecoder.probe(path: path, maximumFrames: 10) }
    #expect(try AudioDecoder.probe(path: path).contains("WAV"))
  }
}
