/// Comment wrapping for emitted code.
enum CommentText {
  /// `text` as `prefix`-comment lines no longer than `width` columns.
  static func lines(_ text: String, prefix: String, width: Int = 100) -> [String] {
    var lines: [String] = []
    var line = prefix
    // The line's length in characters, kept as it grows rather than counted again per word: a
    // space always starts a new character, so the line's count is the prefix's plus each
    // " word" piece's.
    let start = prefix.count
    var count = start
    for word in text.split(separator: " ") {
      if count + word.count + 1 > width, count != start || line != prefix {
        lines.append(line)
        line = prefix
        count = start
      }
      let piece = " " + word
      line += piece
      count += piece.count
    }
    if line != prefix { lines.append(line) }
    return lines
  }

  /// Several sentences, each wrapped.
  static func block(_ texts: [String], prefix: String) -> String {
    texts.flatMap { lines($0, prefix: prefix) }.joined(separator: "\n")
  }
}
