import Glibc

/// Sounds made inside tests: a sine as samples, and 16-bit PCM WAV bytes of any samples.
public enum TestSound {
  /// A sine of `hz` at `amplitude` lasting `milliseconds` at `rate`.
  public static func tone(
    hz: Double = 440, milliseconds: Int, amplitude: Double = 0.5, rate: Int = 16_000
  ) -> [Float] {
    (0..<(milliseconds * rate / 1000)).map {
      Float(amplitude * sin(2 * Double.pi * hz * Double($0) / Double(rate)))
    }
  }

  /// A mono 16-bit PCM WAV file's bytes holding `samples` at `rate`.
  public static func wav(_ samples: [Float], rate: Int) -> [UInt8] {
    var data: [UInt8] = []
    data.reserveCapacity(samples.count * 2)
    for sample in samples {
      let value = UInt16(bitPattern: Int16((min(max(sample, -1), 1) * 32767).rounded()))
      data += [UInt8(value & 0xFF), UInt8(value >> 8)]
    }
    func little(_ value: Int, _ count: Int) -> [UInt8] {
      (0..<count).map { UInt8((value >> (8 * $0)) & 0xFF) }
    }
    var bytes = Array("RIFF".utf8) + little(36 + data.count, 4) + Array("WAVEfmt ".utf8)
    bytes += little(16, 4) + little(1, 2) + little(1, 2) + little(rate, 4) + little(rate * 2, 4)
    bytes += little(2, 2) + little(16, 2) + Array("data".utf8) + little(data.count, 4)
    return bytes + data
  }
}
