import HapModel

extension EditorReducer {
  /// The curves `v` cycles through (`nil` is no curve).
  static let curveCycle: [Curve?] = [nil, .linear, .easeIn, .easeOut, .hold]

  static func edit(_ command: Command, _ state: inout EditorState) -> [Effect] {
    let ids = Set(state.selection)
    let step = nudgeTime(state)
    switch command {
    case .addTransient, .addContinuous:
      let continuous = command == .addContinuous
      // A new event starts like the last one added or edited: its sharpness, curve, duration.
      let memory = state.memory
      let event = TrackEvent(
        id: EventID(state.nextEventID), at: state.cursorTime,
        type: continuous ? .continuous : .transient, intensity: roundLevel(state.cursorLevel),
        sharpness: memory.sharpness ?? EventDefaults.sharpness,
        duration: continuous ? memory.duration ?? newDuration(state) : nil,
        curve: continuous ? memory.curve : nil)
      let effects = commit(.insert(event), &state, selecting: [event.id])
      if !effects.isEmpty { state.nextEventID += 1 }
      return effects
    case .dragLeft, .dragRight:
      let effects = commit(
        .move(ids, time: command == .dragLeft ? -step : step, intensity: 0), &state)
      followPrimary(&state)
      return effects
    case .dragUp, .dragDown:
      let delta = nudgeLevel(state) * (command == .dragUp ? 1 : -1)
      let effects = commit(.move(ids, time: 0, intensity: delta), &state)
      followPrimary(&state)
      return effects
    case .shorten, .lengthen:
      return commit(.retime(ids, by: command == .shorten ? -step : step), &state)
    case .sharpnessDown, .sharpnessUp:
      let by = pendingCount(state).map { Double($0) / 100 } ?? 0.05
      return commit(.adjustSharpness(ids, by: command == .sharpnessUp ? by : -by), &state)
    case .cycleCurve:
      guard let primary = state.primaryEvent else { return commit(.setCurve(ids, nil), &state) }
      let index = curveCycle.firstIndex { $0 == primary.curve } ?? 0
      let next = curveCycle[(index + 1) % curveCycle.count]
      return commit(.setCurve(ids, next), &state)
    case .deleteSelection:
      let effects = commit(.remove(ids), &state, selecting: [])
      if !effects.isEmpty {
        state.message = StatusMessage(
          "deleted \(ids.count) event\(ids.count == 1 ? "" : "s") (u undoes)")
      }
      return effects
    case .snapSelection:
      guard let snap = state.snap else {
        state.message = StatusMessage("choose a snap grid with g first", kind: .error)
        return []
      }
      return commit(.quantize(ids, grid: snap), &state)
    case .deriveWeb:
      let web = WebFallbackDerivation.derive(from: state.pattern.events)
      guard !web.isEmpty else {
        state.message = StatusMessage(
          "the track has nothing to feel, so there is no web pattern to derive", kind: .error)
        return []
      }
      let effects = commit(.setPattern(.fallbacksWeb(web)), &state)
      if !effects.isEmpty {
        let text = web.map(String.init).joined(separator: ", ")
        state.message = StatusMessage("fallbacks.web = [\(TextWidth.truncate(text, to: 60))]")
      }
      return effects
    default:
      return []
    }
  }

  /// The duration of a new continuous event: 100 ms, or five columns when zoomed far out.
  static func newDuration(_ state: EditorState) -> Int {
    max(EventDefaults.duration, 5 * state.viewport.msPerColumn)
  }

  /// Moves the cursor onto the primary selected event after a drag, so the view follows it.
  static func followPrimary(_ state: inout EditorState) {
    guard let event = state.primaryEvent else { return }
    state.cursorTime = event.at
    state.cursorLevel = roundLevel(event.effectiveIntensity)
    ensureCursorVisible(&state)
  }

