/// Why a text is not valid JSON (or is too large to read), and where the reader stopped.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, written for the author of the file.
  public var message: String
  /// Where the problem was found.
  public var position: SourcePosition
  /// Whether the text is grammatical as far as it was read but exceeds a resource limit of the
  /// reader (RFC 8259 §9), rather than breaking the grammar.
  public var exceedsLimit: Bool

  public init(message: String, position: SourcePosition, exceedsLimit: Bool = false) {
    self.message = message
    self.position = position
    self.exceedsLimit = exceedsLimit
  }

  public var description: String { "\(position): \(message)" }
}
