/// A mouse event in screen cells, as the terminal decodes it (the editor reads it as it is).
public struct MouseInput: Equatable, Hashable, Sendable {
  public enum Kind: Equatable, Hashable, Sendable {
    /// The left button went down.
    case press
    /// The pointer moved with the left button held.
    case drag
    /// The left button came up.
    case release
    case scrollUp
    case scrollDown
  }

  public var kind: Kind
  public var x: Int
  public var y: Int
  /// Shift was held (adds to the selection on press).
  public var shift: Bool

  public init(_ kind: Kind, x: Int, y: Int, shift: Bool = false) {
    self.kind = kind
    self.x = x
    self.y = y
    self.shift = shift
  }
}
