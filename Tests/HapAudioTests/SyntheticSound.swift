import Foundation
import HapTestSupport

/// Sounds made in the test: clicks, tones and silence as samples, and as WAV bytes.
enum SyntheticSound {
  /// Decaying 300 Hz bursts starting at each of `clicks` (ms), over `length` ms at `rate`.
  static func clicks(at clicks: [Int], length: Int, rate: Int = 16_000, hz: Double = 300)
    -> [Float]
  {
    var samples = [Float](repeating: 0, count: length * rate / 1000)
    for click in clicks {
      let start = click * rate / 1000
      for offset in 0..<(rate / 20) where start + offset < samples.count {
        let time = Double(offset) / Double(rate)
        samples[start + offset] += Float(0.8 * exp(-time / 0.01) * sin(2 * Double.pi * hz * time))
      }
    }
    return samples
  }

  /// A steady sine of `hz` at `amplitude` for `length` ms.
  static func tone(hz: Double, length: Int, amplitude: Double = 0.5, rate: Int = 16_000)
    -> [Float]
  {
    (0..<(length * rate / 1000)).map {
      Float(amplitude * sin(2 * Double.pi * hz * Double($0) / Double(rate)))
    }
  }

  /// A 16-bit PCM WAV of interleaved `samples` with `channels` channels.
  static func wav(_ samples: [Float], rate: Int, channels: Int = 1) -> [UInt8] {
    TestWAV.bytes(samples, rate: rate, channels: channels)
  }
}
