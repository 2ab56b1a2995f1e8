/// What importing one input file came to: the file written and the report, or the failure.
public struct ImportOutcome: Sendable {
  /// The input path as given.
  public var file: String
  /// The `.hap.md` path written (or that would have been), when known.
  public var output: String?
  public var format: ImportFormat?
  public var imported: ImportedPattern?
  public var failure: ImportFailure?
  /// The file a failure is positioned in: the input, or the output for a write failure.
  public var failureFile: String

  public var succeeded: Bool { failure == nil }
}
