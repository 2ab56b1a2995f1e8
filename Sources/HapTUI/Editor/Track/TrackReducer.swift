import HapModel

/// The track's part of the reducer: moving the cursor and the view, selecting, adding and
/// changing events, the clipboard, ranges and shapes.
enum TrackReducer {
  /// The curves `v` cycles through (`nil` is no curve).
  static let curveCycle: [Curve?] = [nil, .linear, .easeIn, .easeOut, .hold]

  static func edit(_ command: Command, _ state: inout EditorState) -> [Effect] {
    if let effects = envelopeKey(command, &state) { return effects }
    let ids = Set(state.track.selection)
    let step = nudgeTime(state)
    switch command {
    case .addTransient, .addContinuous:
      let continuous = command == .addContinuous
      // A new event starts like the last one added or edited: its sharpness, curve, duration.
      let memory = state.edits.memory
      let event = TrackEvent(
        id: EventID(state.track.nextEventID), at: state.track.cursorTime,
        type: continuous ? .continuous : .transient, intensity: roundLevel(state.track.cursorLevel),
        sharpness: memory.sharpness ?? EventDefaults.sharpness,
        duration: continuous ? memory.duration ?? newDuration(state) : nil,
        curve: continuous ? memory.curve : nil)
      let effects = commit(.insert(event), &state, selecting: [event.id])
      if !effects.isEmpty { state.track.nextEventID += 1 }
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
      let by = EditorReducer.pendingCount(state).map { Double($0) / 100 } ?? 0.05
      return commit(.adjustSharpness(ids, by: command == .sharpnessUp ? by : -by), &state)
    case .cycleCurve:
      guard let primary = state.track.primaryEvent else {
        return commit(.setCurve(ids, nil), &state)
      }
      let index = curveCycle.firstIndex { $0 == primary.curve } ?? 0
      let next = curveCycle[(index + 1) % curveCycle.count]
      return commit(.setCurve(ids, next), &state)
    case .deleteSelection:
      let effects = commit(.remove(ids), &state, selecting: [])
      if !effects.isEmpty {
        state.screen.message = StatusMessage(
          "deleted \(ids.count) event\(ids.count == 1 ? "" : "s") (u undoes)")
      }
      return effects
    case .snapSelection:
      guard let snap = state.track.snap else {
        state.screen.message = StatusMessage("choose a snap grid with g first", kind: .error)
        return []
      }
      return commit(.quantize(ids, grid: snap), &state)
    case .deriveWeb:
      let web = WebFallbackDerivation.derive(from: state.track.pattern.events)
      guard !web.isEmpty else {
        state.screen.message = StatusMessage(
          "the track has nothing to feel, so there is no web pattern to derive", kind: .error)
        return []
      }
      let existing = state.track.pattern.fallbacks?.web
      if let existing, existing != web, state.edits.pendingWeb != [existing, web] {
        // A list written by hand is not replaced silently: a second W confirms (D153).
        state.edits.pendingWeb = [existing, web]
        let text = web.map(String.init).joined(separator: ", ")
        state.screen.message = StatusMessage(
          "fallbacks.web is already set (\(existing.count) entries): W again replaces it with "
            + "[\(TextWidth.truncate(text, to: 40))]; anything else keeps it", kind: .error)
        return []
      }
      state.edits.pendingWeb = nil
      let effects = commit(.setPattern(.fallbacksWeb(web)), &state)
      if !effects.isEmpty {
        let text = web.map(String.init).joined(separator: ", ")
        state.screen.message = StatusMessage(
          "fallbacks.web = [\(TextWidth.truncate(text, to: 60))]")
      }
      return effects
    default:
      return []
    }
  }

  /// The duration of a new continuous event: 100 ms, or five columns when zoomed far out.
  static func newDuration(_ state: EditorState) -> Int {
    max(EventDefaults.duration, 5 * state.track.viewport.msPerColumn)
  }

  /// Moves the cursor onto the primary selected event after a drag, so the view follows it.
  static func followPrimary(_ state: inout EditorState) {
    guard let event = state.track.primaryEvent else { return }
    state.track.cursorTime = event.at
    state.track.cursorLevel = roundLevel(event.effectiveIntensity)
    ensureCursorVisible(&state)
  }

  /// Applies an edit, records it for undo, and asks for a new analysis and a recovery copy.
  /// A refused edit leaves the state as it was and says why in the status line.
  static func commit(
    _ op: EditOp, _ state: inout EditorState, selecting: [EventID]? = nil, run: String? = nil
  ) -> [Effect] {
    guard !state.isReadOnly else {
      state.screen.message = StatusMessage(readOnlyMessage(state), kind: .error)
      return []
    }
    let shape = state.edits.memory.shape
    let previous = state.edits.history.current
    do {
      guard try patchInPlace(op, &state, selecting: selecting, run: run) else { return [] }
    } catch {
      state.screen.message = StatusMessage(error.message, kind: .error)
      return []
    }
    state.screen.message = StatusMessage(op.label)
    rememberEdited(op, &state)
    // A run merged into the last revision when the one below it is not the previous one.
    let merged = previous != 0 && state.edits.history.undoStack.dropLast().last?.id != previous
    state.edits.noteShape(before: shape, merged: merged ? previous : nil)
    if case .insert(let event) = op {
      state.track.longestDuration = max(
        state.track.longestDuration, event.type == .continuous ? event.duration ?? 0 : 0)
      return afterChange(&state, durations: false)
    }
    return afterChange(&state, durations: changesDurations(op))
  }

