import HapModel

extension TrackReducer {
  /// How long a fade made from nothing lasts when no duration was used before.
  static let newFadeDuration = 300

  static func shape(_ command: Command, _ state: inout EditorState) -> [Effect] {
    if command == .cycleFadeStep {
      let steps = FadeShape.steps
      let index = steps.firstIndex(of: state.edits.memory.fadeStep) ?? 0
      state.edits.memory.fadeStep = steps[(index + 1) % steps.count]
      state.screen.message = StatusMessage(
        "fade stairs of \(state.edits.memory.fadeStep) ms (~ changes: \(steps.map(String.init).joined(separator: ", ")) ms)"
      )
      return []
    }
    let out = command == .fadeOut
    let step = state.edits.memory.fadeStep
    var sources = selectedEvents(state).filter { $0.type == .continuous }
    let made = sources.isEmpty
    if made {
      // Nothing continuous selected: the fade is a new event at the cursor, as `c` would add.
      sources = [
        TrackEvent(
          id: EventID(state.track.nextEventID), at: state.track.cursorTime, type: .continuous,
          intensity: roundLevel(max(state.track.cursorLevel, FadeShape.floor)),
          sharpness: state.edits.memory.sharpness ?? EventDefaults.sharpness,
          duration: state.edits.memory.duration ?? newFadeDuration)
      ]
    }
    var next = state.track.nextEventID + (made ? 1 : 0)
    var stairs: [TrackEvent] = []
    for source in sources {
      stairs += FadeShape.stairs(of: source, step: step, out: out) { _ in
        defer { next += 1 }
        return EventID(next)
      }
    }
    let replaced = made ? [] : Set(sources.map(\.id))
    let label = out ? "fade out" : "fade in"
    let effects = commit(
      .replace(replaced, with: stairs, label: label), &state, selecting: stairs.map(\.id))
    guard !effects.isEmpty else { return [] }
    state.track.nextEventID = next
    let perFade = stairs.count / max(sources.count, 1)
    state.screen.message = StatusMessage(
      "\(label): \(perFade) held stairs of ~\(step) ms"
        + (sources.count > 1 ? " on \(sources.count) events" : "")
        + " (~ changes the stair length; u undoes)")
    return effects
  }
}
