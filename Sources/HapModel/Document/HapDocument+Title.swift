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
      throw titleRefusal("\(displayName) has no frontmatter to hold it")
    }
    // The title is placed in the file as the block and mirror edits left it: a mirror line
    // above the title may have changed length. Only the frontmatter is read again.
    let unchanged = self.pattern == pattern
    let output = unchanged ? bytes : serialized(with: pattern, cache: cache)
    let outputLines = unchanged ? lines : LineIndex(output)
    guard
      case .found(let yamlRange, let opening, let closing, _) = FrontmatterSplit.locate(
        in: outputLines)
    else { throw titleRefusal("the frontmatter's closing `---` line was not found") }
    let read = FrontmatterReader(lines: outputLines, yamlRange: yamlRange).read()
    guard !read.failed else { throw titleRefusal("the frontmatter is not a YAML mapping") }
    let current = Frontmatter(entries: read.entries, openingLine: opening, closingLine: closing)
    let edit: (range: Range<Int>, bytes: [UInt8])
    do {
      edit = try FrontmatterTitle.edit(title, in: current, lines: outputLines)
    } catch {
      throw titleRefusal(error.message)
    }
    var result = output
    result.replaceSubrange(edit.range, with: edit.bytes)
    return result
  }

  private func titleRefusal(_ reason: String) -> SaveError {
    SaveError(
      reason: .frontmatter, path: displayName,
      message: "cannot save the title: \(reason); edit it in a text editor")
  }
}
