/// The text a platform gets for a pattern: AHAP, Kotlin, JavaScript, Dart, a rumble schedule…
public struct Artifact: Equatable, Sendable {
  /// The language of `text`: `ahap`, `swift`, `kotlin`, `javascript`, `typescript`, `dart`, `rumble`, `text`.
  public var language: String
  /// Deterministic text (stable key order and number format), so it can be diffed.
  public var text: String
  /// The files `haptui export` writes; several when one text is not enough (AHAP layers).
  public var files: [ArtifactFile]
  /// For an artefact asked for as lines (the editor's pane): its lines, each printed when it
  /// is read; `text` and `files` are then empty (D253).
  public var lines: AHAPLines?

  public init(language: String, text: String, files: [ArtifactFile] = []) {
    self.language = language
    self.text = text
    self.files = files
  }
}

/// One file of an artefact, named for `haptui export`.
public struct ArtifactFile: Equatable, Sendable {
  /// The file name, without a directory (`double-tap.ahap`, `DoubleTapHaptic.kt`).
  public var name: String
  public var text: String

  public init(name: String, text: String) {
    self.name = name
    self.text = text
  }
}
