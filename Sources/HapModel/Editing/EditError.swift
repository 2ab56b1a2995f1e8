/// Why an edit was refused: it would have made the pattern break a conformance rule.
public struct EditError: Error, Equatable, Sendable {
  /// What is wrong and what would be accepted, for the status line.
  public var message: String

  public init(_ message: String) {
    self.message = message
  }
}
