/// Why an `analysis:` line does not read: the option and what it takes.
public struct AnalysisSettingsError: Error, Equatable, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }
}
