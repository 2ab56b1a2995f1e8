/// Why a text is not valid JSON, and where the reader stopped.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, written for the author of the file.
  public var message: String
  /// Where the problem was found.
  public var position: SourcePosition

  public init(message: String, position: SourcePosition) {
    self.message = message
    self.position = position
  }

  public var description: String { "\(position): \(message)" }
}
