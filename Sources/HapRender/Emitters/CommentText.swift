/// Comment wrapping for emitted code.
enum CommentText {
  /// `text` as `prefix`-comment lines no longer than `width` columns.
  static func lines(_ text: String, prefix: String, width: Int = 100) -> [String] {
    var lines: [String] = []
    var line = prefix
    // The line's length in characters, kept as it grows rather than counted again per word: a
    // space always starts a new character, so the line's count is the prefix's plus each
    // " word" piece's. In ASCII text without a carriage return (nearly every comment) each
    // byte is one character, so the bytes are counted instead of the characters.
    let bytewise = Self.isPlainASCII(text) && Self.isPlainASCII(prefix)
    let start = bytewise ? prefix.utf8.count : prefix.count
    var count = start
    var hasWords = false
    for word in text.split(separator: " ") {
      let length = bytewise ? word.utf8.count : word.count
      if count + length + 1 > width, count != start || hasWords {
        lines.append(line)
        line = prefix
        count = start
        hasWords = false
      }
      line += " "
      line += word
      count += bytewise ? length + 1 : (" " + word).count
      hasWords = true
    }
    if hasWords { lines.append(line) }
    return lines
  }

  /// Several sentences, each wrapped.
  static func block(_ texts: [String], prefix: String) -> String {
    texts.flatMap { lines($0, prefix: prefix) }.joined(separator: "\n")
  }

  /// Whether every byte of `text` is ASCII other than a carriage return (which joins a
  /// following line feed into one character).
  private static func isPlainASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
  }
}
