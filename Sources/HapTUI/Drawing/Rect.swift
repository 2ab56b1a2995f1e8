/// A rectangle of terminal cells: origin at the top left, sizes in columns and rows.
public struct Rect: Equatable, Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// Whether the cell at column `px`, row `py` lies inside.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  /// The overlap of two rectangles (empty when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle shrunk by `amount` cells on every side.
  public func inset(by amount: Int) -> Rect {
    Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// Splits off `rows` rows from the top: (top part, the rest).
  public func splitTop(_ rows: Int) -> (Rect, Rect) {
    let taken = min(max(rows, 0), height)
    return (
      Rect(x: x, y: y, width: width, height: taken),
      Rect(x: x, y: y + taken, width: width, height: height - taken)
    )
  }

  /// Splits off `rows` rows from the bottom: (the rest, bottom part).
  public func splitBottom(_ rows: Int) -> (Rect, Rect) {
    let taken = min(max(rows, 0), height)
    return (
      Rect(x: x, y: y, width: width, height: height - taken),
      Rect(x: x, y: maxY - taken, width: width, height: taken)
    )
  }

  /// Splits off `columns` columns from the right: (the rest, right part).
  public func splitRight(_ columns: Int) -> (Rect, Rect) {
    let taken = min(max(columns, 0), width)
    return (
      Rect(x: x, y: y, width: width - taken, height: height),
      Rect(x: maxX - taken, y: y, width: taken, height: height)
    )
  }

  /// Splits off `columns` columns from the left: (left part, the rest).
  public func splitLeft(_ columns: Int) -> (Rect, Rect) {
    let taken = min(max(columns, 0), width)
    return (
      Rect(x: x, y: y, width: taken, height: height),
      Rect(x: x + taken, y: y, width: width - taken, height: height)
    )
  }
}

/// The size of the terminal in columns and rows.
public struct TerminalSize: Equatable, Hashable, Sendable {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}
