import HapModel
import HapRender

/// The plot of the grid: continuous events as filled spans whose top follows their curve,
/// transients as stems, sharpness as shading, the cursor and the playhead. A column holding
/// more than one transient, or continuous events that overlap in time, shows how many above its
/// top; steps that only touch (one ends where the next starts) are not stacked (D200).
///
/// Only events that can reach the screen are visited: binary search on `at` finds them, and
/// `longestDuration` bounds how far back a continuous event can start and still be visible.
struct TrackPlot: Widget {
  var events: [TrackEvent]
  var longestDuration: Int
  var viewport: Viewport
  var selection: Set<EventID>
  /// Events an error points at (drawn as problems) and events a warning points at.
  var errors: Set<EventID>
  var warnings: Set<EventID>
  var cursor: (time: Int, level: Double)?
  var playhead: Int?
  var theme: Theme

  /// What one column shows of continuous events: heights in quarter rows (left and right half,
  /// for Braille) and eighth rows (for bars), and who owns the tallest.
  private struct Column {
    var eighths = 0
    var leftQuarters = 0
    var rightQuarters = 0
    var sloped = false
    var level = 0
    var role: StyleRole? = nil
  }

  /// The fields of an event the plot draws, read in place from the track: copying whole
  /// events (their strings and extra members) was a tenth of a frame at 100,000 events.
  private struct Drawn {
    var id: EventID
    var at: Int
    var type: EventType
    var effectiveIntensity: Double
    var effectiveSharpness: Double
    var duration: Int?
    var curve: Curve?

    init(_ events: [TrackEvent], _ index: Int) {
      id = events[index].id
      at = events[index].at
      type = events[index].type
      effectiveIntensity = events[index].effectiveIntensity
      effectiveSharpness = events[index].effectiveSharpness
      duration = events[index].duration
      curve = events[index].curve
    }
  }

  /// A transient's stem in one column.
  private struct Stem {
    var eighths = 0
    var level = 0
    var role: StyleRole = .shade(0)
  }

  func render(in rect: Rect, into buffer: inout CellBuffer) {
    guard rect.width > 0, rect.height > 0 else { return }
    let rows = rect.height
    var columns = Array(repeating: Column(), count: rect.width)
    var stems: [Stem?] = Array(repeating: nil, count: rect.width)
    // How many transients each column holds, and the most continuous events playing at once
    // in it: one stem or span hides the others of its kind, so a column holding several says
    // how many (`stackMark`). Spans that only touch are one after the other, not a stack.
    var transientCounts = Array(repeating: 0, count: rect.width)
    var spanCounts = Array(repeating: 0, count: rect.width)
    var overlaps = SpanOverlaps()
    let mpc = viewport.msPerColumn
    let viewEnd = viewport.time(atColumn: rect.width)
    let first = TrackOrder.firstIndex(
      startingAtOrAfter: viewport.start - longestDuration, in: events)
    let last = TrackOrder.firstIndex(startingAtOrAfter: viewEnd, in: events)
    if first < last {
      for index in first..<last {
        let event = Drawn(events, index)
        let role = role(for: event)
        if event.type == .transient {
          let column = viewport.column(of: event.at)
          guard column >= 0, column < rect.width else { continue }
          transientCounts[column] += 1
          let eighths = max(Int((event.effectiveIntensity * Double(rows * 8)).rounded()), 1)
          if eighths > (stems[column]?.eighths ?? 0) || isSelected(role) {
            stems[column] = Stem(
              eighths: eighths, level: Theme.sharpnessLevel(event.effectiveSharpness), role: role)
          }
          continue
        }
        let duration = max(event.duration ?? 0, 1)
        for (from, to, playing) in overlaps.add(start: event.at, end: event.at + duration) {
          let low = max(viewport.column(of: from), 0)
          let high = min(viewport.column(of: to - 1), rect.width - 1)
          guard low <= high else { continue }
          for column in low...high { spanCounts[column] = max(spanCounts[column], playing) }
        }
        let startColumn = max(viewport.column(of: event.at), 0)
        let endColumn = min(viewport.column(of: event.at + duration - 1), rect.width - 1)
        guard startColumn <= endColumn else { continue }
        let sloped = CurveShape.isSloped(event.curve) && theme.glyphs.hasBraille
        for column in startColumn...endColumn {
          let left = viewport.time(atColumn: column)
          func height(atTime time: Double, scale: Int) -> Int {
            let fraction = (time - Double(event.at)) / Double(duration)
            let level = event.effectiveIntensity * CurveShape.level(event.curve, at: fraction)
            return max(Int((level * Double(rows * scale)).rounded()), 1)
          }
          spanCounts[column] = max(spanCounts[column], 1)
          let eighths = height(atTime: Double(left) + Double(mpc) / 2, scale: 8)
          var cell = columns[column]
          guard eighths > cell.eighths || (eighths == cell.eighths && isSelected(role)) else {
            continue
          }
          cell.eighths = eighths
          cell.sloped = sloped
          cell.leftQuarters = height(atTime: Double(left) + Double(mpc) / 4, scale: 4)
          cell.rightQuarters = height(atTime: Double(left) + Double(mpc) * 3 / 4, scale: 4)
          cell.level = Theme.sharpnessLevel(event.effectiveSharpness)
          cell.role = role
          columns[column] = cell
        }
      }
    }
    for column in 0..<rect.width {
      drawSpan(columns[column], x: rect.x + column, rect: rect, into: &buffer)
      if let stem = stems[column] { drawStem(stem, x: rect.x + column, rect: rect, into: &buffer) }
      if transientCounts[column] > 1 || spanCounts[column] > 1 {
        let top = max(columns[column].eighths, stems[column]?.eighths ?? 0)
        drawStackMark(
          transientCounts[column] + spanCounts[column], top: top, x: rect.x + column, rect: rect,
          into: &buffer)
      }
    }
    drawCursorAndPlayhead(in: rect, into: &buffer)
  }

