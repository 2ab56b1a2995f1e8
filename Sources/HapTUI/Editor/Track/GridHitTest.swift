import HapModel

/// What a mouse cell of the grid pane is over: a time and intensity, and the event drawn there.
enum GridHitTest {
  /// The time and intensity under a cell of the plot, snapped when a snap grid is on.
  static func point(_ mouse: MouseInput, _ geometry: GridGeometry, _ state: EditorState) -> (
    Int, Double
  ) {
    let column = min(max(mouse.x - geometry.plot.x, 0), max(geometry.plot.width - 1, 0))
    var time = state.track.viewport.time(atColumn: column)
    if let snap = state.track.snap { time = (time + snap / 2) / snap * snap }
    return (time, geometry.level(atRow: mouse.y - geometry.plot.y))
  }

  /// The event drawn at a plot cell, and whether the cell is the last column of a continuous
  /// event (where dragging changes its duration).
  static func event(x: Int, y: Int, _ geometry: GridGeometry, _ state: EditorState)
    -> (event: TrackEvent, atEnd: Bool)?
  {
    let column = x - geometry.plot.x
    let viewport = state.track.viewport
    let columnStart = viewport.time(atColumn: column)
    let columnEnd = columnStart + viewport.msPerColumn
    let events = state.track.pattern.events
    let first = TrackOrder.firstIndex(
      startingAtOrAfter: columnStart - state.track.longestDuration, in: events)
    let last = TrackOrder.firstIndex(startingAtOrAfter: columnEnd, in: events)
    var best: (event: TrackEvent, atEnd: Bool, top: Int)?
    guard first < last else { return nil }
    for event in events[first..<last] {
      let covers: Bool
      var atEnd = false
      if event.type == .transient {
        covers = event.at >= columnStart
      } else {
        let endColumn = viewport.column(of: event.at + max(event.duration ?? 0, 1) - 1)
        covers = event.end > columnStart || event.at >= columnStart
        atEnd = endColumn == column && viewport.column(of: event.at) < column
      }
      guard covers else { continue }
      // One row of slack above the top, so thin events are easy to grab.
      let top = geometry.row(ofLevel: event.effectiveIntensity) + geometry.plot.y - 1
      guard y >= top else { continue }
      if best == nil || top > best!.top
        || (top == best!.top && state.track.selection.contains(event.id))
      {
        best = (event, atEnd, top)
      }
    }
    return best.map { ($0.event, $0.atEnd) }
  }
}
