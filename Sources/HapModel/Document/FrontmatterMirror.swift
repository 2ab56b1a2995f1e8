/// Rewrites the one frontmatter line that mirrors a block member (`id`, `intent`,
/// `requiredCapability`) without touching any other byte of the frontmatter.
enum FrontmatterMirror {
  /// The edit that makes the frontmatter's `key` say `value`, or `nil` when the frontmatter has
  /// no such key, or its value is not a one-line scalar (a list or block scalar is left alone,
  /// and the validator reports the mismatch).
  ///
  /// A removed `intent` or `requiredCapability` becomes `null`, as the pattern library writes
  /// an absent mirror; a removed `id` leaves the line alone (the validator reports it).
  static func edit(key: String, value: String?, in frontmatter: Frontmatter)
    -> (range: Range<Int>, bytes: [UInt8])?
  {
    guard let entry = frontmatter.entry(key) else { return nil }
    let isEmpty = entry.value == .null && entry.valueRange.isEmpty
    guard entry.isSingleLineScalar || isEmpty else { return nil }
    guard let value, !value.isEmpty else {
      guard key != "id", entry.value != .null else { return nil }
      return (entry.valueRange, Array("null".utf8))
    }
    let text = YAMLScalarWriter.scalar(value, keeping: entry.style)
    return (entry.valueRange, Array(((isEmpty ? " " : "") + text).utf8))
  }
}

extension FrontmatterMirror {
  /// The keys in the order a new mirror line is placed after: a missing `intent` goes after
  /// the last of `id`…`category` the frontmatter has.
  static let order = ["id", "title", "spec", "version", "category", "intent", "requiredCapability"]

  /// The edit that adds a missing `key: value` line, or `nil` when the frontmatter cannot take
  /// it without changing another key (it is then left alone and the validator reports it).
  ///
  /// The line goes after the entry that precedes `key` in `order` (else right after the
  /// opening `---`), with that entry's indent and line ending; the edited frontmatter is read
  /// back and must hold `key` as `value` and every other key as before.
  static func insertion(
    key: String, value: String, in frontmatter: Frontmatter, lines: LineIndex
  ) -> (range: Range<Int>, bytes: [UInt8])? {
    guard frontmatter.entry(key) == nil, let position = order.firstIndex(of: key) else {
      return nil
    }
    let bytes = lines.bytes
    let text = "\(key): " + YAMLScalarWriter.scalar(value, keeping: nil)
    let anchor = order[..<position].reversed().lazy.compactMap { frontmatter.entry($0) }.first
    let edit: (range: Range<Int>, bytes: [UInt8])
    if let anchor {
      var end = anchor.valueRange.upperBound
      while end > anchor.valueRange.lowerBound, isSpaceOrBreak(bytes[end - 1]) { end -= 1 }
      let line = max(lines.line(containing: end), anchor.keyPosition.line)
      let start = lines.lineStarts[anchor.keyPosition.line - 1]
      let indent = bytes[start...].prefix { $0 == UInt8(ascii: " ") }
      let at = lines.fullRange(ofLine: line).upperBound
      edit = (at..<at, Array(indent) + Array(text.utf8) + ending(of: line, in: lines))
    } else {
      let at = lines.fullRange(ofLine: frontmatter.openingLine).upperBound
      edit = (at..<at, Array(text.utf8) + ending(of: frontmatter.openingLine, in: lines))
    }
    return readsBack(edit, key: key, value: value, in: frontmatter, lines: lines) ? edit : nil
  }

  /// Whether the frontmatter with `edit` applied reads `key` as `value` and the rest as before.
  private static func readsBack(
    _ edit: (range: Range<Int>, bytes: [UInt8]), key: String, value: String,
    in frontmatter: Frontmatter, lines: LineIndex
  ) -> Bool {
    let closing = lines.fullRange(ofLine: frontmatter.closingLine).upperBound
    guard edit.range.upperBound <= closing else { return false }
    var edited = Array(lines.bytes[..<closing])
    edited.replaceSubrange(edit.range, with: edit.bytes)
    let reread = LineIndex(edited)
    guard case .found(let yamlRange, _, _, _) = FrontmatterSplit.locate(in: reread) else {
      return false
    }
    let result = FrontmatterReader(lines: reread, yamlRange: yamlRange).read()
    guard !result.failed else { return false }
    let added = result.entries.filter { $0.key == key }
    guard added.count == 1, added[0].stringValue == value else { return false }
    let others = result.entries.filter { $0.key != key }
    return others.count == frontmatter.entries.count
      && zip(others, frontmatter.entries).allSatisfy {
        $0.key == $1.key && $0.text == $1.text && $0.style == $1.style
          && FrontmatterTitle.sameValue($0.value, $1.value)
      }
  }

  private static func isSpaceOrBreak(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }

  private static func ending(of line: Int, in lines: LineIndex) -> [UInt8] {
    let ending = lines.lineEnding(ofLine: line)
    return ending.isEmpty ? [UInt8(ascii: "\n")] : ending
  }
}
