/// A place in a source text, counted the way compilers report it.
///
/// `line` and `column` are 1-based; `column` counts Unicode scalars, not bytes.
/// `offset` is the 0-based byte offset into the UTF-8 text the position was read from.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The position of the first byte of a text.
  public static let start = SourcePosition(line: 1, column: 1, offset: 0)

  public var description: String { "\(line):\(column)" }
}
