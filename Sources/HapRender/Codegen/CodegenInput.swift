import HapModel

/// One pattern given to the generator: where it came from, its block, and the frontmatter text
/// the generated documentation quotes.
public struct CodegenInput: Equatable, Sendable {
  /// The file the pattern was read from, as given on the command line (printed in headers).
  public var path: String
  public var pattern: HapticPattern
  /// The frontmatter `title`, if any.
  public var title: String?
  /// The frontmatter `feel`, if any.
  public var feel: String?

  public init(path: String, pattern: HapticPattern, title: String? = nil, feel: String? = nil) {
    self.path = path
    self.pattern = pattern
    self.title = title
    self.feel = feel
  }
}
