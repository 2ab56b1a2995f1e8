/// Every glyph the editor draws, in one place, with an ASCII set for terminals without UTF-8.
public struct Glyphs: Equatable, Sendable {
  /// Eight partial heights, one eighth of a cell to a full cell.
  public var bars: [Unicode.Scalar]
  /// Density by sharpness level (dull to sharp), for themes without colour.
  public var shades: [Unicode.Scalar]
  /// Whether Braille dots (2 × 4 per cell) can draw curves finer than a cell.
  public var hasBraille: Bool
  public var horizontal: Unicode.Scalar
  public var vertical: Unicode.Scalar
  public var tickDown: Unicode.Scalar
  public var tickRight: Unicode.Scalar
  public var corner: Unicode.Scalar
  public var transientStem: Unicode.Scalar
  public var cursorLine: Unicode.Scalar
  public var playhead: Unicode.Scalar
  public var gridDot: Unicode.Scalar
  public var kept: Unicode.Scalar
  public var approximated: Unicode.Scalar
  public var dropped: Unicode.Scalar
  /// A construct that was not needed (a higher rung played).
  public var unused: Unicode.Scalar
  public var ellipsis: Unicode.Scalar
  /// Starts a line whose beginning is scrolled out of view.
  public var ellipsisLeft: Unicode.Scalar
  /// Marks in a pane's frame saying its content continues to the left and to the right.
  public var moreLeft: Unicode.Scalar
  public var moreRight: Unicode.Scalar

  public static let unicode = Glyphs(
    bars: ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"], shades: ["░", "▒", "▓", "█"], hasBraille: true,
    horizontal: "─", vertical: "│", tickDown: "┬", tickRight: "┤", corner: "┼",
    transientStem: "┃", cursorLine: "┊", playhead: "▏", gridDot: "·", kept: "✓",
    approximated: "≈", dropped: "✗", unused: "·", ellipsis: "…", ellipsisLeft: "…", moreLeft: "◂",
    moreRight: "▸")

  public static let ascii = Glyphs(
    bars: ["_", "_", ".", ".", "o", "o", "O", "#"], shades: [".", ":", "*", "#"], hasBraille: false,
    horizontal: "-", vertical: "|", tickDown: "+", tickRight: "+", corner: "+",
    transientStem: "|", cursorLine: ":", playhead: "|", gridDot: ".", kept: "+",
    approximated: "~", dropped: "x", unused: ".", ellipsis: ">", ellipsisLeft: "<", moreLeft: "<",
    moreRight: ">")

  /// The glyph for a partial height of `eighths` (1…8) of a cell.
  public func bar(eighths: Int) -> Unicode.Scalar {
    bars[min(max(eighths, 1), 8) - 1]
  }

  /// A Braille cell with dots filled from the bottom up: `left` and `right` are 0…4 dots high.
  public static func braille(left: Int, right: Int) -> Unicode.Scalar {
    // Dot bits from the bottom row up: left column 7,3,2,1; right column 8,6,5,4.
    let leftBits: [UInt32] = [0x40, 0x04, 0x02, 0x01]
    let rightBits: [UInt32] = [0x80, 0x20, 0x10, 0x08]
    var bits: UInt32 = 0
    for row in 0..<min(max(left, 0), 4) { bits |= leftBits[row] }
    for row in 0..<min(max(right, 0), 4) { bits |= rightBits[row] }
    return Unicode.Scalar(0x2800 + bits)!
  }
}
