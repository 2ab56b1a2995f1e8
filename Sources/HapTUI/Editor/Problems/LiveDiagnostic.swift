import HapModel

/// A diagnostic about the pattern being edited, tied to the event it is about when there is one.
public struct LiveDiagnostic: Equatable, Sendable {
  public var code: String
  public var severity: Severity
  /// Where in the file (as it would be saved) the problem is; 0 when unknown.
  public var line: Int
  public var column: Int
  public var message: String
  /// The event the diagnostic points at, highlighted in the grid.
  public var eventID: EventID?

  public init(
    code: String, severity: Severity, line: Int = 0, column: Int = 0, message: String,
    eventID: EventID? = nil
  ) {
    self.code = code
    self.severity = severity
    self.line = line
    self.column = column
    self.message = message
    self.eventID = eventID
  }
}
