import HapModel

/// Writes an imported pattern as a canonical, conformant `.hap.md` file.
///
/// The frontmatter is complete (`id`, `title`, `spec`, `version` 0.1.0, `category`, the intent
/// when there is one, `platforms`, `tags` starting with `imported`, and `feel` left empty for
/// the author, which the prose says); the prose says where the pattern came from and lists
/// what the import approximated or dropped; the block is in the canonical layout
/// (`PatternEncoder`), and the title is written by `HapDocument.serialized(with:title:)`, so it
/// is quoted exactly when YAML needs it.
public enum ImportWriter {
  /// The file's bytes, or a failure when the result would not be conformant (which would be a
  /// bug in an importer: the message names the first problem).
  public static func bytes(for imported: ImportedPattern) throws(ImportFailure) -> [UInt8] {
    try document(for: imported).bytes
  }

  /// The written file as a document (its bytes are `bytes(for:)`), parsed once to check it is
  /// conformant, so a caller that saves it need not read it back again.
  public static func document(for imported: ImportedPattern) throws(ImportFailure)
    -> HapDocument
  {
    let skeleton = Array(text(for: imported).utf8)
    let output: [UInt8]
    do {
      // Only the frontmatter is read to set the title: the whole file is read once, below.
      output = try HapDocument.retitled(skeleton, to: imported.title)
    } catch {
      throw ImportFailure("IMP099", "internal error: \(error.message)")
    }
    let written = HapDocument(bytes: output)
    guard written.pattern != nil else {
      throw ImportFailure("IMP099", "internal error: the written pattern does not read back")
    }
    if let problem = written.errors.first {
      throw ImportFailure(
        "IMP099",
        "internal error: the written file would not be conformant (\(problem.code) at line "
          + "\(problem.line): \(problem.message))")
    }
    return written
  }

  /// The text before the title is set: the title line holds a placeholder.
  static func text(for imported: ImportedPattern) -> String {
    var front = "---\nid: \(imported.id)\ntitle: Imported\nspec: \"0.1\"\nversion: 0.1.0\n"
    front += "category: imported\n"
    if let intent = imported.pattern.intent { front += "intent: \(intent)\n" }
    front += "platforms: [ios, android, web:best-effort]\n"
    let tags = imported.tags.map { Slug.suggestion(from: $0) }
    var unique: [String] = []
    for tag in tags where !unique.contains(tag) { unique.append(tag) }
    front += "tags: [\(unique.joined(separator: ", "))]\n"
    // A JSON string is a YAML double-quoted scalar.
    if let audio = imported.audio { front += "audio: \(JSONWriter.quoted(audio))\n" }
    if let analysis = imported.analysis { front += "analysis: \(JSONWriter.quoted(analysis))\n" }
    front += "feel: \"\"\n---\n\n"
    return front + prose(for: imported) + "## Pattern\n\n```haptic\n"
      + PatternEncoder.canonicalText(of: imported.pattern) + "```\n"
  }

  /// The most report entries the prose lists; the rest are counted.
  static let listed = 20

  /// The prose: where it came from, what the import kept, approximated and dropped.
  static func prose(for imported: ImportedPattern) -> String {
    var text = "# \(MarkdownText.escaped(imported.title))\n\n"
    text +=
      "Imported by `haptui import` from \(MarkdownText.escaped(imported.sourceName)) "
      + "(\(imported.format.displayName)). The `feel` line of the frontmatter is left empty "
      + "for you: describe the sensation in one line once you have felt it, and set a "
      + "`category` that says what the pattern is for.\n\n"
    if !imported.notes.isEmpty {
      text += "## From the source\n\n"
      for note in imported.notes { text += "- \(MarkdownText.escaped(note))\n" }
      text += "\n"
    }
    let report = imported.report
    let lost = report.entries.filter { $0.status != .kept }
    text += "## What the import changed\n\n"
    if lost.isEmpty {
      text += "Nothing: every construct of the source is kept as it plays.\n\n"
    } else {
      for entry in lost.prefix(listed) {
        text +=
          "- \(entry.status.rawValue): \(MarkdownText.escaped(entry.placedConstruct)): "
          + "\(MarkdownText.escaped(entry.reason))\n"
      }
      if lost.count > listed {
        text +=
          "- and \(lost.count - listed) more like these (`haptui import --json` on the source "
          + "lists every one)\n"
      }
      text += "\n"
    }
    let kept = report.entries(.kept)
    if !kept.isEmpty {
      text += "Kept as the source plays it: "
      let shown = kept.prefix(12).map { MarkdownText.escaped($0.placedConstruct) }
      text += shown.joined(separator: "; ")
      text += kept.count > 12 ? "; and \(kept.count - 12) more.\n\n" : ".\n\n"
    }
    if imported.pattern.fallbacks?.web != nil {
      text +=
        "`fallbacks.web` was derived from the track (durations only, as the editor's `W` "
        + "derives it); the source has no web fallback.\n\n"
    }
    return text
  }
}
