/// The text a platform gets for a pattern: AHAP, Kotlin, JavaScript, Dart, a rumble schedule…
public struct Artifact: Equatable, Sendable {
  /// The language of `text`: `ahap`, `swift`, `kotlin`, `javascript`, `typescript`, `dart`, `rumble`, `text`.
  public var language: String
  /// Deterministic text (stable key order and number format), so it can be diffed.
  public var text: String

  public init(language: String, text: String) {
    self.language = language
    self.text = text
  }
}
