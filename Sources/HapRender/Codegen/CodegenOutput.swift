/// What the generator produced: the files to write, the warnings to print, or the problems
/// that stop it (then there are no files).
public struct CodegenOutput: Equatable, Sendable {
  /// Files by path relative to the output folder, sorted by path.
  public var files: [GeneratedFile]
  /// Collisions and renamed identifiers, one line each (also listed in HAPTICS.md).
  public var warnings: [String]
  /// Why nothing can be generated (identifier clashes, no patterns…), one line each.
  public var errors: [String]

  public init(files: [GeneratedFile] = [], warnings: [String] = [], errors: [String] = []) {
    self.files = files
    self.warnings = warnings
    self.errors = errors
  }
}
