import HapModel

extension EditorReducer {
  static func handle(_ mouse: MouseInput, _ state: inout EditorState) -> [Effect] {
    if case .messages(let scroll) = state.screen.overlay {
      if mouse.kind == .scrollUp || mouse.kind == .scrollDown {
        scrollMessages(mouse.kind == .scrollUp ? .scrollUp : .scrollDown, from: scroll, &state)
      }
      return []
    }
    guard state.screen.overlay == nil || isHelp(state.screen.overlay) else { return [] }
    if isHelp(state.screen.overlay) {
      if mouse.kind == .scrollUp { PanelReducer.scroll(.scrollUp, &state) }
      if mouse.kind == .scrollDown { PanelReducer.scroll(.scrollDown, &state) }
      return []
    }
    let layout = state.layout
    if let drag = state.track.drag, mouse.kind == .drag || mouse.kind == .release {
      return continueDrag(drag, mouse, &state)
    }
    let geometry = GridGeometry(pane: layout.grid, soundLane: state.sound.lane != nil)
    if mouse.kind == .press, geometry.lane.contains(x: mouse.x, y: mouse.y),
      layout.arrangement != .tooSmall
    {
      return PlaybackReducer.playLane(&state)
    }
    if geometry.pane.contains(x: mouse.x, y: mouse.y), layout.arrangement != .tooSmall {
      return gridMouse(mouse, geometry, &state)
    }
    guard mouse.kind == .press || mouse.kind == .scrollUp || mouse.kind == .scrollDown else {
      return []
    }
    state.edits.history.endRun()
    if mouse.kind != .press {
      let pane = Pane.allCases.first {
        layout.rect(of: $0)?.contains(x: mouse.x, y: mouse.y) == true
      }
      guard let pane else { return [] }
      state.screen.focus = pane
      PanelReducer.scroll(mouse.kind == .scrollUp ? .scrollUp : .scrollDown, &state)
      return []
    }
    if let bar = layout.tabBar, bar.contains(x: mouse.x, y: mouse.y) {
      if let tab = TabBarLayout.tabs(problemCount: state.diagnostics.count, in: bar).first(where: {
        $0.2.contains(mouse.x)
      }) {
        state.screen.focus = tab.0
        state.screen.lowerTab = tab.0
      }
      return []
    }
    if let rect = layout.platforms, rect.contains(x: mouse.x, y: mouse.y) {
      state.screen.focus = .platforms
      state.screen.lowerTab = .platforms
      let body = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
      if let hit = PlatformColumnLayout.columnRanges(in: body).first(where: {
        $0.1.contains(mouse.x)
      }) {
        state.panel.focused = hit.0
        state.panel.artifactScroll = 0
      }
      return []
    }
    if let rect = layout.inspector, rect.contains(x: mouse.x, y: mouse.y) {
      state.screen.focus = .inspector
      state.screen.lowerTab = .inspector
      let scroll = InspectorLayout.scroll(for: state.track, state.inspector, rows: rect.height - 1)
      let lines = InspectorLayout.lines(for: state.track)
      let index = mouse.y - rect.y - 1 + scroll
      if lines.indices.contains(index), case .field(let field, _) = lines[index] {
        state.inspector.field = field
      }
      return []
    }
    if let rect = layout.problems, rect.contains(x: mouse.x, y: mouse.y) {
      let wasFocused = state.screen.focus == .problems
      state.screen.focus = .problems
      state.screen.lowerTab = .problems
      // The lines as they were drawn when the click came (one per problem unless focused).
      let view = ProblemsLayout.view(
        of: state.diagnostics, width: rect.width, rows: rect.height - 1,
        focused: wasFocused,
        row: state.problems.row, line: state.problems.line, glyphs: .unicode)
      let index = mouse.y - rect.y - 1
      if index >= 0, let line = view.visible(rows: rect.height - 1).dropFirst(index).first {
        if line.problem != state.problems.row { state.problems.line = 0 }
        state.problems.row = line.problem
        ProblemsReducer.jumpToProblem(&state)
      }
      return []
    }
    if let rect = layout.artifact, rect.contains(x: mouse.x, y: mouse.y) {
      state.screen.focus = .artifact
      state.screen.lowerTab = .artifact
    }
    return []
  }

