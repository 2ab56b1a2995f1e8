/// Which stretch of time the grid shows: the time at its left edge and the zoom.
public struct Viewport: Equatable, Sendable {
  /// Milliseconds per grid column, from finest to coarsest.
  public static let zoomLevels = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000]

  /// The time at the left edge of the plot, in milliseconds (never negative).
  public var start: Int
  /// An index into `zoomLevels`.
  public var zoom: Int

  public init(start: Int = 0, zoom: Int = 3) {
    self.start = max(0, start)
    self.zoom = min(max(zoom, 0), Self.zoomLevels.count - 1)
  }

  /// Milliseconds per column at the current zoom.
  public var msPerColumn: Int { Self.zoomLevels[zoom] }

  /// The column of time `ms` relative to the plot's left edge (may be off screen).
  public func column(of ms: Int) -> Int {
    let offset = ms - start
    return offset >= 0 ? offset / msPerColumn : -((-offset + msPerColumn - 1) / msPerColumn)
  }

  /// The time at the left edge of column `column`.
  public func time(atColumn column: Int) -> Int { start + column * msPerColumn }

  /// The finest zoom at which `length` milliseconds fit in `columns` columns.
  public static func fittingZoom(length: Int, columns: Int) -> Int {
    let usable = max(columns - 2, 1)
    return zoomLevels.firstIndex { $0 * usable >= length } ?? zoomLevels.count - 1
  }

  /// A view from 0 at the finest zoom that shows a track `length` ms long (with a quarter
  /// more room) in `width` columns, scrolled so `cursor` is on screen.
  public static func fitting(length: Int, width: Int, cursor: Int) -> Viewport {
    var view = Viewport(
      start: 0, zoom: fittingZoom(length: max(length * 5 / 4, 100), columns: width))
    view.reveal(cursor, width: width)
    return view
  }

  /// Scrolls so time `ms` is on a plot `width` columns wide, keeping a small margin.
  public mutating func reveal(_ ms: Int, width: Int) {
    guard width > 0 else { return }
    let mpc = msPerColumn
    let margin = min(4, width / 4)
    let column = column(of: ms)
    if column < margin {
      start = max(0, (ms / mpc - margin) * mpc)
    } else if column >= width - margin {
      start = max(0, (ms / mpc - (width - 1 - margin)) * mpc)
    }
  }
}
