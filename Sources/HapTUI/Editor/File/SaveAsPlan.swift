/// A `save-as` waiting for its confirmation: the new path, and the id it would give the
/// pattern (and the frontmatter) when the author agrees.
public struct SaveAsPlan: Equatable, Sendable {
  public var path: String
  /// The id derived from the new file name, when it is a slug different from the current id.
  public var newID: String?

  public init(path: String, newID: String?) {
    self.path = path
    self.newID = newID
  }
}
