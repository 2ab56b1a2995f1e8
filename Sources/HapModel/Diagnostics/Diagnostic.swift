/// One finding about a `.hap.md` file, positioned in the file and carrying a stable code.
public struct Diagnostic: Equatable, Sendable {
  /// A stable code such as `HAP002` or `HAPW03`.
  public var code: String
  public var severity: Severity
  /// 1-based file line of the offending value.
  public var line: Int
  /// 1-based column (in Unicode scalars) of the offending value.
  public var column: Int
  /// What is wrong and what to do about it.
  public var message: String

  public init(code: String, severity: Severity, line: Int, column: Int, message: String) {
    self.code = code
    self.severity = severity
    self.line = line
    self.column = column
    self.message = message
  }
}
