import HapModel

extension TrackReducer {
  static func clipboard(_ command: Command, _ state: inout EditorState) -> [Effect] {
    switch command {
    case .copy:
      let copied = selectedEvents(state)
      guard !copied.isEmpty else {
        state.screen.message = StatusMessage(
          "nothing to copy: select events first (Tab, A, or V for a range)", kind: .error)
        return []
      }
      state.edits.memory.clipboard = copied
      state.screen.message = StatusMessage(
        "copied \(count(copied.count)) (p pastes at the cursor, P before it)")
      return []
    case .paste, .pasteBefore:
      guard let first = state.edits.memory.clipboard.first else {
        state.screen.message = StatusMessage(
          "the clipboard is empty: y copies the selection", kind: .error)
        return []
      }
      let clip = state.edits.memory.clipboard
      let end = clip.reduce(first.at) { max($0, $1.end) }
      let start =
        command == .paste
        ? state.track.cursorTime : max(state.track.cursorTime - (end - first.at), 0)
      return place(clip, at: start, label: "paste", &state)
    case .duplicate:
      let copied = selectedEvents(state)
      guard let first = copied.first else {
        state.screen.message = StatusMessage(
          "nothing to duplicate: select events first (Tab, A, or V for a range)", kind: .error)
        return []
      }
      state.edits.memory.clipboard = copied
      // Right after the selection: where its last event ends, or one tap spacing after a
      // transient (two taps at the same time would play as one).
      let end = copied.reduce(first.at) { max($0, $1.end) }
      let gap =
        copied.last?.type == .transient && end == copied.last?.at
        ? UsageThresholds.tapSpacing : 0
      return place(copied, at: end + gap, label: "duplicate", &state)
    default:
      return []
    }
  }

  /// The selected events in track order.
  static func selectedEvents(_ state: EditorState) -> [TrackEvent] {
    let ids = Set(state.track.selection)
    guard !ids.isEmpty else { return [] }
    return state.track.pattern.events.filter { ids.contains($0.id) }
  }

  /// Inserts copies of `events` (fresh ids, every other field kept) shifted so the first starts
  /// at `start`, as one undo step that selects them.
  static func place(
    _ events: [TrackEvent], at start: Int, label: String, _ state: inout EditorState
  ) -> [Effect] {
    guard let first = events.first else { return [] }
    let shift = start - first.at
    var next = state.track.nextEventID
    let copies = events.map { event -> TrackEvent in
      var copy = event
      copy.id = EventID(next)
      next += 1
      copy.at = min(max(event.at + shift, 0), EventDefaults.maximumTime)
      return copy
    }
    let effects = commit(
      .replace([], with: copies, label: label), &state, selecting: copies.map(\.id))
    guard !effects.isEmpty else { return [] }
    state.track.nextEventID = next
    state.screen.message = StatusMessage(
      "\(label): \(count(copies.count)) at \(start) ms (u undoes)")
    return effects
  }

  /// `1 event`, `3 events`.
  static func count(_ n: Int) -> String { "\(n) event\(n == 1 ? "" : "s")" }
}
