import HapModel

/// A generated file in haptui's canonical layout, as an import or a save writes it: the
/// generator puts every event on one line, which haptui's writer does not (its long continuous
/// events take several lines, D432).
enum CanonicalLayout {
  /// `text` laid out as haptui writes it; `text` itself when it cannot be read as a pattern.
  static func text(_ text: String) -> String {
    guard let bytes = HapDocument(bytes: Array(text.utf8)).formatting().bytes else { return text }
    return String(decoding: bytes, as: UTF8.self)
  }
}
