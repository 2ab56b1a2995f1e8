extension HapDocument {
  /// The file's bytes with `pattern` in place of the pattern that was read.
  ///
  /// Byte-identical to `bytes` when `pattern` equals `self.pattern`. Otherwise the haptic block
  /// is rewritten in the canonical layout (`PatternEncoder`), the frontmatter `id` follows a
  /// changed id, and `intent` and `requiredCapability` are made to mirror the block (rewritten,
  /// or added after the keys before them when missing); every
  /// other byte (prose, other fences, frontmatter comments and order, line endings, byte-order
  /// mark) is kept. A file without a haptic block gets one appended at its end.
  ///
  /// With a `cache` the track's text is made through it: the same bytes, but after an edit
  /// only the events it changed are written again (D340).
  public func serialized(with pattern: HapticPattern, cache: TrackEncodingCache? = nil)
    -> [UInt8]
  {
    if let original = self.pattern, original == pattern { return bytes }
    return rewritten(
      with: pattern, text: cache.map { PatternEncoder.canonicalBytes(of: pattern, cache: $0) })
  }

  /// The file with its haptic block in canonical layout and nothing else changed, or `nil`
  /// when there is no block, it is not valid JSON, or the canonical layout would change its
  /// meaning (the reason is in `formatRefusal`).
  public func formatted() -> [UInt8]? { formatting().bytes }

  /// Why `formatted()` refuses, or `nil` when it does not.
  public var formatRefusal: String? { formatting().refusal }

  /// `formatted()` and `formatRefusal` together, with the canonical layout worked out once
  /// (each of the two alone works it out again).
  public func formatting() -> Formatting {
    guard isReadable else {
      return Formatting(
        refusal: diagnostics.first { $0.code == "HAP000" }?.message ?? "the file cannot be read")
    }
    guard block != nil else { return Formatting(refusal: "the file has no haptic block") }
    guard let tree, let pattern else {
      if let syntaxError {
        return Formatting(
          refusal: syntaxError.exceedsLimit
            ? "the haptic block is too large to read (\(syntaxError.position): it holds "
              + "\(syntaxError.message))"
            : "the haptic block is not valid JSON (\(syntaxError.position): "
              + "\(syntaxError.message))")
      }
      return Formatting(refusal: "the haptic block is not a JSON object")
    }
    let canonical = PatternEncoder.canonicalBytes(of: pattern)
    guard let reparsed = try? JSONParser.parse(canonical),
      JSONValueComparison.sameValue(tree, reparsed)
    else {
      return Formatting(
        refusal:
          "the canonical layout would change the block's content (a repeated member name, or "
          + "an event missing `at` or `type`); fix the errors `haptui validate` reports first")
    }
    return Formatting(bytes: rewritten(with: pattern, text: canonical, mirrors: false))
  }

  /// The file with `pattern` written in `text` (its canonical layout, worked out here when not
  /// given) and, with `mirrors`, the frontmatter lines mirroring changed members rewritten.
  func rewritten(with pattern: HapticPattern, text given: [UInt8]? = nil, mirrors: Bool = true)
    -> [UInt8]
  {
    var edits: [(range: Range<Int>, bytes: [UInt8])] = []
    let text = given ?? PatternEncoder.canonicalBytes(of: pattern)
    if let block {
      edits.append((block.contentRange, block.replacement(for: text)))
    } else {
      edits.append(newBlock(String(decoding: text, as: UTF8.self)))
    }
    if mirrors, let frontmatter {
      let old = self.pattern
      if old.map(\.id) != pattern.id,
        let edit = FrontmatterMirror.edit(key: "id", value: pattern.id, in: frontmatter)
      {
        edits.append(edit)
      }
      // `intent` and `requiredCapability` are made true on every save that rewrites the block:
      // rewritten when they say something else, added when missing and the block has a value.
      let mirrors: [(String, String?)] = [
        ("intent", pattern.intent), ("requiredCapability", pattern.requiredCapability),
      ]
      for (key, value) in mirrors {
        let entry = frontmatter.entry(key)
        let said = entry?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        guard said != value else { continue }
        if entry != nil {
          if let edit = FrontmatterMirror.edit(key: key, value: value, in: frontmatter) {
            edits.append(edit)
          }
        } else if let value, !value.isEmpty,
          let edit = FrontmatterMirror.insertion(
            key: key, value: value, in: frontmatter, lines: lines)
        {
          edits.append(edit)
        }
      }
    }
    // Lines added at the same place (a missing `intent` and `requiredCapability` both after
    // `category`) go in the order they were added.
    var merged: [(range: Range<Int>, bytes: [UInt8])] = []
    for edit in edits {
      if edit.range.isEmpty,
        let same = merged.firstIndex(where: { $0.range.isEmpty && $0.range == edit.range })
      {
        merged[same].bytes += edit.bytes
      } else {
        merged.append(edit)
      }
    }
    var result = bytes
    for edit in merged.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      result.replaceSubrange(edit.range, with: edit.bytes)
    }
    return result
  }

  /// Where a file without a haptic block gets one, and its bytes: appended at the end, unless
  /// the end of the file is inside an unclosed fenced code block or HTML block (a `<!--`
  /// without `-->`) that would swallow it; then just before the Markdown body, where nothing
  /// can be open, followed by a blank line so the body reads as before.
  private func newBlock(_ text: String) -> (range: Range<Int>, bytes: [UInt8]) {
    let appended = appendedBlock(text)
    let candidate = LineIndex(bytes + appended)
    if BlockLocator.blocks(in: candidate, bodyStart: bodyStart)?.isEmpty == false {
      return (bytes.count..<bytes.count, appended)
    }
    let ending = lines.lineCount > 1 ? lines.lineEnding(ofLine: 1) : [UInt8(ascii: "\n")]
    var inserted = Array("```haptic".utf8) + ending
    for line in text.split(separator: "\n") { inserted += Array(line.utf8) + ending }
    inserted += Array("```".utf8) + ending + ending
    return (bodyStart..<bodyStart, inserted)
  }

  /// A new block for a file that has none, using the file's first line ending.
  private func appendedBlock(_ text: String) -> [UInt8] {
    let ending = lines.lineCount > 1 ? lines.lineEnding(ofLine: 1) : [UInt8(ascii: "\n")]
    var result: [UInt8] = []
    if let last = bytes.last, last != UInt8(ascii: "\n"), last != UInt8(ascii: "\r") {
      result += ending
    }
    if !bytes.isEmpty { result += ending }
    result += Array("```haptic".utf8) + ending
    for line in text.split(separator: "\n") { result += Array(line.utf8) + ending }
    result += Array("```".utf8) + ending
    return result
  }
}
