/// A one-line message in the status line, replaced by the next one.
public struct StatusMessage: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case info
    case error
  }

  public var text: String
  public var kind: Kind

  public init(_ text: String, kind: Kind = .info) {
    self.text = text
    self.kind = kind
  }
}
