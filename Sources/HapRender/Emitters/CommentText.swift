/// Comment wrapping for emitted code.
enum CommentText {
  /// `text` as `prefix`-comment lines no longer than `width` columns.
  static func lines(_ text: String, prefix: String, width: Int = 100) -> [String] {
    var lines: [String] = []
    var line = prefix
    for word in text.split(separator: " ") {
      if line.count + word.count + 1 > width, line != prefix {
        lines.append(line)
        line = prefix
      }
      line += " " + word
    }
    if line != prefix { lines.append(line) }
    return lines
  }

  /// Several sentences, each wrapped.
  static func block(_ texts: [String], prefix: String) -> String {
    texts.flatMap { lines($0, prefix: prefix) }.joined(separator: "\n")
  }
}
