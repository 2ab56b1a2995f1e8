import HapModel

extension TrackReducer {
  static func select(_ command: Command, _ state: inout EditorState) {
    if state.track.envelope != nil {
      if envelopeKey(command, &state) != nil { return }
      closeEnvelope(&state)
    }
    let events = state.track.pattern.events
    switch command {
    case .selectNext, .selectPrevious:
      guard !events.isEmpty else {
        state.screen.message = StatusMessage(
          "the track is empty: t adds a transient, c a continuous event")
        return
      }
      let forward = command == .selectNext
      let index: Int
      if let id = state.track.selection.last,
        let current = events.firstIndex(where: { $0.id == id })
      {
        index = (current + (forward ? 1 : events.count - 1)) % events.count
      } else if forward {
        let next = TrackOrder.firstIndex(startingAtOrAfter: state.track.cursorTime, in: events)
        index = next < events.count ? next : 0
      } else {
        let before = TrackOrder.insertionIndex(for: state.track.cursorTime, in: events) - 1
        index = before >= 0 ? before : events.count - 1
      }
      focusOn(events[index], &state)
    case .selectAtCursor:
      guard let event = event(atTime: state.track.cursorTime, level: state.track.cursorLevel, state)
      else {
        state.screen.message = StatusMessage("no event under the cursor")
        return
      }
      focusOn(event, &state)
    case .selectAll:
      state.track.selection = events.map(\.id)
      state.screen.message = StatusMessage("\(events.count) events selected")
    case .clearSelection:
      state.track.selection = []
    default:
      break
    }
  }

  /// Selects one event and puts the cursor on it.
  static func focusOn(_ event: TrackEvent, _ state: inout EditorState) {
    state.track.selection = [event.id]
    state.track.cursorTime = event.at
    state.track.cursorLevel = roundLevel(event.effectiveIntensity)
    ensureCursorVisible(&state)
  }

  /// The event drawn in the cursor's column whose height is nearest `level`, if any.
  static func event(atTime time: Int, level: Double, _ state: EditorState) -> TrackEvent? {
    let events = state.track.pattern.events
    let mpc = state.track.viewport.msPerColumn
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
