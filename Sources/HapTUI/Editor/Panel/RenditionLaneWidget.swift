import HapRender

/// The lane under the grid: what the previewed platform and profile actually play (Android
/// `basic`'s on/off pulses, web's vibrate pattern, a gamepad's motor steps, a track on iOS
/// from its AHAP, a system effect as haptui's estimate, said so), on the grid's time axis.
///
/// The first row names the rendition and says whether Space plays it; the rows under it draw
/// each step's strength (the stronger motor) as bars, column by column like the plot above.
struct RenditionLaneWidget: Widget {
  /// What is drawn and said; `nil` before the first analysis.
  var lane: RenditionLane?
  /// Who plays it, such as `Android basic`.
  var name: String
  /// The rung and path, such as `track · waveform`.
  var path: String
  var viewport: Viewport
  /// The width of the axis column the grid keeps on the left.
  var axisWidth: Int
  /// Whether Space plays this lane now (rather than the track itself).
  var playsOnSpace: Bool
  /// The playhead in track time, while this lane's rendition plays.
  var playhead: Int?
  var theme: Theme

  /// The level (0…1) the lane plays under each of `columns` columns (HapRender's
  /// `RenditionLane`, the site's lanes' geometry too: D172).
  static func strengths(of lane: RenditionLane, viewport: Viewport, columns: Int) -> [Double] {
    lane.levels(
      from: viewport.start, every: viewport.time(atColumn: 1) - viewport.start, count: columns)
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0 else { return }
    let (labelRow, bars) = rect.splitTop(1)
    let line = String(repeating: String(Character(theme.glyphs.horizontal)), count: rect.width)
    buffer.write(line, x: rect.x, y: rect.y, role: .border, clip: labelRow)
    let shape = lane?.words ?? "working it out…"
    let space = playsOnSpace ? "▶ Space plays this" : "f: Space plays this"
    let label = " \(name) plays \(shape) · \(space) · \(path) "
    buffer.write(
      TextWidth.truncate(label, to: max(rect.width - 2, 1)), x: rect.x + 1, y: rect.y,
      role: playsOnSpace ? .focusedTitle : .title, clip: labelRow)
    guard bars.height > 0 else { return }
    let (axis, plot) = bars.splitLeft(axisWidth)
    buffer.write(" feel", x: axis.x, y: axis.y + axis.height - 1, role: .dim, clip: axis)
    guard let lane else { return }
    let strengths = Self.strengths(of: lane, viewport: viewport, columns: plot.width)
    let rows = plot.height
    for (column, strength) in strengths.enumerated() where strength > 0 {
      // In eighths of a cell over all the lane's rows, at least one eighth for a felt step.
      let eighths = max(Int((strength * Double(rows * 8)).rounded()), 1)
      for row in 0..<rows {
        let below = (rows - 1 - row) * 8
        let filled = min(max(eighths - below, 0), 8)
        guard filled > 0 else { continue }
        buffer.put(
          theme.glyphs.bar(eighths: filled), x: plot.x + column, y: plot.y + row, role: .kept)
      }
    }
    if let playhead {
      let column = viewport.column(of: playhead)
      if column >= 0, column < plot.width {
        for y in plot.y..<plot.maxY {
          buffer.restyle(x: plot.x + column, y: y, role: .playhead)
        }
      }
    }
  }
}
