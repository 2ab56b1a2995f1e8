extension HapDocument {
  /// The file's bytes with `pattern` in place of the pattern that was read and the frontmatter
  /// `title` reading `title` (`nil` leaves the title as it is).
  ///
  /// As `serialized(with:)`, plus the title's value rewritten in place (or a `title:` line added
  /// after `id:`) with every other frontmatter byte kept. Throws when the file has no
  /// frontmatter, or when the title cannot be written without changing another key.
  public func serialized(
    with pattern: HapticPattern, title: String?, cache: TrackEncodingCache? = nil
  ) throws(SaveError) -> [UInt8] {
    guard let title, frontmatter?.title != title else {
      return serialized(with: pattern, cache: cache)
    }
    guard frontmatter != nil else {
      throw Self.titleRefusal("\(displayName) has no frontmatter to hold it", in: displayName)
    }
    // The title is placed in the file as the block and mirror edits left it: a mirror line
    // above the title may have changed length. Only the frontmatter is read again.
    let unchanged = self.pattern == pattern
    let output = unchanged ? bytes : serialized(with: pattern, cache: cache)
    return try Self.titled(
      output, lines: unchanged ? lines : LineIndex(output), title: title, name: displayName)
  }

  /// `bytes`, a file with frontmatter, with its `title` reading `title`, as
  /// `serialized(with:title:)` writes it, reading only the frontmatter (the import writes its
  /// title this way without reading its block twice); `name` is used in messages.
  public static func retitled(_ bytes: [UInt8], to title: String, name: String = "<memory>")
    throws(SaveError) -> [UInt8]
  {
    try titled(bytes, lines: LineIndex(bytes), title: title, name: name)
  }

  /// `output` (lines `lines`) with the frontmatter's title reading `title`; unchanged when it
  /// already does.
  private static func titled(_ output: [UInt8], lines: LineIndex, title: String, name: String)
    throws(SaveError) -> [UInt8]
  {
    guard
      case .found(let yamlRange, let opening, let closing, _) = FrontmatterSplit.locate(in: lines)
    else { throw titleRefusal("the frontmatter's closing `---` line was not found", in: name) }
    let read = FrontmatterReader(lines: lines, yamlRange: yamlRange).read()
    guard !read.failed else {
      throw titleRefusal("the frontmatter is not a YAML mapping", in: name)
    }
    let current = Frontmatter(entries: read.entries, openingLine: opening, closingLine: closing)
    guard current.title != title else { return output }
    let edit: (range: Range<Int>, bytes: [UInt8])
    do {
      edit = try FrontmatterTitle.edit(title, in: current, lines: lines)
    } catch {
      throw titleRefusal(error.message, in: name)
    }
    var result = output
    result.replaceSubrange(edit.range, with: edit.bytes)
    return result
  }

  private static func titleRefusal(_ reason: String, in name: String) -> SaveError {
    SaveError(
      reason: .frontmatter, path: name,
      message: "cannot save the title: \(reason); edit it in a text editor")
  }
}
