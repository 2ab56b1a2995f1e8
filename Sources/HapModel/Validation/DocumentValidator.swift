/// Checks a read document: the block rules (`BlockValidator`) plus the rules that need the
/// frontmatter — HAP003 (the frontmatter `id` is missing, not a slug, or differs from the
/// block's), HAPW01 (a mirror disagrees with the block or is missing) and HAPW08 (a known frontmatter key
/// has the wrong YAML type). HAPW06 is left out when the frontmatter `category` says the
/// pattern is not UI feedback (`UsageThresholds.longFormCategories`).
enum DocumentValidator {
  /// Every diagnostic about `document` beyond the reading errors (HAP000/1/7/8).
  static func diagnostics(for document: HapDocument, threads: Int = 1) -> [Diagnostic] {
    var found: [Diagnostic] = []
    // One context serves the block rules and the frontmatter rules.
    let context = document.tree.map(BlockContext.init)
    if let context {
      var block = BlockValidator.diagnostics(for: context, threads: threads)
      if block.contains(where: { $0.code == "HAPW06" }), isLongForm(document.frontmatter) {
        block.removeAll { $0.code == "HAPW06" }
      }
      found += block
    }
    guard let frontmatter = document.frontmatter else { return found }
    checkIdentifier(frontmatter, context, into: &found)
    checkMirrors(frontmatter, context, into: &found)
    checkTypes(frontmatter, into: &found)
    return found
  }

  /// Whether the frontmatter's category says the pattern is not UI feedback (an alarm, a
  /// timer, an ambient texture), so its length is its design and HAPW06 does not apply.
  static func isLongForm(_ frontmatter: Frontmatter?) -> Bool {
    guard let category = frontmatter?.category else { return false }
    var bytes = Array(category.utf8)
    if bytes.allSatisfy({ $0 < 0x80 }) {
      // ASCII (every real category): trim and lower-case the bytes, as the general path
      // below does for any text.
      let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
      while let last = bytes.last, isSpace(last) { bytes.removeLast() }
      let start = bytes.firstIndex { !isSpace($0) } ?? bytes.count
      let word = bytes[start...].map {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0
      }
      return UsageThresholds.longFormCategories.contains(String(decoding: word, as: UTF8.self))
    }
    let word = category.lowercased().drop(while: \.isWhitespace).reversed()
      .drop(while: \.isWhitespace).reversed()
    return UsageThresholds.longFormCategories.contains(String(word))
  }

  private static func checkIdentifier(
    _ frontmatter: Frontmatter, _ context: BlockContext?, into found: inout [Diagnostic]
  ) {
    guard let entry = frontmatter.entry("id") else {
      let blockID = context.flatMap { $0.string($0.member("id", of: $0.root)) }
      found.append(
        Diagnostic(
          code: "HAP003", severity: .error, line: frontmatter.closingLine, column: 1,
          message:
            "the frontmatter has no id; add `id: \(blockID ?? "<slug>")` before this line"))
      return
    }
    let position = entry.valuePosition
    guard let id = entry.stringValue, !id.isEmpty else {
      found.append(
        Diagnostic(
          code: "HAP003", severity: .error, line: position.line, column: position.column,
          message:
            "the frontmatter id must be a slug such as `double-tap`, not \(entry.value.typeName)"))
      return
    }
    if !Slug.isValid(id) {
      found.append(
        Diagnostic(
          code: "HAP003", severity: .error, line: position.line, column: position.column,
          message:
            "the frontmatter id `\(id)` is not a slug; use lower-case words joined by single "
            + "hyphens, e.g. `\(Slug.suggestion(from: id))`"))
    }
    if let context, let index = context.member("id", of: context.root),
      let blockID = context.string(index), blockID != id
    {
      let line = context.tree.nodes.position(at: index).line
      found.append(
        Diagnostic(
          code: "HAP003", severity: .error, line: position.line, column: position.column,
          message:
            "the frontmatter id `\(id)` differs from the block's id \(JSONWriter.quoted(blockID)) "
            + "(line \(line)); make them the same"))
    }
  }

  /// The frontmatter keys that mirror a block member, and the member (made once, D396).
  private static let mirrors = [
    ("spec", "haptic"), ("intent", "intent"), ("requiredCapability", "requiredCapability"),
  ]

  private static func checkMirrors(
    _ frontmatter: Frontmatter, _ context: BlockContext?, into found: inout [Diagnostic]
  ) {
    guard let context, let root = context.root else { return }
    for (key, member) in mirrors {
      guard let entry = frontmatter.entry(key) else {
        // A missing mirror of a member the block has is as untrue as a wrong one (`spec`
        // is not required by the spec's table, so only the two mirrors are asked for).
        // A value that is not a token is HAP004's to report; mirroring it would not help.
        guard key != "spec", let value = context.string(context.member(member, of: root)),
          key == "intent" ? IntentToken(rawValue: value) != nil : Capability(rawValue: value) != nil
        else { continue }
        found.append(
          Diagnostic(
            code: "HAPW01", severity: .warning, line: frontmatter.openingLine, column: 1,
            message:
              "the frontmatter has no \(key) line but the block's \(member) says "
              + "\(JSONWriter.quoted(value)); add `\(key): \(value)` to the frontmatter (a "
              + "save from the editor adds it)"))
        continue
      }
      let index = context.member(member, of: root)
      if index != nil, context.string(index) == nil { continue }  // HAP002 already
      let blockValue = context.string(index)
      let mirrorValue = entry.stringValue.flatMap { $0.isEmpty ? nil : $0 }
      guard blockValue != mirrorValue else { continue }
      if key == "spec", blockValue == nil { continue }  // the missing `haptic` is HAP002
      let said = mirrorValue.map { "`\($0)`" } ?? "nothing"
      let block = blockValue.map { JSONWriter.quoted($0) } ?? "nothing"
      found.append(
        Diagnostic(
          code: "HAPW01", severity: .warning, line: entry.valuePosition.line,
          column: entry.valuePosition.column,
          message:
            "the frontmatter \(key) says \(said) but the block's \(member) says \(block); make "
            + "the frontmatter match the block (the block is the source of truth)"))
    }
  }

  private static func checkTypes(_ frontmatter: Frontmatter, into found: inout [Diagnostic]) {
    for entry in frontmatter.entries {
      // A single value is what every key below but the two lists expects: it passes without
      // comparing its key to each.
      if entry.text != nil, entry.key != "tags", entry.key != "platforms" { continue }
      let expected: String
      switch entry.key {
      case "title", "spec", "version", "category", "intent", "feel", "requiredCapability":
        if entry.text != nil { continue }
        expected = "a single value"
      case "platforms", "tags":
        if entry.isStringList { continue }
        expected = "a list of words, e.g. `[ios, android]`"
      default:
        continue
      }
      found.append(
        Diagnostic(
          code: "HAPW08", severity: .warning, line: entry.valuePosition.line,
          column: entry.valuePosition.column,
          message:
            "the frontmatter \(entry.key) should be \(expected), not a \(entry.value.typeName)"))
    }
  }
}
