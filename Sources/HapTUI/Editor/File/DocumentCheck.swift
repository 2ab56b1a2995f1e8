import HapModel

/// What the conformance checks an open left to the worker found: the diagnostics, and whether
/// the file is editable.
///
/// A long file opens with its track drawn before it is checked (D264); until this arrives the
/// editor shows the track and lets the user look, but not edit.
public struct DocumentCheck: Equatable, Sendable {
  /// Every finding of the file, as `haptui validate` reports them.
  public var diagnostics: [LiveDiagnostic]
  /// Why the file cannot be edited; `nil` when it can.
  public var readOnlyReason: String?
  /// Whether a repair can make the read-only file editable.
  public var isRepairable: Bool

  public init(diagnostics: [LiveDiagnostic], readOnlyReason: String?, isRepairable: Bool) {
    self.diagnostics = diagnostics
    self.readOnlyReason = readOnlyReason
    self.isRepairable = isRepairable
  }
}
