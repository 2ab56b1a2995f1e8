import HapModel

extension TrackReducer {
  /// `:envelope`: shows the selected steps and curve pieces as one envelope of breakpoints,
  /// or leaves the view when it is open.
  static func openEnvelope(_ state: inout EditorState) -> [Effect] {
    if state.track.envelope != nil {
      closeEnvelope(&state)
      return []
    }
    let run = selectedEvents(state).filter { $0.type == .continuous && ($0.duration ?? 0) > 0 }
    guard run.count > 0 else {
      state.screen.message = StatusMessage(
        "select the steps or curves to shape first (V for a range, A for all)", kind: .error)
      return []
    }
    let tolerance = state.edits.memory.simplifyTolerance
    let points = StepEnvelope.breakpoints(of: run, tolerance: tolerance)
    var view = EnvelopeView(points: points, ids: run.map(\.id), tolerance: tolerance)
    view.current = 0
    state.track.envelope = view
    followPoint(&state)
    state.screen.message = StatusMessage(
      "envelope: \(count(run.count)) as \(points.count) breakpoints within "
        + "\(FieldText.number(tolerance)); Tab picks one, HJKL move it, t adds, x deletes, "
        + "Esc leaves")
    return []
  }

  /// Leaves the breakpoint view; the track keeps the steps last derived.
  static func closeEnvelope(_ state: inout EditorState) {
    guard let view = state.track.envelope else { return }
    state.track.envelope = nil
    state.track.selection = view.ids
    state.screen.message = StatusMessage(
      "envelope closed: \(count(view.ids.count)) held steps in the track")
  }

  /// A key in the breakpoint view: picks, moves, adds or deletes a point. Returns `nil` for
  /// commands the view leaves to the grid (which close it first when they edit).
  static func envelopeKey(_ command: Command, _ state: inout EditorState) -> [Effect]? {
    guard var view = state.track.envelope else { return nil }
    var points = view.points
    switch command {
    case .selectNext, .selectPrevious:
      let step = command == .selectNext ? 1 : points.count - 1
      view.current = (view.current + step) % max(points.count, 1)
      state.track.envelope = view
      followPoint(&state)
      let point = points[view.current]
      state.screen.message = StatusMessage(
        "breakpoint \(view.current + 1) of \(points.count): \(point.time) ms, "
          + FieldText.number(point.intensity))
      return []
    case .clearSelection:
      closeEnvelope(&state)
      return []
    case .dragLeft, .dragRight, .dragUp, .dragDown:
      let point = points[view.current]
      let time = nudgeTime(state)
      let level = nudgeLevel(state)
      let (dt, dl): (Int, Double) =
        switch command {
        case .dragLeft: (-time, 0)
        case .dragRight: (time, 0)
        case .dragUp: (0, level)
        default: (0, -level)
        }
      points = StepEnvelope.moving(
        points, view.current, to: point.time + dt, intensity: point.intensity + dl)
    case .addTransient, .addContinuous:
      let time = state.track.cursorTime
      let added = StepEnvelope.adding(points, at: time)
      guard added.count > points.count, let index = added.firstIndex(where: { $0.time == time })
      else {
        state.screen.message = StatusMessage(
          "a breakpoint goes inside the envelope, where there is none yet", kind: .error)
        return []
      }
      view.current = index
      points = StepEnvelope.moving(
        added, index, to: time, intensity: roundLevel(state.track.cursorLevel))
    case .deleteSelection:
      let fewer = StepEnvelope.removing(points, view.current)
      guard fewer.count < points.count else {
        state.screen.message = StatusMessage(
          "the envelope's first and last points bound it: move them instead", kind: .error)
        return []
      }
      points = fewer
      view.current = min(view.current, points.count - 1)
    default:
      return nil
    }
    view.points = points
    return applyEnvelope(view, &state)
  }

  /// Writes the envelope into the track as held steps within its tolerance, as one undo step.
  static func applyEnvelope(_ view: EnvelopeView, _ state: inout EditorState) -> [Effect] {
    var view = view
    let steps = StepEnvelope.steps(
      from: view.points, tolerance: view.tolerance, firstID: state.track.nextEventID)
    let effects = commit(
      .replace(Set(view.ids), with: steps, label: envelopeLabel), &state,
      selecting: steps.map(\.id))
    guard !effects.isEmpty else { return [] }
    state.track.nextEventID += steps.count
    view.ids = steps.map(\.id)
    state.track.envelope = view
    followPoint(&state)
    let point = view.points[view.current]
    state.screen.message = StatusMessage(
      "breakpoint \(view.current + 1) of \(view.points.count) at \(point.time) ms, "
        + "\(FieldText.number(point.intensity)): \(steps.count) held steps within "
        + "\(FieldText.number(view.tolerance)) (u undoes)")
    return effects
  }

  /// The label of an envelope edit in the history.
  static let envelopeLabel = "shape envelope"

  /// Puts the cursor on the current breakpoint.
  static func followPoint(_ state: inout EditorState) {
    guard let view = state.track.envelope, view.points.indices.contains(view.current) else {
      return
    }
    let point = view.points[view.current]
    state.track.cursorTime = point.time
    state.track.cursorLevel = roundLevel(point.intensity)
    ensureCursorVisible(&state)
  }
}
