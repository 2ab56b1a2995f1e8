import HapModel

/// A file that gets no page, listed on the index with why and its diagnostics.
public struct BrokenFile: Sendable {
  /// The name the index shows (`SiteSource.name`).
  public var path: String
  /// Where the file was read, for the terminal (`SiteSource.path`).
  public var source: String
  /// Why it has no page, in a sentence that names the fix.
  public var reason: String
  public var diagnostics: [Diagnostic]
}
