import HapRender

/// The lane under the grid: what the previewed platform and profile actually play, from the
/// schedule the player runs (Android `basic`'s on/off pulses, web's vibrate pattern, a gamepad's
/// motor steps, iOS as written), on the grid's time axis.
///
/// The first row names the rendition and says whether Space plays it; the rows under it draw
/// each step's strength (the stronger motor) as bars, column by column like the plot above.
struct RenditionLaneWidget: Widget {
  /// The schedule drawn; `nil` before the first analysis.
  var feel: RumbleSchedule?
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

  /// A few words on the shape of a schedule: how many steps, and whether it is only on/off.
  static func shape(of feel: RumbleSchedule) -> String {
    let sounding = feel.steps.filter { max($0.strong, $0.weak) > 0 }
    guard !sounding.isEmpty else { return "nothing" }
    let levels = Set(sounding.map { max($0.strong, $0.weak) })
    let noun = sounding.count == 1 ? "step" : "steps"
    return levels.count == 1 ? "\(sounding.count) on/off \(noun)" : "\(sounding.count) \(noun)"
  }

  /// The loudest strength (0…1) of the steps under each of `columns` columns.
  static func strengths(of feel: RumbleSchedule, viewport: Viewport, columns: Int) -> [Double] {
    var strengths = [Double](repeating: 0, count: max(columns, 0))
    guard columns > 0 else { return strengths }
    let steps = feel.steps
    let start = viewport.start
    let end = viewport.time(atColumn: columns)
    // Steps are in time order and do not overlap: find the first that reaches into view.
    var low = 0
    var high = steps.count
    while low < high {
      let mid = (low + high) / 2
      if steps[mid].end <= start { low = mid + 1 } else { high = mid }
    }
    var index = low
    while index < steps.count, steps[index].at < end {
      let step = steps[index]
      index += 1
      let level = Double(max(step.strong, step.weak)) / Double(UInt16.max)
      guard level > 0, step.duration > 0 else { continue }
      let first = max(viewport.column(of: step.at), 0)
      let last = min(viewport.column(of: step.end - 1), columns - 1)
      guard first <= last else { continue }
      for column in first...last { strengths[column] = max(strengths[column], level) }
    }
    return strengths
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0 else { return }
    let (labelRow, bars) = rect.splitTop(1)
    let line = String(repeating: String(Character(theme.glyphs.horizontal)), count: rect.width)
    buffer.write(line, x: rect.x, y: rect.y, role: .border, clip: labelRow)
    let shape = feel.map(Self.shape) ?? "working it out…"
    let space = playsOnSpace ? "▶ Space plays this" : "f: Space plays this"
    let label = " \(name) plays \(shape) · \(space) · \(path) "
    buffer.write(
      TextWidth.truncate(label, to: max(rect.width - 2, 1)), x: rect.x + 1, y: rect.y,
      role: playsOnSpace ? .focusedTitle : .title, clip: labelRow)
    guard bars.height > 0 else { return }
    let (axis, plot) = bars.splitLeft(axisWidth)
    buffer.write(" feel", x: axis.x, y: axis.y + axis.height - 1, role: .dim, clip: axis)
    guard let feel else { return }
    let strengths = Self.strengths(of: feel, viewport: viewport, columns: plot.width)
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