  static func isHelp(_ overlay: Overlay?) -> Bool {
    if case .help = overlay { return true }
    return false
  }

  static func gridMouse(_ mouse: MouseInput, _ geometry: GridGeometry, _ state: inout EditorState)
    -> [Effect]
  {
    state.screen.focus = .grid
    state.edits.history.endRun()
    state.edits.lastRunKey = nil
    switch mouse.kind {
    case .scrollUp, .scrollDown:
      let span = 5 * state.track.viewport.msPerColumn * (mouse.kind == .scrollUp ? -1 : 1)
      state.track.viewport.start = max(0, state.track.viewport.start + span)
      return []
    case .drag, .release:
      return []
    case .press:
      break
    }
    guard geometry.plot.contains(x: mouse.x, y: mouse.y) else {
      if geometry.ruler.contains(x: mouse.x, y: mouse.y)
        || geometry.sound.contains(x: mouse.x, y: mouse.y)
      {
        state.track.cursorTime = GridHitTest.point(mouse, geometry, state).0
      }
      return []
    }
    let (time, level) = GridHitTest.point(mouse, geometry, state)
    state.track.cursorTime = time
    state.track.cursorLevel = level
    state.track.gestureCount += 1
    guard let hit = GridHitTest.event(x: mouse.x, y: mouse.y, geometry, state) else {
      if !mouse.shift { state.track.selection = [] }
      return []
    }
    if mouse.shift {
      if let index = state.track.selection.firstIndex(of: hit.event.id) {
        state.track.selection.remove(at: index)
        return []
      }
      state.track.selection.append(hit.event.id)
    } else if !state.track.selection.contains(hit.event.id) {
      state.track.selection = [hit.event.id]
    } else {
      // Clicking a selected event makes it the one the inspector shows, keeping the group.
      state.track.selection.removeAll { $0 == hit.event.id }
      state.track.selection.append(hit.event.id)
    }
    guard !state.isReadOnly else { return [] }
    state.track.drag = DragState(
      mode: hit.atEnd ? .resize : .move,
      ids: hit.atEnd ? [hit.event.id] : Set(state.track.selection),
      anchorTime: state.track.viewport.time(atColumn: mouse.x - geometry.plot.x),
      anchorLevel: level,
      origin: state.snapshot,
      runKey: "mouse-\(state.track.gestureCount)")
    return []
  }

  static func continueDrag(_ drag: DragState, _ mouse: MouseInput, _ state: inout EditorState)
    -> [Effect]
  {
    let geometry = TrackReducer.geometry(state)
    if mouse.kind == .release {
      state.track.drag = nil
      state.edits.history.endRun()
      // A drag that came back to where it started changed nothing: no undo step, no [+].
      if state.snapshot == drag.origin, state.edits.history.undoStack.last?.runKey == drag.runKey {
        state.edits.history.discardLast()
        state.screen.message = StatusMessage("nothing changed: the drag ended where it started")
        return TrackReducer.afterChange(&state, durations: drag.mode == .resize)
      }
      return []
    }
    let column = min(max(mouse.x - geometry.plot.x, 0), geometry.plot.width - 1)
    var deltaTime = state.track.viewport.time(atColumn: column) - drag.anchorTime
    if let snap = state.track.snap {
      deltaTime = Int((Double(deltaTime) / Double(snap)).rounded()) * snap
    }
    let deltaLevel =
      TrackReducer.roundLevel(geometry.level(atRow: mouse.y - geometry.plot.y)) - drag.anchorLevel
    let op: EditOp =
      drag.mode == .resize
      ? .retime(drag.ids, by: deltaTime)
      : .move(drag.ids, time: deltaTime, intensity: (deltaLevel * 100).rounded() / 100)
    guard let pattern = try? op.apply(to: drag.origin.pattern) else { return [] }
    if pattern == state.track.pattern { return [] }
    let before = state.snapshot
    state.track.pattern = pattern
    state.edits.history.record(op.label, before: before, after: state.snapshot, run: drag.runKey)
    state.screen.message = StatusMessage(drag.mode == .resize ? "duration" : "drag")
    TrackReducer.followPrimary(&state)
    return TrackReducer.afterChange(&state, durations: drag.mode == .resize)
  }
}
