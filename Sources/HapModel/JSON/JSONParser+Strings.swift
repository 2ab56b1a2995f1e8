/// Reading strings: values (shared when short and repeated), escapes and UTF-8 checks.
extension JSONParser {
  /// Reads a string value and returns where it is stored in the tree's strings: a short one
  /// read before shares that entry.
  mutating func readStringValue() throws(JSONSyntaxError) -> UInt32 {
    if stringCache != nil, let end = plainStringEnd(),
      let key = ShortTextCache<UInt32>.key(bytes, (index + 1)..<end)
    {
      if let known = stringCache?[key] {
        index = end + 1
        return known
      }
      let stored = nodes.store(string: try readString())
      stringCache?.store(stored, for: key)
      return stored
    }
    return nodes.store(string: try readString())
  }

  mutating func readString() throws(JSONSyntaxError) -> String {
    // Most strings hold no escape: scan to the closing quote and make the string in one go.
    var end = index + 1
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        guard let text = Self.string(bytes, (index + 1)..<end) else { break }  // said below
        index = end + 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      end += 1
    }
    return try readEscapedString()
  }

  /// The text of `bytes[range]`, or `nil` when it is not UTF-8. ASCII, the common case, is
  /// checked here: `String(validating:)` is not specialized for buffers and costs far more.
  private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> String?
  {
    let part = UnsafeBufferPointer(rebasing: bytes[range])
    if part.allSatisfy({ $0 < 0x80 }) { return String(decoding: part, as: UTF8.self) }
    return String(validating: part, as: UTF8.self)
  }

  private mutating func readEscapedString() throws(JSONSyntaxError) -> String {
    let opening = index
    index += 1
    var result = ""
    var runStart = index
    while true {
      guard index < bytes.count else {
        throw fail("unexpected end of the text; a string is not closed with '\"'", at: opening)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try appendRun(from: runStart, to: index, into: &result)
        index += 1
        return result
      }
      if byte == UInt8(ascii: "\\") {
        try appendRun(from: runStart, to: index, into: &result)
        try readEscape(into: &result)
        runStart = index
        continue
      }
      if byte < 0x20 {
        throw fail(
          "a control character (U+\(hex(UInt32(byte), width: 4))) must be escaped inside a string")
      }
      index += 1
    }
  }

  private mutating func appendRun(from start: Int, to end: Int, into result: inout String)
    throws(JSONSyntaxError)
  {
    guard start < end else { return }
    // Through a buffer pointer: validating an `ArraySlice` goes through generic code that
    // cost a tenth of reading a large block.
    guard let text = Self.string(bytes, start..<end) else {
      var offset = start
      for candidate in start..<end
      where String(validating: bytes[start..<candidate + 1], as: UTF8.self) == nil {
        offset = candidate
        break
      }
      throw fail("a string holds bytes that are not valid UTF-8", at: offset)
    }
    result += text
  }

  private mutating func readEscape(into result: inout String) throws(JSONSyntaxError) {
    let escapeStart = index
    index += 1
    guard index < bytes.count else {
      throw fail("unexpected end of the text inside an escape sequence", at: escapeStart)
    }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): result.append("\"")
    case UInt8(ascii: "\\"): result.append("\\")
    case UInt8(ascii: "/"): result.append("/")
    case UInt8(ascii: "b"): result.append("\u{08}")
    case UInt8(ascii: "f"): result.append("\u{0C}")
    case UInt8(ascii: "n"): result.append("\n")
    case UInt8(ascii: "r"): result.append("\r")
    case UInt8(ascii: "t"): result.append("\t")
    case UInt8(ascii: "u"):
      let first = try readHex4(escapeStart: escapeStart)
      if (0xD800...0xDBFF).contains(first), index + 1 < bytes.count,
        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
      {
        let save = index
        index += 2
        let second = try readHex4(escapeStart: save)
        if (0xDC00...0xDFFF).contains(second) {
          let scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
          result.unicodeScalars.append(Unicode.Scalar(scalar) ?? "\u{FFFD}")
          return
        }
        result.unicodeScalars.append("\u{FFFD}")
        result.unicodeScalars.append(Unicode.Scalar(second) ?? "\u{FFFD}")
        return
      }
      result.unicodeScalars.append(Unicode.Scalar(first) ?? "\u{FFFD}")
    default:
      throw fail(
        "'\\\(describeByte(byte))' is not a JSON escape; use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
        at: escapeStart)
    }
  }

  private mutating func readHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else {
        throw fail("unexpected end of the text inside a \\u escape", at: escapeStart)
      }
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default:
        throw fail("a \\u escape needs four hexadecimal digits", at: escapeStart)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }
}
