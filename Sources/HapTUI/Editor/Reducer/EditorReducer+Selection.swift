import HapModel

extension EditorReducer {
  static func select(_ command: Command, _ state: inout EditorState) {
    let events = state.pattern.events
    switch command {
    case .selectNext, .selectPrevious:
      guard !events.isEmpty else {
        state.message = StatusMessage(
          "the track is empty: t adds a transient, c a continuous event")
        return
      }
      let forward = command == .selectNext
      let index: Int
      if let id = state.selection.last, let current = events.firstIndex(where: { $0.id == id }) {
        index = (current + (forward ? 1 : events.count - 1)) % events.count
      } else if forward {
        let next = TrackOrder.firstIndex(startingAtOrAfter: state.cursorTime, in: events)
        index = next < events.count ? next : 0
      } else {
        let before = TrackOrder.insertionIndex(for: state.cursorTime, in: events) - 1
        index = before >= 0 ? before : events.count - 1
      }
      focusOn(events[index], &state)
    case .selectAtCursor:
      guard let event = event(atTime: state.cursorTime, level: state.cursorLevel, state) else {
        state.message = StatusMessage("no event under the cursor")
        return
      }
      focusOn(event, &state)
    case .selectAll:
      state.selection = events.map(\.id)
      state.message = StatusMessage("\(events.count) events selected")
    case .clearSelection:
      state.selection = []
    default:
      break
    }
  }

  /// Selects one event and puts the cursor on it.
  static func focusOn(_ event: TrackEvent, _ state: inout EditorState) {
    state.selection = [event.id]
    state.cursorTime = event.at
    state.cursorLevel = roundLevel(event.effectiveIntensity)
    ensureCursorVisible(&state)
  }

  /// The event drawn in the cursor's column whose height is nearest `level`, if any.
  static func event(atTime time: Int, level: Double, _ state: EditorState) -> TrackEvent? {
    let events = state.pattern.events
    let mpc = state.viewport.msPerColumn
    let columnStart = time / mpc * mpc
    let columnEnd = columnStart + mpc
    // Events start in time order; one that starts after the column cannot cover it.
    let last = TrackOrder.firstIndex(startingAtOrAfter: columnEnd, in: events)
    var best: TrackEvent?
    var bestDistance = Double.infinity
    var index = last - 1
    while index >= 0 {
      let event = events[index]
      index -= 1
      let covers = event.type == .continuous ? event.end >= columnStart : event.at >= columnStart
      guard covers else {
        // Transients before the column cannot cover it, but a long continuous event might.
        continue
      }
      let distance = abs(event.effectiveIntensity - level)
      if distance < bestDistance {
        best = event
        bestDistance = distance
      }
    }
    return best
  }
}
