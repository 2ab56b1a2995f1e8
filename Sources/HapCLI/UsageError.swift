/// A command line that does not fit a command's grammar (exit code 2).
public struct UsageError: Error, Equatable, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }
}
