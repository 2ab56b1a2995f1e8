/// How a page names another file of the site: relative to the page (`../site.css` from a
/// pattern page) or, with a base URL, absolute (`https://host/gallery/site.css`).
struct SiteLinks: Equatable, Sendable {
  /// What goes before a path from the site's root.
  var prefix: String

  /// Links from a page `depth` folders below the root.
  init(baseURL: String?, depth: Int) {
    prefix = baseURL ?? String(repeating: "../", count: depth)
  }

  /// The link to `path` (from the site's root), escaped for an attribute.
  func to(_ path: String) -> String { HTML.escape(prefix + path) }
}
