/// Names for emitted code, derived from a pattern id (a slug such as `double-tap`).
enum Identifier {
  /// `double-tap` → `DoubleTap`; characters outside [A-Za-z0-9] separate words.
  static func upperCamel(_ slug: String) -> String {
    let words = slug.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    return name.isEmpty ? "Pattern" : name
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
