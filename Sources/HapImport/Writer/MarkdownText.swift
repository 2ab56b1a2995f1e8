/// Makes text from a source file safe to place in Markdown prose: one line, every character
/// Markdown could read as markup backslash-escaped (CommonMark escapes any ASCII punctuation).
enum MarkdownText {
  static func escaped(_ text: String) -> String {
    var result = ""
    var lastWasSpace = false
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F {
        if !lastWasSpace, !result.isEmpty { result += " " }
        lastWasSpace = true
        continue
      }
      lastWasSpace = false
      if scalar == "`" {
        // A backtick would open code; the text reads the same with a plain quote.
        result += "'"
        continue
      }
      if "\\*_[]<>|~&".unicodeScalars.contains(scalar) { result += "\\" }
      result.unicodeScalars.append(scalar)
    }
    while result.hasSuffix(" ") { result.removeLast() }
    return result
  }
}
