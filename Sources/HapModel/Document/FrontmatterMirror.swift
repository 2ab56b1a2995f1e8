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
