import HapModel

/// One diagnostic of a document and the track event it is about, when it is about one.
public struct Finding: Equatable, Sendable {
  /// What is wrong, where, under which code.
  public var diagnostic: Diagnostic
  /// The index in the track (file order) of the event whose text holds the diagnostic's
  /// position; `nil` for a diagnostic about the block, the frontmatter or the whole pattern.
  public var event: Int?

  public init(_ diagnostic: Diagnostic, event: Int? = nil) {
    self.diagnostic = diagnostic
    self.event = event
  }
}
