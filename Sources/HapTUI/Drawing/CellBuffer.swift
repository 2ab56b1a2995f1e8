/// A grid of cells that widgets draw into; backends turn it into a terminal frame.
///
/// Drawing outside the buffer, or outside the clip rectangle a write is given, is ignored, so
/// widgets never have to guard their arithmetic at the edges.
public struct CellBuffer: Equatable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: fill, count: self.width * self.height)
  }

  /// The whole buffer as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y`; reading outside gives a blank cell.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      guard x >= 0, y >= 0, x < width, y < height else { return .blank }
      return cells[y * width + x]
    }
    set {
      guard x >= 0, y >= 0, x < width, y < height else { return }
      cells[y * width + x] = newValue
    }
  }

  /// Puts one glyph (assumed one column wide) at a cell.
  public mutating func put(_ glyph: Unicode.Scalar, x: Int, y: Int, role: StyleRole) {
    self[x, y] = Cell(glyph, role)
  }

  /// Changes the role of a cell and keeps its glyph.
  public mutating func restyle(x: Int, y: Int, role: StyleRole) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    cells[y * width + x].role = role
  }

  /// Writes `text` from column `x` of row `y`, clipped to `clip`; returns the columns used.
  @discardableResult
  public mutating func write(
    _ text: String, x: Int, y: Int, role: StyleRole, clip: Rect? = nil
  ) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    guard y >= area.y, y < area.maxY else { return 0 }
    var column = x
    for scalar in text.unicodeScalars {
      let glyph = TextWidth.printable(scalar)
      let columns = TextWidth.columns(of: glyph)
      if columns == 0 { continue }
      if column + columns > area.maxX { break }
      if column >= area.x {
        self[column, y] = Cell(glyph, role)
        if columns == 2 { self[column + 1, y] = Cell(Cell.continuationGlyph, role) }
      }
      column += columns
    }
    return column - x
  }

  /// Fills a rectangle with one glyph.
  public mutating func fill(_ rect: Rect, glyph: Unicode.Scalar = " ", role: StyleRole) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let cell = Cell(glyph, role)
    for row in area.y..<area.maxY {
      let start = row * width
      for column in area.x..<area.maxX { cells[start + column] = cell }
    }
  }

  /// Changes the role of every cell in a rectangle.
  public mutating func restyle(_ rect: Rect, role: StyleRole) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for row in area.y..<area.maxY {
      for column in area.x..<area.maxX { cells[row * width + column].role = role }
    }
  }
}
