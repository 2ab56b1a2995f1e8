/// One row under the waveform: the sharpness the analysis derives from the attached sound,
/// on the grid's time axis, so a designer sees where the track's sharpness comes from.
///
/// Each column is the mean sharpness over its milliseconds, as a bar from `▁` (dull) to `█`
/// (sharp) in the grid's sharpness shade, so it reads in monochrome as in colour.
struct SharpnessLaneWidget: Widget {
  /// The sharpness each millisecond, 0…1.
  var sharpness: [Double]
  var viewport: Viewport
  var axisWidth: Int
  var playhead: Int?
  var theme: Theme

  /// The mean sharpness of the milliseconds from `start` up to `end`; `nil` past the sound.
  static func mean(_ sharpness: [Double], from start: Int, to end: Int) -> Double? {
    let low = max(start, 0)
    let high = min(max(end, start + 1), sharpness.count)
    guard low < high else { return nil }
    var total = 0.0
    for index in low..<high { total += sharpness[index] }
    return total / Double(high - low)
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height > 0 else { return }
    let (axis, plot) = rect.splitLeft(axisWidth)
    buffer.write("sharp", x: axis.x, y: axis.y, role: .dim, clip: axis)
    let bars = theme.glyphs.bars
    for column in 0..<max(plot.width, 0) {
      let start = viewport.time(atColumn: column)
      guard let value = Self.mean(sharpness, from: start, to: start + viewport.msPerColumn)
      else { break }
      let height = min(max(Int((value * Double(bars.count - 1)).rounded()), 0), bars.count - 1)
      let level = Theme.sharpnessLevel(value)
      buffer.put(bars[height], x: plot.x + column, y: plot.y, role: .shade(level))
    }
    if let playhead {
      let column = viewport.column(of: playhead)
      if column >= 0, column < plot.width {
        buffer.restyle(x: plot.x + column, y: plot.y, role: .playhead)
      }
    }
  }
}
