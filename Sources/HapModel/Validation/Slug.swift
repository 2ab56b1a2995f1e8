/// The slug form the spec requires for pattern ids: `^[a-z0-9]+(-[a-z0-9]+)*$`.
public enum Slug {
  /// Whether `text` is a slug.
  public static func isValid(_ text: String) -> Bool {
    // Over the bytes: a hyphen may not start or end the text or follow another, and every
    // other byte is a-z or 0-9 (so any non-ASCII byte fails, as its scalar would).
    var previousIsHyphen = true
    for byte in text.utf8 {
      if byte == UInt8(ascii: "-") {
        if previousIsHyphen { return false }
        previousIsHyphen = true
      } else if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      {
        previousIsHyphen = false
      } else {
        return false
      }
    }
    return !previousIsHyphen
  }

  /// A slug made from `text`, for suggestions (`Double Tap!` → `double-tap`).
  public static func suggestion(from text: String) -> String {
    var words: [String] = []
    var word = ""
    for scalar in text.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        word.unicodeScalars.append(scalar)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    return words.isEmpty ? "my-pattern" : words.joined(separator: "-")
  }
}
