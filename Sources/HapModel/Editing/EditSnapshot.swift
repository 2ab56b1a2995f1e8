/// The part of an editing session that undo restores: the pattern, which events were selected,
/// the frontmatter title and the attached sound.
public struct EditSnapshot: Equatable, Sendable {
  public var pattern: HapticPattern
  /// Selected event ids, in the order they were selected.
  public var selection: [EventID]
  /// The frontmatter `title`; `nil` when the file has none.
  public var title: String?
  /// The frontmatter `audio:` (the attached sound, named from the file's folder); `nil`: none.
  public var audio: String?

  public init(
    pattern: HapticPattern, selection: [EventID] = [], title: String? = nil, audio: String? = nil
  ) {
    self.pattern = pattern
    self.selection = selection
    self.title = title
    self.audio = audio
  }
}
