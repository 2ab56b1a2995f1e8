/// The AHAP-specific tolerant pass: finds commas that close no value (`[1, 2,]`, `{"a": 1,}`),
/// which Apple's own sample AHAPs carry, and blanks them so the strict JSON reader accepts the
/// text.
///
/// Each comma becomes one space, so every other byte keeps its offset, line and column and the
/// reader's messages still point at the file as written. Strings are skipped (a comma inside
/// one is text).
enum TrailingCommas {
  /// The text with trailing commas blanked, and the offsets of the commas blanked.
  static func blanked(_ bytes: [UInt8]) -> (bytes: [UInt8], offsets: [Int]) {
    var result = bytes
    var offsets: [Int] = []
    var index = 0
    var inString = false
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if byte == UInt8(ascii: "\"") { inString = false }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: ",") {
        var next = index + 1
        while next < count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
        if next < count, bytes[next] == UInt8(ascii: "]") || bytes[next] == UInt8(ascii: "}") {
          result[index] = 0x20
          offsets.append(index)
        }
      }
      index += 1
    }
    return (result, offsets)
  }
}