  /// Applies an edit, records it for undo, and asks for a new analysis and a recovery copy.
  /// A refused edit leaves the state as it was and says why in the status line.
  static func commit(
    _ op: EditOp, _ state: inout EditorState, selecting: [EventID]? = nil, run: String? = nil
  ) -> [Effect] {
    guard !state.isReadOnly else {
      state.message = StatusMessage(readOnlyMessage(state), kind: .error)
      return []
    }
    let before = state.snapshot
    let pattern: HapticPattern
    do {
      pattern = try op.apply(to: state.pattern)
    } catch {
      state.message = StatusMessage(error.message, kind: .error)
      return []
    }
    // An edit that changes nothing (`K` at intensity 1, `H` at 0 ms) is no step: the file
    // stays clean and undo has nothing to take back.
    guard pattern != before.pattern || (selecting.map { $0 != before.selection } ?? false)
    else {
      state.message = StatusMessage(unchangedMessage(op, before.pattern, state))
      return []
    }
    state.pattern = pattern
    if let selecting { state.selection = selecting }
    let after = state.snapshot
    state.history.record(op.label, before: before, after: after, run: run ?? state.lastRunKey)
    state.message = StatusMessage(op.label)
    rememberEdited(op, &state)
    if case .insert(let event) = op {
      state.longestDuration = max(
        state.longestDuration, event.type == .continuous ? event.duration ?? 0 : 0)
      return afterChange(&state, durations: false)
    }
    return afterChange(&state, durations: changesDurations(op))
  }

  /// Why an edit changed nothing, for the status line.
  static func unchangedMessage(_ op: EditOp, _ pattern: HapticPattern, _ state: EditorState)
    -> String
  {
    guard case .move(_, let time, let intensity) = op else {
      return "nothing changed: \(op.label) leaves the pattern as it is"
    }
    if time < 0 { return "nothing changed: the selection already starts at 0 ms" }
    if intensity > 0 { return "nothing changed: the selection is already at intensity 1" }
    if intensity < 0 { return "nothing changed: the selection is already at intensity 0" }
    return "nothing changed: \(op.label) leaves the pattern as it is"
  }

  /// Whether an edit can change the longest duration (the others leave it, saving a scan).
  static func changesDurations(_ op: EditOp) -> Bool {
    switch op {
    case .remove, .retime, .replace: true
    case .setEvent(_, .type), .setEvent(_, .duration): true
    default: false
    }
  }

  /// The effects every change of the pattern needs.
  static func afterChange(_ state: inout EditorState, durations: Bool = true) -> [Effect] {
    if durations { state.longestDuration = EditorState.longestDuration(in: state.pattern) }
    return [
      requestAnalysis(&state), state.isDirty ? recoveryEffect(state) : .clearRecovery,
    ]
  }

  /// Keeps the unsaved pattern and title in the recovery file.
  static func recoveryEffect(_ state: EditorState) -> Effect {
    .storeRecovery(state.pattern, title: state.document.title)
  }

  static func readOnlyMessage(_ state: EditorState) -> String {
    let reason = state.document.readOnlyReason ?? "read-only"
    // The advice comes first: a narrow status line cuts the end of the reason.
    return state.document.isRepairable
      ? "read-only: F repairs it so it can be edited (\(reason))"
      : "read-only: fix the file in a text editor (\(reason))"
  }

  static func undoOrRedo(_ undo: Bool, _ state: inout EditorState) -> [Effect] {
    guard undo ? state.history.canUndo : state.history.canRedo else {
      state.message = StatusMessage(undo ? "nothing to undo" : "nothing to redo")
      return []
    }
    // The state lets go of the track, so the history can patch it in place.
    let current = state.snapshot
    state.pattern.track = nil
    let step =
      undo ? state.history.undo(from: consume current) : state.history.redo(from: consume current)
    // `canUndo` / `canRedo` said there is a step, and nothing ran in between.
    guard let step else { preconditionFailure("the history lost a step it reported") }
    let snapshot = step.snapshot
    state.pattern = snapshot.pattern
    state.selection = snapshot.selection
    state.document.title = snapshot.title
    if step.label == EditorReducer.repairLabel {
      state.document.readOnlyReason = undo ? state.document.repairedReason : nil
    }
    state.message = StatusMessage(undo ? "undid \(step.label)" : "redid \(step.label)")
    return afterChange(&state)
  }
}
