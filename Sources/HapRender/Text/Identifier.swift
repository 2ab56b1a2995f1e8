/// Names for emitted code, derived from a pattern id (a slug such as `double-tap`).
enum Identifier {
  /// `double-tap` → `DoubleTap`; characters outside [A-Za-z0-9] separate words, and a name
  /// that would start with a digit (`3-taps`) gets a `Pattern` prefix to stay an identifier.
  static func upperCamel(_ slug: String) -> String {
    let words = slug.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    guard let first = name.first else { return "Pattern" }
    return first.isNumber ? "Pattern" + name : name
  }

  /// `double-tap` → `playDoubleTap`.
  static func playFunction(_ slug: String) -> String { "play" + upperCamel(slug) }

  /// A file stem safe on every file system: the slug's [a-z0-9-] characters.
  static func fileStem(_ slug: String) -> String {
    let stem = String(
      slug.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    return stem.isEmpty ? "pattern" : stem
  }
}
