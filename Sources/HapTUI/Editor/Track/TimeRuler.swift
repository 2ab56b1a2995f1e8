/// The time axis above the grid: labels at major ticks that adapt to the zoom.
struct TimeRuler: Widget {
  var viewport: Viewport
  var theme: Theme

  /// Major tick spacing in ms: the smallest 1–2–5 step whose labels fit without crowding.
  static func majorStep(msPerColumn: Int) -> Int {
    var magnitude = 1
    while true {
      for factor in [1, 2, 5] {
        let step = factor * magnitude
        let label = label(for: step * 10, step: step).count
        if step / msPerColumn >= max(label + 2, 6) { return step }
      }
      magnitude *= 10
    }
  }

  /// The minor tick spacing for a major step.
  static func minorStep(major: Int, msPerColumn: Int) -> Int {
    for divisor in [5, 4, 2] where major % divisor == 0 && major / divisor / msPerColumn >= 2 {
      return major / divisor
    }
    return major
  }

  /// A tick label: milliseconds, or seconds once ticks are a second or more apart.
  static func label(for ms: Int, step: Int) -> String {
    guard step >= 1000 else { return String(ms) }
    let seconds = Double(ms) / 1000
    return seconds == seconds.rounded() ? "\(Int(seconds))s" : "\(seconds)s"
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.height >= 2, rect.width > 0 else { return }
    let mpc = viewport.msPerColumn
    let major = Self.majorStep(msPerColumn: mpc)
    let minor = Self.minorStep(major: major, msPerColumn: mpc)
    let line = String(repeating: String(Character(theme.glyphs.horizontal)), count: rect.width)
    buffer.write(line, x: rect.x, y: rect.y + 1, role: .rulerTick, clip: rect)
    let first = viewport.start / minor * minor
    var tick = first
    let end = viewport.time(atColumn: rect.width)
    while tick < end {
      let column = viewport.column(of: tick)
      if column >= 0 && column < rect.width && tick >= viewport.start {
        let isMajor = tick % major == 0
        buffer.put(
          isMajor ? theme.glyphs.corner : theme.glyphs.tickDown, x: rect.x + column, y: rect.y + 1,
          role: .rulerTick)
        let label = Self.label(for: tick, step: major)
        // A label cut by the edge would read as another number, so it is left out.
        if isMajor, column + label.count <= rect.width {
          buffer.write(label, x: rect.x + column, y: rect.y, role: .rulerLabel, clip: rect)
        }
      }
      tick += minor
    }
  }
}
