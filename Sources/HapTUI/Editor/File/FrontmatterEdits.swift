/// The frontmatter keys besides `title` that the editor changes, as data the reducer hands to
/// every save, recovery file, diff and check, so the session keeps no edit of its own.
///
/// Each member is `nil` to keep the file's key as it is, `.some(nil)` to remove it, or
/// `.some(text)` to write it.
public struct FrontmatterEdits: Equatable, Sendable {
  /// The `audio:` to write: the attached sound, named from the file's folder.
  public var audio: String??
  /// The `analysis:` to write: the settings that made the track (D190).
  public var analysis: String??

  public init(audio: String?? = nil, analysis: String?? = nil) {
    self.audio = audio
    self.analysis = analysis
  }

  /// Every key kept as the file has it.
  public static let none = FrontmatterEdits()
}
