/// The slug form the spec requires for pattern ids: `^[a-z0-9]+(-[a-z0-9]+)*$`.
public enum Slug {
  /// Whether `text` is a slug.
  public static func isValid(_ text: String) -> Bool {
    let words = text.split(separator: "-", omittingEmptySubsequences: false)
    return words.allSatisfy { word in
      !word.isEmpty
        && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }
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
