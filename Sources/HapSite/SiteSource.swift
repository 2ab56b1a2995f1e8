import HapModel

/// One file given to the site: the path as named on the command line and the document read
/// from it (reading is the command's work; the site never touches the disk).
public struct SiteSource: Sendable {
  public var path: String
  public var document: HapDocument

  public init(path: String, document: HapDocument) {
    self.path = path
    self.document = document
  }
}
