/// Finds where the JSON token starting at an offset ends, for underlining and replacing it.
enum JSONToken {
  /// The offset just past the token at `start` (a string with its quotes, a number, a word such
  /// as `true`), or `limit` for a `{` or `[` (the rest of the line), never past `limit`.
  static func end(in bytes: [UInt8], from start: Int, limit: Int) -> Int {
    guard start < limit else { return start }
    var index = start
    switch bytes[start] {
    case UInt8(ascii: "\""):
      index += 1
      while index < limit {
        if bytes[index] == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
        index += 1
      }
      return limit
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      return limit
    default:
      while index < limit, isWordByte(bytes[index]) { index += 1 }
      return index == start ? min(start + 1, limit) : index
    }
  }

  /// Letters, digits and the characters of a number (`-`, `+`, `.`).
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."), UInt8(ascii: "_"):
      true
    default: false
    }
  }
}

extension JSONToken {
  /// The offset just past the whole JSON value at `start`: a scalar's token, or an object or
  /// array up to its matching bracket (strings skipped), never past `limit`.
  static func valueEnd(in bytes: [UInt8], from start: Int, limit: Int) -> Int {
    guard start < limit else { return start }
    guard bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "[") else {
      return end(in: bytes, from: start, limit: limit)
    }
    var depth = 0
    var index = start
    var inString = false
    while index < limit {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
      index += 1
    }
    return limit
  }

  /// Whether `byte` is JSON whitespace.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
