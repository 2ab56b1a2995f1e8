/// Appends JSON values to a byte buffer exactly as `JSONWriter` writes them as strings, without
/// making a string per value (the canonical layout of a long track writes hundreds of
/// thousands of them).
enum JSONBytes {
  /// Appends `text` as the bytes of the string literal `JSONWriter.quoted(text)` writes.
  ///
  /// Byte for byte the same: every scalar below U+0080 is one byte, so the escapes are decided
  /// on bytes, and the bytes of every other scalar are copied as they are.
  static func appendQuoted(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case 0x08: output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
        case 0x0C: output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
        case 0..<0x20:
          let hex = Array("0123456789ABCDEF".utf8)
          output += Array("\\u00".utf8)
          output.append(hex[Int(byte >> 4)])
          output.append(hex[Int(byte & 0x0F)])
        default:
          output.append(byte)
        }
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Appends the decimal digits of `value` (`String(value)`).
  static func appendInteger(_ value: Int, to output: inout [UInt8]) {
    guard value != Int.min else {
      output += Array(String(value).utf8)
      return
    }
    if value < 0 { output.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    guard magnitude < 10_000_000_000 else {
      output += Array(String(magnitude).utf8)
      return
    }
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      for index in stride(from: count - 1, through: 0, by: -1) { output.append(buffer[index]) }
    }
  }

  /// Appends `value` as `JSONWriter.number(value)` writes it.
  ///
  /// Thousandths from 0 to 1 (nearly every intensity and sharpness, an import's included) are
  /// written here: the shortest decimal that reads back as the `Double` nearest to k/1000 is
  /// k/1000 itself without trailing zeros, since any other decimal of at most three places is
  /// 0.001 away, and one with fewer significant digits has at most three places. Any other
  /// value goes through `JSONWriter.number`.
  static func appendNumber(_ value: Double, to output: inout [UInt8]) {
    if value >= 0, value <= 1 {
      let thousandths = Int((value * 1000).rounded())
      if Double(thousandths) / 1000 == value {
        switch thousandths {
        case 0: output.append(UInt8(ascii: "0"))
        case 1000: output.append(UInt8(ascii: "1"))
        default:
          let zero = UInt8(ascii: "0")
          let (tenths, hundredths, last) = (
            thousandths / 100, thousandths / 10 % 10, thousandths % 10
          )
          output.append(zero)
          output.append(UInt8(ascii: "."))
          output.append(zero + UInt8(tenths))
          if hundredths != 0 || last != 0 { output.append(zero + UInt8(hundredths)) }
          if last != 0 { output.append(zero + UInt8(last)) }
        }
        return
      }
    }
    output += Array(JSONWriter.number(value).utf8)
  }
}
