import HapModel

extension TrackReducer {
  static func range(_ command: Command, _ state: inout EditorState) -> [Effect] {
    switch command {
    case .selectRange:
      if state.edits.memory.rangeAnchor != nil {
        state.edits.memory.rangeAnchor = nil
        state.screen.message = StatusMessage(
          "range kept: \(count(state.track.selection.count)) selected (y copies, x deletes)")
        return []
      }
      state.edits.memory.rangeAnchor = state.track.cursorTime
      extendRange(&state)
      state.screen.message = StatusMessage(
        "range from \(state.track.cursorTime) ms: move the cursor to extend it; V again or Esc ends"
      )
    case .zoomSelection:
      zoomToSelection(&state)
    case .goToTime:
      state.screen.overlay = .prompt(Prompt(.goToTime))
    default:
      break
    }
    return []
  }

  /// In the visual mode, selects every event starting between the anchor and the cursor.
  static func extendRange(_ state: inout EditorState) {
    guard let anchor = state.edits.memory.rangeAnchor else { return }
    let low = min(anchor, state.track.cursorTime)
    let high = max(anchor, state.track.cursorTime)
    let events = state.track.pattern.events
    let from = TrackOrder.firstIndex(startingAtOrAfter: low, in: events)
    let to = TrackOrder.insertionIndex(for: high, in: events)
    state.track.selection = from < to ? events[from..<to].map(\.id) : []
    if from < to {
      state.screen.message = StatusMessage(
        "range \(low)–\(high) ms: \(count(to - from)) (V or Esc ends the range)")
    }
  }

  /// Fits the selected events in the plot, with a little room either side.
  static func zoomToSelection(_ state: inout EditorState) {
    let selected = selectedEvents(state)
    guard let first = selected.first else {
      state.screen.message = StatusMessage("nothing selected to zoom to (z fits the whole track)")
      return
    }
    let end = selected.reduce(first.at) { max($0, $1.end) }
    let span = max(end - first.at, 10)
    let width = geometry(state).plot.width
    let zoom = Viewport.fittingZoom(length: span * 5 / 4, columns: width)
    let mpc = Viewport.zoomLevels[zoom]
    let margin = max((width * mpc - span) / 2, 0)
    state.track.viewport = Viewport(start: max(first.at - margin, 0) / mpc * mpc, zoom: zoom)
    state.track.cursorTime = first.at
    state.screen.message = StatusMessage(
      "zoom \(mpc) ms per column: \(count(selected.count)), \(first.at)–\(end) ms")
  }

  /// Moves the cursor to a typed time; `nil` when the text is not one.
  static func goTo(_ text: String, _ state: inout EditorState) -> String? {
    let trimmed = text.trimmingSpaces
    let time: Int?
    if trimmed.hasSuffix("s"), !trimmed.hasSuffix("ms"), let seconds = Double(trimmed.dropLast()) {
      time = seconds.isFinite && seconds >= 0 ? Int((seconds * 1000).rounded()) : nil
    } else {
      time = Int(trimmed.hasSuffix("ms") ? String(trimmed.dropLast(2)) : trimmed)
    }
    guard let time, (0...EventDefaults.maximumTime).contains(time) else {
      return "type a time in ms (such as 250) or seconds (1.5s)"
    }
    state.screen.overlay = nil
    state.track.cursorTime = time
    ensureCursorVisible(&state)
    extendRange(&state)
    state.screen.message = StatusMessage("cursor at \(time) ms")
    return nil
  }
}

extension String {
  /// The text without spaces at either end.
  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
