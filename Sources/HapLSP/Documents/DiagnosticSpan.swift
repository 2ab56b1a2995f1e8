import HapModel

/// The stretch of text a diagnostic is about, shared by the language server's ranges and
/// `validate --format github|sarif`'s end positions, so the two underline the same bytes.
public enum DiagnosticSpan {
  /// The byte range of `diagnostic` in `text`: the JSON token it points at inside `block`
  /// (a string, a number, a word; a `{` or `[` to the end of its line), or the rest of its
  /// line elsewhere, trailing blanks left out.
  public static func range(of diagnostic: Diagnostic, in text: TextBuffer, block: Range<Int>?)
    -> Range<Int>
  {
    let start = text.offset(line: diagnostic.line, column: diagnostic.column)
    let lineEnd = text.lineEnd(from: start)
    if let block, block.contains(start) {
      let end = JSONToken.end(in: text.bytes, from: start, limit: min(lineEnd, block.upperBound))
      if end > start { return start..<end }
    }
    var end = lineEnd
    while end > start, text.bytes[end - 1] == 0x20 || text.bytes[end - 1] == 0x09 { end -= 1 }
    return start..<max(end, start)
  }

  /// The 1-based line and column (in Unicode scalars, as the checker counts) just past the
  /// range of `diagnostic`.
  public static func end(of diagnostic: Diagnostic, in text: TextBuffer, block: Range<Int>?)
    -> (line: Int, column: Int)
  {
    let end = range(of: diagnostic, in: text, block: block).upperBound
    let (line, _) = text.position(of: end, encoding: .utf8)
    let start = text.lineStarts[line]
    let column = text.bytes[start..<end].count { $0 & 0xC0 != 0x80 } + 1
    // A position past the text (an unreadable file's HAP000) ends where it starts.
    if line + 1 < diagnostic.line || (line + 1 == diagnostic.line && column < diagnostic.column) {
      return (diagnostic.line, diagnostic.column)
    }
    return (line + 1, column)
  }
}
