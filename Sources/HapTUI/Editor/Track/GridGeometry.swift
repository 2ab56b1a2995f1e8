/// The parts of the grid pane and the mapping between cells, time and intensity.
///
/// Row 0 of the pane is its title, rows 1–2 the time ruler, the last row the legend; above the
/// legend, when the pane is tall enough, the sound lane (the attached sound's waveform, when
/// the pattern has one) and above that the rendition lane (what the previewed platform plays),
/// both on the grid's time axis; the left five columns carry the intensity axis. Plot row 0 is
/// the top (intensity 1).
public struct GridGeometry: Equatable, Sendable {
  public static let axisWidth = 5

  public var pane: Rect
  public var title: Rect
  public var ruler: Rect
  public var axis: Rect
  public var plot: Rect
  public var legend: Rect
  /// The rendition lane across the whole pane width (its label row first); empty when the pane
  /// is too short to spare it.
  public var lane: Rect
  /// The sound lane across the whole pane width (its label row first); empty without an
  /// attached sound or in a pane too short to spare it.
  public var sound: Rect

  /// How many rows the lane takes from a body of `rows` rows: a label and two rows of bars,
  /// a label and one row in a short pane, none in a tiny one.
  static func laneRows(body rows: Int) -> Int {
    rows >= 16 ? 3 : rows >= 8 ? 2 : 0
  }

  /// How many rows the sound lane takes from what the plot has left (`rows`): a label and two
  /// rows of waveform, a label and one row when short, none when the plot would be too small.
  static func soundRows(body rows: Int) -> Int {
    rows >= 14 ? 4 : rows >= 11 ? 3 : rows >= 6 ? 2 : 0
  }

  /// The parts of `pane`; `soundLane` makes room for the attached sound's waveform.
  public init(pane: Rect, soundLane: Bool = false) {
    self.pane = pane
    let (titleRect, rest) = pane.splitTop(1)
    title = titleRect
    let (rulerAll, rest2) = rest.splitTop(2)
    let (bodyAndLanes, legendRect) = rest2.splitBottom(1)
    legend = legendRect
    let (bodyAndLane, soundRect) = bodyAndLanes.splitBottom(
      soundLane
        ? Self.soundRows(body: bodyAndLanes.height - Self.laneRows(body: bodyAndLanes.height)) : 0)
    sound = soundRect
    let (body, laneRect) = bodyAndLane.splitBottom(Self.laneRows(body: bodyAndLanes.height))
    lane = laneRect
    let (axisRect, plotRect) = body.splitLeft(Self.axisWidth)
    axis = axisRect
    plot = plotRect
    ruler = Rect(x: plotRect.x, y: rulerAll.y, width: plotRect.width, height: rulerAll.height)
  }

  /// The plot row (0 at the top) holding intensity `level`: the top cell of a bar that high,
  /// so the cursor at 0.5 sits on the axis's `0.5` row and on the top of an event at 0.5.
  public func row(ofLevel level: Double) -> Int {
    let rows = plot.height
    guard rows > 0 else { return 0 }
    return rows - 1 - Self.rowFromBottom(ofLevel: level, rows: rows)
  }

  /// The row counted from the bottom (0) whose cell holds the top of a bar `level` high.
  static func rowFromBottom(ofLevel level: Double, rows: Int) -> Int {
    // The tolerance keeps 0.3 × 10 (3.0000000000000004) in the third row, as the bars draw it.
    let cells = (level * Double(rows) - 1e-9).rounded(.up)
    return min(max(Int(cells) - 1, 0), rows - 1)
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
