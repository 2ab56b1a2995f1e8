/// One terminal cell: a glyph and the role that styles it.
///
/// A glyph two columns wide occupies its cell and the next; the next cell then holds
/// `Cell.continuation`, which backends skip.
public struct Cell: Equatable, Sendable {
  public var glyph: Unicode.Scalar
  public var role: StyleRole

  public init(_ glyph: Unicode.Scalar, _ role: StyleRole = .plain) {
    self.glyph = glyph
    self.role = role
  }

  public static let blank = Cell(" ", .plain)

  /// The marker for the right half of a wide glyph.
  public static let continuationGlyph: Unicode.Scalar = "\u{0}"

  public var isContinuation: Bool { glyph == Self.continuationGlyph }
}
