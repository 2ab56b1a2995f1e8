import Testing

@testable import HapRender

/// Comment wrapping keeps its length as it grows (D260) and counts ASCII by bytes (D280): the
/// same lines as counting each line again per word, for text whose characters are not bytes.
@Suite struct CommentTextTests {
  /// The wrapping as it was, counting the whole line before each word.
  static func recounted(_ text: String, prefix: String, width: Int) -> [String] {
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

  @Test func wrapsAsCountingEachLineAgain() {
    let texts = [
      "A heartbeat: two beats, the second softer, then a rest before the next pair begins again",
      "Égal \u{301}accent e\u{301}te\u{301} 👩‍👩‍👧 flags 🇫🇷🇩🇪 and 漢字の説明 mixed with ascii words here",
      "", "   ", "oneverylongwordthatdoesnotfitonanylineatallbecauseitislongerthanthewidth x",
      // ASCII is counted by bytes (D280), except where a carriage return joins a line feed.
      "a line\r\nbroken with crlf\r\n and\r\n\r\n more\r\n words to wrap across the width",
      "tabs\tand\u{7}bells and\nline feeds are one byte and one character each, so bytes count",
    ]
    for text in texts {
      for width in [10, 24, 40, 100] {
        for prefix in ["///", "  //", "#"] {
          #expect(
            CommentText.lines(text, prefix: prefix, width: width)
              == Self.recounted(text, prefix: prefix, width: width), "\(width) \(prefix) \(text)")
        }
      }
    }
  }
}
