import HapModel

/// A file that gets no page, listed on the index with why and its diagnostics.
public struct BrokenFile: Sendable {
  public var path: String
  /// Why it has no page, in a sentence that names the fix.
  public var reason: String
  public var diagnostics: [Diagnostic]
}