  private func isSelected(_ role: StyleRole) -> Bool {
    if case .selectedShade = role { return true }
    return false
  }

  private func role(for event: Drawn) -> StyleRole {
    let level = Theme.sharpnessLevel(event.effectiveSharpness)
    if !selection.isEmpty, selection.contains(event.id) { return .selectedShade(level) }
    if !errors.isEmpty, errors.contains(event.id) { return .problem }
    if !warnings.isEmpty, warnings.contains(event.id) { return .warning }
    return .shade(level)
  }

  private func drawSpan(_ column: Column, x: Int, rect: Rect, into buffer: inout CellBuffer) {
    guard let role = column.role else { return }
    let rows = rect.height
    if column.sloped {
      let low = min(column.leftQuarters, column.rightQuarters)
      let high = max(column.leftQuarters, column.rightQuarters)
      for row in 0..<min((high + 3) / 4, rows) {
        let y = rect.maxY - 1 - row
        if (row + 1) * 4 <= low {
          buffer.put(theme.fill(level: column.level), x: x, y: y, role: role)
        } else {
          let left = column.leftQuarters - row * 4
          let right = column.rightQuarters - row * 4
          buffer.put(Glyphs.braille(left: left, right: right), x: x, y: y, role: role)
        }
      }
      return
    }
    let full = min(column.eighths / 8, rows)
    for row in 0..<full {
      buffer.put(theme.fill(level: column.level), x: x, y: rect.maxY - 1 - row, role: role)
    }
    let partial = column.eighths % 8
    if partial > 0, full < rows {
      buffer.put(theme.glyphs.bar(eighths: partial), x: x, y: rect.maxY - 1 - full, role: role)
    }
  }

  private func drawStem(_ stem: Stem, x: Int, rect: Rect, into buffer: inout CellBuffer) {
    let rows = rect.height
    let full = min(stem.eighths / 8, rows)
    let partial = stem.eighths % 8
    if full == 0 {
      buffer.put(theme.glyphs.bar(eighths: partial), x: x, y: rect.maxY - 1, role: stem.role)
      return
    }
    // The head carries the sharpness shading; the stem below it marks a transient.
    for row in 0..<(full - 1) {
      buffer.put(theme.glyphs.transientStem, x: x, y: rect.maxY - 1 - row, role: stem.role)
    }
    buffer.put(theme.fill(level: stem.level), x: x, y: rect.maxY - full, role: stem.role)
    if partial > 0, full < rows {
      buffer.put(theme.glyphs.bar(eighths: partial), x: x, y: rect.maxY - 1 - full, role: stem.role)
    }
  }

  /// The glyph that says a column holds `count` events where one is drawn: the digit, or `+`
  /// for ten or more.
  static func stackMark(_ count: Int) -> Unicode.Scalar {
    count < 10 ? Unicode.Scalar(UInt8(ascii: "0") + UInt8(count)) : "+"
  }

  /// Writes the count just above the tallest shape of the column (on its top cell when the
  /// shape reaches the top row), so stacked events do not look like one.
  private func drawStackMark(
    _ count: Int, top eighths: Int, x: Int, rect: Rect, into buffer: inout CellBuffer
  ) {
    let rowsUsed = (eighths + 7) / 8
    let y = max(rect.maxY - 1 - rowsUsed, rect.y)
    buffer.put(Self.stackMark(count), x: x, y: y, role: .emphasis)
  }

  private func drawCursorAndPlayhead(in rect: Rect, into buffer: inout CellBuffer) {
    if let playhead {
      let column = viewport.column(of: playhead)
      if column >= 0, column < rect.width {
        for y in rect.y..<rect.maxY {
          if buffer[rect.x + column, y].glyph == " " {
            buffer.put(theme.glyphs.playhead, x: rect.x + column, y: y, role: .playhead)
          } else {
            buffer.restyle(x: rect.x + column, y: y, role: .playhead)
          }
        }
      }
    }
    guard let cursor else { return }
    let column = viewport.column(of: cursor.time)
    guard column >= 0, column < rect.width else { return }
    let x = rect.x + column
    for y in rect.y..<rect.maxY where buffer[x, y].glyph == " " || buffer[x, y].role == .gridDot {
      buffer.put(theme.glyphs.cursorLine, x: x, y: y, role: .cursorLine)
    }
    let rows = rect.height
    let fromBottom = GridGeometry.rowFromBottom(ofLevel: cursor.level, rows: rows)
    let y = rect.maxY - 1 - fromBottom
    if buffer[x, y].role == .cursorLine {
      buffer.put(theme.glyphs.corner, x: x, y: y, role: .cursor)
    } else {
      buffer.restyle(x: x, y: y, role: .cursor)
    }
  }
}
