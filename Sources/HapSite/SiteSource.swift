import HapModel

/// One file given to the site: the path as named on the command line, the name the site shows
/// for it, and the document read from it (reading is the command's work; the site never
/// touches the disk).
public struct SiteSource: Sendable {
  public var path: String
  /// The path inside the folder it was found in, as the index and the downloads show it: the
  /// machine's own folders stay off the site (D229). `path` when not given.
  public var name: String
  public var document: HapDocument

  public init(path: String, name: String? = nil, document: HapDocument) {
    self.path = path
    self.name = name ?? path
    self.document = document
  }
}
