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
    let text = scalar(value, style: entry.style ?? .plain)
    return (entry.valueRange, Array(((isEmpty ? " " : "") + text).utf8))
  }

  /// `value` as a YAML scalar, in the author's quoting style where that is safe.
  static func scalar(_ value: String, style: FrontmatterEntry.ScalarStyle) -> String {
    switch style {
    case .singleQuoted where !value.contains(where: { $0.isNewline }):
      return "'"
        + value.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''")
        + "'"
    case .plain where isPlainSafe(value):
      return value
    default:
      var result = "\""
      for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        default:
          if scalar.value < 0x20 {
            result += "\\x" + String(scalar.value, radix: 16)
          } else {
            result.unicodeScalars.append(scalar)
          }
        }
      }
      return result + "\""
    }
  }

  /// Whether `value` reads back as the same string when written without quotes.
  static func isPlainSafe(_ value: String) -> Bool {
    guard let first = value.unicodeScalars.first,
      first.properties.isAlphabetic || ("0"..."9").contains(first)
    else { return false }
    let allowed = value.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || "._-/".unicodeScalars.contains(scalar)
    }
    return allowed && YAMLValue.resolvePlain(value) == .string(value)
  }
}
