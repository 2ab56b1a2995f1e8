import HapModel

/// A file that gets a page: its block parses and its id is a slug no earlier file took.
public struct SitePattern: Sendable {
  public var source: SiteSource
  public var pattern: HapticPattern
  /// The slug that names the page and its folder.
  public var id: String { pattern.id }
  /// The frontmatter's title, else the id.
  public var title: String {
    let title = source.document.frontmatter?.title ?? ""
    return title.isEmpty ? pattern.id : title
  }
}
