/// The parts of the grid pane and the mapping between cells, time and intensity.
///
/// Row 0 of the pane is its title, rows 1–2 the time ruler, the last row the legend; the
/// left five columns carry the intensity axis. Plot row 0 is the top (intensity 1).
public struct GridGeometry: Equatable, Sendable {
  public static let axisWidth = 5

  public var pane: Rect
  public var title: Rect
  public var ruler: Rect
  public var axis: Rect
  public var plot: Rect
  public var legend: Rect

  public init(pane: Rect) {
    self.pane = pane
    let (titleRect, rest) = pane.splitTop(1)
    title = titleRect
    let (rulerAll, rest2) = rest.splitTop(2)
    let (body, legendRect) = rest2.splitBottom(1)
    legend = legendRect
    let (axisRect, plotRect) = body.splitLeft(Self.axisWidth)
    axis = axisRect
    plot = plotRect
    ruler = Rect(x: plotRect.x, y: rulerAll.y, width: plotRect.width, height: rulerAll.height)
  }

  /// The plot row (0 at the top) holding intensity `level`.
  public func row(ofLevel level: Double) -> Int {
    let rows = plot.height
    guard rows > 0 else { return 0 }
    let fromBottom = min(Int(level * Double(rows)), rows - 1)
    return rows - 1 - max(fromBottom, 0)
  }

  /// The intensity at the middle of plot row `row`, rounded to 0.05.
  public func level(atRow row: Int) -> Double {
    let rows = plot.height
    guard rows > 0 else { return 0 }
    let fromBottom = Double(rows - 1 - min(max(row, 0), rows - 1))
    let value = (fromBottom + 0.5) / Double(rows)
    return (value * 20).rounded() / 20
  }
}
