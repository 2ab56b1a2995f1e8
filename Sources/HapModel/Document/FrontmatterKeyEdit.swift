/// Sets, adds or removes one top-level scalar key of a file's frontmatter (such as `audio:`),
/// leaving every other byte of the file as it was.
///
/// An existing one-line value is replaced in place (keeping the author's quoting when it can
/// hold the text); a missing key gets a `key: value` line just before the closing `---`; a
/// removed key loses its line. The edited frontmatter is read back: the key must read as asked
/// and every other key as before, or the edit is refused.
public enum FrontmatterKeyEdit {
  /// `bytes` (a whole `.hap.md` file) with the frontmatter's `key` reading `value`, or without
  /// the key when `value` is `nil`. Returns `bytes` itself when the key already reads so.
  public static func setting(_ key: String, to value: String?, in bytes: [UInt8], file: String)
    throws(SaveError) -> [UInt8]
  {
    let lines = LineIndex(bytes)
    guard
      case .found(let yamlRange, let opening, let closing, _) = FrontmatterSplit.locate(in: lines)
    else {
      throw refusal(file, "the file has no frontmatter (`---` lines at the top) to hold `\(key):`")
    }
    let read = FrontmatterReader(lines: lines, yamlRange: yamlRange).read()
    guard !read.failed else {
      throw refusal(file, "the frontmatter is not a YAML mapping; fix it first")
    }
    let frontmatter = Frontmatter(entries: read.entries, openingLine: opening, closingLine: closing)
    let matching = frontmatter.entries.filter { $0.key == key }
    guard matching.count <= 1 else {
      throw refusal(file, "`\(key):` appears \(matching.count) times in the frontmatter; keep one")
    }
    let entry = matching.first
    if entry?.stringValue == value, entry?.style != .block { return bytes }
    if entry == nil, value == nil { return bytes }
    let edit: (range: Range<Int>, bytes: [UInt8])
    if let entry {
      guard entry.isSingleLineScalar || entry.valueRange.isEmpty else {
        throw refusal(
          file, "`\(key):` is not a one-line value (a list or block); edit it in a text editor")
      }
      if let value {
        let scalar = YAMLScalarWriter.scalar(value, keeping: entry.style)
        edit = (entry.valueRange, Array(((entry.valueRange.isEmpty ? " " : "") + scalar).utf8))
      } else {
        let line = entry.keyPosition.line
        let last = max(lines.line(containing: max(entry.valueRange.upperBound - 1, 0)), line)
        edit = (lines.lineStarts[line - 1]..<lines.fullRange(ofLine: last).upperBound, [])
      }
    } else if let value {
      let at = lines.lineStarts[closing - 1]
      let above = max(closing - 1, opening)
      let ending = lines.lineEnding(ofLine: above)
      let text = "\(key): " + YAMLScalarWriter.scalar(value, keeping: nil)
      edit = (at..<at, Array(text.utf8) + (ending.isEmpty ? [UInt8(ascii: "\n")] : ending))
    } else {
      return bytes
    }
    var result = bytes
    result.replaceSubrange(edit.range, with: edit.bytes)
    try check(result, key: key, value: value, before: frontmatter, file: file)
    return result
  }

  /// Refuses unless `edited` reads `key` as `value` (absent for `nil`) and every other key as
  /// `before` held it.
  static func check(
    _ edited: [UInt8], key: String, value: String?, before: Frontmatter, file: String
  ) throws(SaveError) {
    let lines = LineIndex(edited)
    guard case .found(let yamlRange, _, _, _) = FrontmatterSplit.locate(in: lines) else {
      throw refusal(file, "the edited frontmatter would lose its closing `---` line")
    }
    let read = FrontmatterReader(lines: lines, yamlRange: yamlRange).read()
    guard !read.failed else {
      throw refusal(file, "the frontmatter would no longer be valid YAML with `\(key):` written")
    }
    let now = read.entries.filter { $0.key == key }
    let reads = value == nil ? now.isEmpty : (now.count == 1 && now[0].stringValue == value)
    guard reads else { throw refusal(file, "`\(key):` would not read back as given") }
    let others = read.entries.filter { $0.key != key }
    let kept = before.entries.filter { $0.key != key }
    let same =
      others.count == kept.count
      && zip(others, kept).allSatisfy {
        $0.key == $1.key && $0.text == $1.text && $0.style == $1.style
          && FrontmatterTitle.sameValue($0.value, $1.value)
      }
    guard same else { throw refusal(file, "writing `\(key):` would change another key") }
  }

  private static func refusal(_ file: String, _ reason: String) -> SaveError {
    SaveError(reason: .frontmatter, path: file, message: "\(file): \(reason)")
  }
}