  /// Applies `op` to the state's track and records the step; `false` (with the reason in the
  /// status line) when it changes nothing: `K` at intensity 1 or `H` at 0 ms is no step, so
  /// the file stays clean and undo has nothing to take back.
  ///
  /// An edit with a local form (`EditOp.patch(in:)`: a drag, an add, a nudge) is patched into
  /// the track in place, never copying or comparing the whole of it; any other is applied to
  /// the whole pattern and diffed (D139).
  private static func patchInPlace(
    _ op: EditOp, _ state: inout EditorState, selecting: [EventID]?, run: String?
  ) throws(EditError) -> Bool {
    let run = run ?? state.edits.lastRunKey
    let selectionBefore = state.track.selection
    let reselects = selecting.map { $0 != selectionBefore } ?? false
    guard state.track.pattern.track != nil,
      let patch = try op.patch(in: state.track.pattern.events)
    else {
      let before = state.snapshot
      let pattern = try op.apply(to: state.track.pattern)
      guard pattern != before.pattern || reselects else {
        state.screen.message = StatusMessage(unchangedMessage(op, state))
        return false
      }
      state.track.pattern = pattern
      if let selecting { state.track.selection = selecting }
      leaveBreakpoints(op, &state)
      state.edits.history.record(op.label, before: before, after: state.snapshot, run: run)
      return true
    }
    guard !patch.isEmpty || reselects else {
      state.screen.message = StatusMessage(unchangedMessage(op, state))
      return false
    }
    if let selecting { state.track.selection = selecting }
    let change = EditChange(
      track: patch, of: state.track.pattern, selectionBefore: selectionBefore,
      selectionAfter: state.track.selection, title: state.document.title,
      audio: state.document.audio)
    state.edits.history.record(
      op.label, change: change, middle: state.track.pattern.events, run: run)
    // The history holds the patch, not the track: this is the track's only reference.
    let events = state.track.pattern.track.take() ?? []
    state.track.pattern.track = patch.applied(to: consume events)
    leaveBreakpoints(op, &state)
    return true
  }

  /// Any edit but the breakpoint view's own leaves that view: its points would no longer be
  /// the track's.
  private static func leaveBreakpoints(_ op: EditOp, _ state: inout EditorState) {
    if op.label != envelopeLabel { state.track.envelope = nil }
  }

  /// Why an edit changed nothing, for the status line.
  static func unchangedMessage(_ op: EditOp, _ state: EditorState) -> String {
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
    case .remove, .retime, .replace, .rewrite: true
    case .setEvent(_, .type), .setEvent(_, .duration): true
    default: false
    }
  }

  /// The effects every change of the pattern needs.
  static func afterChange(_ state: inout EditorState, durations: Bool = true) -> [Effect] {
    if durations {
      state.track.longestDuration = TrackState.longestDuration(in: state.track.pattern)
    }
    return [
      EditorReducer.requestAnalysis(&state), state.isDirty ? recoveryEffect(state) : .clearRecovery,
    ]
  }

  /// Keeps the unsaved pattern and title in the recovery file.
  static func recoveryEffect(_ state: EditorState) -> Effect {
    .storeRecovery(
      state.track.pattern, title: state.document.title, frontmatter: state.frontmatterEdits)
  }

  static func readOnlyMessage(_ state: EditorState) -> String {
    if state.document.checksPending {
      let count = state.track.pattern.events.count
      return "still checking \(state.document.fileName) (\(count.grouped) events): edits open "
        + "when the check ends, in a moment"
    }
    let reason = state.document.readOnlyReason ?? "read-only"
    // The advice comes first: a narrow status line cuts the end of the reason.
    return state.document.isRepairable
      ? "read-only: F repairs it so it can be edited (\(reason))"
      : "read-only: fix the file in a text editor (\(reason))"
  }

  static func undoOrRedo(_ undo: Bool, _ state: inout EditorState) -> [Effect] {
    guard undo ? state.edits.history.canUndo : state.edits.history.canRedo else {
      state.screen.message = StatusMessage(undo ? "nothing to undo" : "nothing to redo")
      return []
    }
    // Undoing a reload goes back to content from before the file was read again (D150).
    let undoneRevision = state.edits.history.current
    // The state lets go of the track, so the history can patch it in place.
    let current = state.snapshot
    state.track.pattern.track = nil
    let step =
      undo
      ? state.edits.history.undo(from: consume current)
      : state.edits.history.redo(from: consume current)
    // `canUndo` / `canRedo` said there is a step, and nothing ran in between.
    guard let step else { preconditionFailure("the history lost a step it reported") }
    let reloads = state.edits.reloadRevisions
    if undo, reloads.contains(undoneRevision) { state.edits.reloadsUndone += 1 }
    if !undo, reloads.contains(state.edits.history.current) {
      state.edits.reloadsUndone = max(state.edits.reloadsUndone - 1, 0)
    }
    // New events inherit what they did before the undone edit, or after the redone one.
    let shape =
      undo
      ? state.edits.shapeBefore[undoneRevision]
      : state.edits.shapeAfter[state.edits.history.current]
    if let shape { state.edits.memory.shape = shape }
    let snapshot = step.snapshot
    // The longest duration only bounds searches, so it may stay above the truth when a long
    // event leaves; the next analysis answer sets it exactly (reading every event here cost
    // two thirds of an undo at 100,000 events).
    state.track.longestDuration = max(
      state.track.longestDuration, TrackState.longestDuration(of: step.entering))
    state.track.envelope = nil
    state.track.pattern = snapshot.pattern
    state.track.selection = snapshot.selection
    state.document.title = snapshot.title
    state.document.audio = snapshot.audio
    if step.label == FileReducer.repairLabel {
      state.document.readOnlyReason = undo ? state.document.repairedReason : nil
    }
    state.screen.message = StatusMessage(undo ? "undid \(step.label)" : "redid \(step.label)")
    // The lane follows an attach or detach taken back or done again.
    return SoundReducer.followAudio(&state) + afterChange(&state, durations: false)
  }
}
