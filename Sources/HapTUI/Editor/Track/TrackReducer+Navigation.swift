import HapModel

extension TrackReducer {
  /// The snap grid choices `g` cycles through (`nil` is off).
  static let snapChoices: [Int?] = [nil, 1, 5, 10, 25, 50, 100, 250]

  /// The grid geometry at the current size.
  static func geometry(_ state: EditorState) -> GridGeometry {
    GridGeometry(pane: state.layout.grid, soundLane: state.sound.lane != nil)
  }

  /// How far one step in time moves: the snap grid when on, else one column.
  static func timeStep(_ state: EditorState) -> Int {
    state.track.snap ?? state.track.viewport.msPerColumn
  }

  /// The coarse nudge without a snap grid, in milliseconds: the same at every zoom.
  static let nudgeStep = 10

  /// How far a keyboard nudge in time (`H`, `L`, `<`, `>`) moves: with a count, that many
  /// milliseconds (or snap steps); else the snap grid, or `nudgeStep`. Never the zoom's column.
  static func nudgeTime(_ state: EditorState) -> Int {
    guard let count = EditorReducer.pendingCount(state) else {
      return state.track.snap ?? nudgeStep
    }
    return count * (state.track.snap ?? 1)
  }

  /// How far a keyboard nudge in intensity (`J`, `K`) moves: with a count, that many
  /// hundredths; else the level step.
  static func nudgeLevel(_ state: EditorState) -> Double {
    EditorReducer.pendingCount(state).map { Double($0) / 100 } ?? levelStep(state)
  }

  /// How far one step in intensity moves: finer when the plot is tall enough to show it.
  static func levelStep(_ state: EditorState) -> Double {
    geometry(state).plot.height >= 20 ? 0.05 : 0.1
  }

  static func navigate(_ command: Command, _ state: inout EditorState) {
    let step = timeStep(state)
    let width = max(geometry(state).plot.width, 1)
    // A count repeats a cursor move, as in vim.
    let times = EditorReducer.pendingCount(state) ?? 1
    switch command {
    case .cursorLeft:
      state.track.cursorTime = max(0, ((state.track.cursorTime + step - 1) / step - times) * step)
    case .cursorRight:
      state.track.cursorTime = min(
        (state.track.cursorTime / step + times) * step, EventDefaults.maximumTime)
    case .cursorUp:
      state.track.cursorLevel = roundLevel(
        state.track.cursorLevel + Double(times) * levelStep(state))
    case .cursorDown:
      state.track.cursorLevel = roundLevel(
        state.track.cursorLevel - Double(times) * levelStep(state))
    case .cursorStart:
      state.track.cursorTime = 0
    case .cursorEnd:
      state.track.cursorTime = state.track.trackLength
    case .pageLeft, .pageRight:
      let span = width * state.track.viewport.msPerColumn * (command == .pageLeft ? -1 : 1)
      state.track.viewport.start = max(0, state.track.viewport.start + span)
      state.track.cursorTime = min(max(0, state.track.cursorTime + span), EventDefaults.maximumTime)
      // The cursor moved with the view, so it is still on screen: no margin correction.
      return
    case .zoomIn, .zoomOut:
      let column = state.track.viewport.column(of: state.track.cursorTime)
      let zoom = state.track.viewport.zoom + (command == .zoomIn ? -1 : 1)
      guard Viewport.zoomLevels.indices.contains(zoom) else {
        state.screen.message = StatusMessage(
          command == .zoomIn ? "zoomed in fully (1 ms per column)" : "zoomed out fully")
        return
      }
      state.track.viewport.zoom = zoom
      let mpc = state.track.viewport.msPerColumn
      state.track.viewport.start = max(0, (state.track.cursorTime - column * mpc) / mpc * mpc)
      state.screen.message = StatusMessage("zoom \(mpc) ms per column")
    case .zoomFit:
      fitView(&state)
      state.screen.message = StatusMessage(
        "zoom \(state.track.viewport.msPerColumn) ms per column: whole track")
    case .cycleSnap:
      let index = snapChoices.firstIndex { $0 == state.track.snap } ?? 0
      state.track.snap = snapChoices[(index + 1) % snapChoices.count]
      if let snap = state.track.snap {
        state.track.cursorTime = (state.track.cursorTime + snap / 2) / snap * snap
        state.screen.message = StatusMessage("snap to \(snap) ms (G moves the selection onto it)")
      } else {
        state.screen.message = StatusMessage("snap off")
      }
    default:
      break
    }
    ensureCursorVisible(&state)
  }

  static func roundLevel(_ level: Double) -> Double {
    (min(max(level, 0), 1) * 100).rounded() / 100
  }

  /// Fits the whole track in the plot, starting at time 0.
  static func fitView(_ state: inout EditorState) {
    state.track.viewport = Viewport.fitting(
      length: state.track.trackLength, width: geometry(state).plot.width,
      cursor: state.track.cursorTime)
  }

  /// Scrolls so the cursor's column is on screen, keeping a small margin.
  static func ensureCursorVisible(_ state: inout EditorState) {
    reveal(state.track.cursorTime, &state)
  }

  /// Scrolls so time `ms` is on screen.
  static func reveal(_ ms: Int, _ state: inout EditorState) {
    state.track.viewport.reveal(ms, width: geometry(state).plot.width)
  }
}
