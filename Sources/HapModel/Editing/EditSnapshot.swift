/// The part of an editing session that undo restores: the pattern, which events were selected,
/// and the frontmatter title.
public struct EditSnapshot: Equatable, Sendable {
  public var pattern: HapticPattern
  /// Selected event ids, in the order they were selected.
  public var selection: [EventID]
  /// The frontmatter `title`; `nil` when the file has none.
  public var title: String?

  public init(pattern: HapticPattern, selection: [EventID] = [], title: String? = nil) {
    self.pattern = pattern
    self.selection = selection
    self.title = title
  }
}
