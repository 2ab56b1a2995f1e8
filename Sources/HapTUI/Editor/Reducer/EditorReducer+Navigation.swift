import HapModel

extension EditorReducer {
  /// The snap grid choices `g` cycles through (`nil` is off).
  static let snapChoices: [Int?] = [nil, 1, 5, 10, 25, 50, 100, 250]

  /// The grid geometry at the current size.
  static func geometry(_ state: EditorState) -> GridGeometry {
    GridGeometry(pane: state.layout.grid, soundLane: state.sound != nil)
  }

  /// How far one step in time moves: the snap grid when on, else one column.
  static func timeStep(_ state: EditorState) -> Int {
    state.snap ?? state.viewport.msPerColumn
  }

  /// The coarse nudge without a snap grid, in milliseconds: the same at every zoom.
  static let nudgeStep = 10

  /// How far a keyboard nudge in time (`H`, `L`, `<`, `>`) moves: with a count, that many
  /// milliseconds (or snap steps); else the snap grid, or `nudgeStep`. Never the zoom's column.
  static func nudgeTime(_ state: EditorState) -> Int {
    guard let count = pendingCount(state) else { return state.snap ?? nudgeStep }
    return count * (state.snap ?? 1)
  }

  /// How far a keyboard nudge in intensity (`J`, `K`) moves: with a count, that many
  /// hundredths; else the level step.
  static func nudgeLevel(_ state: EditorState) -> Double {
    pendingCount(state).map { Double($0) / 100 } ?? levelStep(state)
  }

  /// How far one step in intensity moves: finer when the plot is tall enough to show it.
  static func levelStep(_ state: EditorState) -> Double {
    geometry(state).plot.height >= 20 ? 0.05 : 0.1
  }

  static func navigate(_ command: Command, _ state: inout EditorState) {
    let step = timeStep(state)
    let width = max(geometry(state).plot.width, 1)
    // A count repeats a cursor move, as in vim.
    let times = pendingCount(state) ?? 1
    switch command {
    case .cursorLeft:
      state.cursorTime = max(0, ((state.cursorTime + step - 1) / step - times) * step)
    case .cursorRight:
      state.cursorTime = min(
        (state.cursorTime / step + times) * step, EventDefaults.maximumTime)
    case .cursorUp:
      state.cursorLevel = roundLevel(state.cursorLevel + Double(times) * levelStep(state))
    case .cursorDown:
      state.cursorLevel = roundLevel(state.cursorLevel - Double(times) * levelStep(state))
    case .cursorStart:
      state.cursorTime = 0
    case .cursorEnd:
      state.cursorTime = state.trackLength
    case .pageLeft, .pageRight:
      let span = width * state.viewport.msPerColumn * (command == .pageLeft ? -1 : 1)
      state.viewport.start = max(0, state.viewport.start + span)
      state.cursorTime = min(max(0, state.cursorTime + span), EventDefaults.maximumTime)
      // The cursor moved with the view, so it is still on screen: no margin correction.
      return
    case .zoomIn, .zoomOut:
      let column = state.viewport.column(of: state.cursorTime)
      let zoom = state.viewport.zoom + (command == .zoomIn ? -1 : 1)
      guard Viewport.zoomLevels.indices.contains(zoom) else {
        state.message = StatusMessage(
          command == .zoomIn ? "zoomed in fully (1 ms per column)" : "zoomed out fully")
        return
      }
      state.viewport.zoom = zoom
      let mpc = state.viewport.msPerColumn
      state.viewport.start = max(0, (state.cursorTime - column * mpc) / mpc * mpc)
      state.message = StatusMessage("zoom \(mpc) ms per column")
    case .zoomFit:
      fitView(&state)
      state.message = StatusMessage("zoom \(state.viewport.msPerColumn) ms per column: whole track")
    case .cycleSnap:
      let index = snapChoices.firstIndex { $0 == state.snap } ?? 0
      state.snap = snapChoices[(index + 1) % snapChoices.count]
      if let snap = state.snap {
        state.cursorTime = (state.cursorTime + snap / 2) / snap * snap
        state.message = StatusMessage("snap to \(snap) ms (G moves the selection onto it)")
      } else {
        state.message = StatusMessage("snap off")
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
    let width = geometry(state).plot.width
    state.viewport = Viewport(
      start: 0,
      zoom: Viewport.fittingZoom(length: max(state.trackLength * 5 / 4, 100), columns: width))
    ensureCursorVisible(&state)
  }

  /// Scrolls so the cursor's column is on screen, keeping a small margin.
  static func ensureCursorVisible(_ state: inout EditorState) {
    reveal(state.cursorTime, &state)
  }

  /// Scrolls so time `ms` is on screen.
  static func reveal(_ ms: Int, _ state: inout EditorState) {
    let width = geometry(state).plot.width
    guard width > 0 else { return }
    let mpc = state.viewport.msPerColumn
    let margin = min(4, width / 4)
    let column = state.viewport.column(of: ms)
    if column < margin {
      state.viewport.start = max(0, (ms / mpc - margin) * mpc)
    } else if column >= width - margin {
      state.viewport.start = max(0, (ms / mpc - (width - 1 - margin)) * mpc)
    }
  }
}
