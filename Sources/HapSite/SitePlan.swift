import HapModel
import HapRender

/// Which files get a page (sorted by id) and which are listed as broken (in the order given).
public struct SitePlan: Sendable {
  public var patterns: [SitePattern]
  public var broken: [BrokenFile]

  /// Sorts `sources`: a file whose block does not parse, whose id is not a slug (page and
  /// file names come only from slug ids) or whose id an earlier file already has is broken.
  public init(_ sources: [SiteSource]) {
    var patterns: [SitePattern] = []
    var broken: [BrokenFile] = []
    var taken: [String: String] = [:]
    for source in sources {
      let document = source.document
      guard let pattern = document.pattern else {
        let errors = document.errors
        broken.append(
          BrokenFile(
            path: source.name, source: source.path,
            reason: "no page: the file has no haptic block that parses; fix the errors below",
            diagnostics: errors.isEmpty ? document.diagnostics : errors))
        continue
      }
      guard Slug.isValid(pattern.id) else {
        broken.append(
          BrokenFile(
            path: source.name, source: source.path,
            reason:
              "no page: the id is not a slug, and page names come only from slug ids; use "
              + "`\(Slug.suggestion(from: pattern.id))`",
            diagnostics: document.diagnostics))
        continue
      }
      if let earlier = taken[pattern.id] {
        broken.append(
          BrokenFile(
            path: source.name, source: source.path,
            reason:
              "no page: \(earlier) has the same id `\(pattern.id)` and has the page; give "
              + "this pattern another id",
            diagnostics: document.diagnostics))
        continue
      }
      taken[pattern.id] = source.name
      patterns.append(SitePattern(source: source, pattern: pattern))
    }
    self.patterns = patterns.sorted { $0.id < $1.id }
    self.broken = broken
  }
}
