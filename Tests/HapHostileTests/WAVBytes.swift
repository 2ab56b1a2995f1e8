import Foundation

/// Builds little RIFF/WAVE files for the hostile sound inputs.
enum WAVBytes {
  /// A PCM WAV of `samples` (-1...1) at `rate` Hz, 16 or 8 bit, with `format` as the WAVE
  /// format tag and `declared` as the data chunk's size (its real size when `nil`).
  static func make(
    _ samples: [Double], rate: Int = 8000, bits: Int = 16, format: UInt16 = 1,
    declared: Int? = nil
  ) -> [UInt8] {
    var data: [UInt8] = []
    for sample in samples {
      let clamped = min(max(sample, -1), 1)
      if bits == 16 {
        let value = UInt16(bitPattern: Int16((clamped * 32767).rounded()))
        data += [UInt8(value & 0xFF), UInt8(value >> 8)]
      } else {
        data.append(UInt8(128 + Int((clamped * 127).rounded())))
      }
    }
    let size = declared ?? data.count
    let block = bits / 8
    var bytes = Array("RIFF".utf8) + le32(36 + size) + Array("WAVEfmt ".utf8) + le32(16)
    bytes += le16(Int(format)) + le16(1) + le32(rate) + le32(rate * block) + le16(block)
    bytes += le16(bits) + Array("data".utf8) + le32(size)
    return bytes + data
  }

  /// Half a second of a 200 Hz tone that is on for 100 ms and off for 100 ms.
  static func tone(rate: Int = 8000) -> [Double] {
    (0..<rate / 2).map { index in
      let on = (index * 10 / rate) % 2 == 0
      return on ? 0.5 * sin(2 * Double.pi * 200 * Double(index) / Double(rate)) : 0
    }
  }

  private static func le16(_ value: Int) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)]
  }

  private static func le32(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) }
  }
}
