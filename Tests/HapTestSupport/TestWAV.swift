import Glibc

/// Sounds generated in tests, as samples and as 16-bit PCM WAV bytes (no sound file from
/// elsewhere is needed to test what reads or draws one).
public enum TestWAV {
  /// A 16-bit PCM WAV of interleaved `samples` with `channels` channels at `rate`.
  public static func bytes(_ samples: [Float], rate: Int, channels: Int = 1) -> [UInt8] {
    var data: [UInt8] = []
    data.reserveCapacity(samples.count * 2)
    for sample in samples {
      let value = UInt16(bitPattern: Int16((min(max(sample, -1), 1) * 32767).rounded()))
      data += [UInt8(value & 0xFF), UInt8(value >> 8)]
    }
    func le(_ value: Int, _ count: Int) -> [UInt8] {
      (0..<count).map { UInt8((value >> (8 * $0)) & 0xFF) }
    }
    var bytes = Array("RIFF".utf8) + le(36 + data.count, 4) + Array("WAVEfmt ".utf8)
    bytes += le(16, 4) + le(1, 2) + le(channels, 2) + le(rate, 4) + le(rate * 2 * channels, 4)
    bytes += le(2 * channels, 2) + le(16, 2) + Array("data".utf8) + le(data.count, 4)
    return bytes + data
  }

  /// A sine of `hz` at `amplitude` lasting `milliseconds` at `rate`.
  public static func tone(
    hz: Double = 440, milliseconds: Int, amplitude: Double = 0.5, rate: Int = 16_000
  ) -> [Float] {
    (0..<(milliseconds * rate / 1000)).map {
      Float(amplitude * sin(2 * Double.pi * hz * Double($0) / Double(rate)))
    }
  }

  /// Silence over `length` ms with a sine of `hz` at `amplitude` from `from` to `to` ms.
  public static func burst(
    length: Int, from: Int, to: Int, hz: Double = 200, amplitude: Double = 0.8,
    rate: Int = 8000
  ) -> [Float] {
    (0..<(length * rate / 1000)).map { index in
      let ms = index * 1000 / rate
      guard ms >= from, ms < to else { return 0 }
      return Float(amplitude * sin(2 * Double.pi * hz * Double(index) / Double(rate)))
    }
  }

  /// 1.5 s of a 180 Hz bed at 0.15 (100–1400 ms) with five hits of different strengths
  /// fading over 60 ms: a sound whose transients depend on the sensitivity (6 at 0.5, 17 at 1).
  public static func hits(rate: Int = 16_000) -> [Float] {
    let hits: [(at: Int, height: Double)] = [
      (200, 0.8), (450, 0.3), (700, 0.45), (950, 0.22), (1200, 0.6),
    ]
    return (0..<(1500 * rate / 1000)).map { index in
      let ms = index * 1000 / rate
      var level = (100..<1400).contains(ms) ? 0.15 : 0
      for hit in hits where (hit.at..<(hit.at + 60)).contains(ms) {
        level = max(level, hit.height * (1 - Double(ms - hit.at) / 60) + 0.15)
      }
      return Float(level * sin(2 * Double.pi * 180 * Double(index) / Double(rate)))
    }
  }
}
