/// An import's first save waiting on its target: where it goes, the id its name gives the
/// pattern, and whether the editor quits after it.
///
/// Nothing about the pattern changes until the target is known to be free, or the author
/// agrees to replace the file already there.
public struct ImportSavePlan: Equatable, Sendable {
  public var path: String
  /// The id derived from the new file name, when it is a slug different from the current id.
  public var newID: String?
  public var thenQuit: Bool

  public init(path: String, newID: String?, thenQuit: Bool) {
    self.path = path
    self.newID = newID
    self.thenQuit = thenQuit
  }
}
