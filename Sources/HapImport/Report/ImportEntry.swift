/// One line of an import report: a construct of the source, what became of it, and why.
public struct ImportEntry: Equatable, Sendable {
  /// What the entry is about, in the source's own words (`HapticIntensityControl curve`,
  /// `amplitude envelope`, `<waveform-effect>`).
  public var construct: String
  public var status: ImportStatus
  /// Why, and for an approximation how close it came.
  public var reason: String
  /// Where the construct is in the source (1-based line and column), when known.
  public var line: Int?
  public var column: Int?

  public init(
    construct: String, status: ImportStatus, reason: String, line: Int? = nil, column: Int? = nil
  ) {
    self.construct = construct
    self.status = status
    self.reason = reason
    self.line = line
    self.column = column
  }

  /// `construct (line 12)` or just the construct when its place is unknown.
  public var placedConstruct: String {
    guard let line else { return construct }
    return "\(construct) (line \(line))"
  }
}
