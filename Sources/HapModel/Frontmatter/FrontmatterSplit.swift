/// Where the `---` lines of a frontmatter block are, found before any YAML or Markdown is read.
enum FrontmatterSplit: Equatable {
  /// The file does not start with a `---` line.
  case missing
  /// The file starts with `---` but no closing `---` line follows.
  case unterminated(openingLine: Int)
  /// The YAML text lies in `yamlRange`; the Markdown body starts at byte `bodyStart`.
  case found(yamlRange: Range<Int>, openingLine: Int, closingLine: Int, bodyStart: Int)

  /// Splits the file: the first line must be `---` (trailing blanks allowed), and the
  /// frontmatter ends at the next line that is `---`. `...` does not end it: static site tools
  /// that read `.md` frontmatter disagree about it, and `---` is what the spec shows.
  static func locate(in lines: LineIndex) -> FrontmatterSplit {
    guard isDelimiter(line: 1, in: lines) else { return .missing }
    var line = 2
    while line <= lines.lineCount {
      if isDelimiter(line: line, in: lines) {
        let yamlStart = lines.lineStarts[1 < lines.lineCount ? 1 : 0]
        let yamlEnd = lines.lineStarts[line - 1]
        let bodyStart = lines.fullRange(ofLine: line).upperBound
        return .found(
          yamlRange: yamlStart..<max(yamlStart, yamlEnd), openingLine: 1, closingLine: line,
          bodyStart: bodyStart)
      }
      line += 1
    }
    return .unterminated(openingLine: 1)
  }

  private static func isDelimiter(line: Int, in lines: LineIndex) -> Bool {
    let range = lines.contentRange(ofLine: line)
    let text = lines.bytes[range]
    guard text.starts(with: [0x2D, 0x2D, 0x2D]) else { return false }
    // A line ending must follow, or the file ends: `---` alone at the end of a file still counts.
    return text.dropFirst(3).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  }
}
