/// Byte ranges of a text as LSP `Range` and `Position` values in the negotiated encoding.
struct LSPRange {
  let text: TextBuffer
  let encoding: PositionEncoding

  func position(_ offset: Int) -> JSONValue {
    let (line, character) = text.position(of: offset, encoding: encoding)
    return ["line": .int(line), "character": .int(character)]
  }

  func range(_ range: Range<Int>) -> JSONValue {
    ["start": position(range.lowerBound), "end": position(range.upperBound)]
  }

  /// The byte offset of an LSP `Position` value (`nil` when it is not one).
  func offset(_ value: JSONValue) -> Int? {
    guard let line = value["line"].int, let character = value["character"].int else { return nil }
    return text.offset(line: line, character: character, encoding: encoding)
  }

  /// The byte range of an LSP `Range` value, ordered (`nil` when it is not one).
  func byteRange(_ value: JSONValue) -> Range<Int>? {
    guard let start = offset(value["start"]), let end = offset(value["end"]) else { return nil }
    return min(start, end)..<max(start, end)
  }
}
