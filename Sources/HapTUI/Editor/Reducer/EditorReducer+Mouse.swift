import HapModel

extension EditorReducer {
  static func handle(_ mouse: MouseInput, _ state: inout EditorState) -> [Effect] {
    guard state.overlay == nil || isHelp(state.overlay) else { return [] }
    if isHelp(state.overlay) {
      if mouse.kind == .scrollUp { scroll(.scrollUp, &state) }
      if mouse.kind == .scrollDown { scroll(.scrollDown, &state) }
      return []
    }
    let layout = state.layout
    if let drag = state.drag, mouse.kind == .drag || mouse.kind == .release {
      return continueDrag(drag, mouse, &state)
    }
    let geometry = GridGeometry(pane: layout.grid, soundLane: state.sound != nil)
    if mouse.kind == .press, geometry.lane.contains(x: mouse.x, y: mouse.y),
      layout.arrangement != .tooSmall
    {
      return playLane(&state)
    }
    if geometry.pane.contains(x: mouse.x, y: mouse.y), layout.arrangement != .tooSmall {
      return gridMouse(mouse, geometry, &state)
    }
    guard mouse.kind == .press || mouse.kind == .scrollUp || mouse.kind == .scrollDown else {
      return []
    }
    state.history.endRun()
    if mouse.kind != .press {
      let pane = Pane.allCases.first {
        layout.rect(of: $0)?.contains(x: mouse.x, y: mouse.y) == true
      }
      guard let pane else { return [] }
      state.focus = pane
      scroll(mouse.kind == .scrollUp ? .scrollUp : .scrollDown, &state)
      return []
    }
    if let bar = layout.tabBar, bar.contains(x: mouse.x, y: mouse.y) {
      if let tab = TabBarLayout.tabs(problemCount: state.diagnostics.count, in: bar).first(where: {
        $0.2.contains(mouse.x)
      }) {
        state.focus = tab.0
        state.lowerTab = tab.0
      }
      return []
    }
    if let rect = layout.platforms, rect.contains(x: mouse.x, y: mouse.y) {
      state.focus = .platforms
      state.lowerTab = .platforms
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
      state.focus = .inspector
      state.lowerTab = .inspector
      let scroll = InspectorLayout.scroll(for: state, rows: rect.height - 1)
      let lines = InspectorLayout.lines(for: state)
      let index = mouse.y - rect.y - 1 + scroll
      if lines.indices.contains(index), case .field(let field, _) = lines[index] {
        state.inspectorField = field
      }
      return []
    }
    if let rect = layout.problems, rect.contains(x: mouse.x, y: mouse.y) {
      let wasFocused = state.focus == .problems
      state.focus = .problems
      state.lowerTab = .problems
      // The lines as they were drawn when the click came (one per problem unless focused).
      let view = ProblemsLayout.view(
        of: state.diagnostics, width: rect.width, rows: rect.height - 1,
        focused: wasFocused,
        row: state.problemRow, line: state.problemLine, glyphs: .unicode)
      let index = mouse.y - rect.y - 1
      if index >= 0, let line = view.visible(rows: rect.height - 1).dropFirst(index).first {
        if line.problem != state.problemRow { state.problemLine = 0 }
        state.problemRow = line.problem
        jumpToProblem(&state)
      }
      return []
    }
    if let rect = layout.artifact, rect.contains(x: mouse.x, y: mouse.y) {
      state.focus = .artifact
      state.lowerTab = .artifact
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
    state.focus = .grid
    state.history.endRun()
    state.lastRunKey = nil
    switch mouse.kind {
    case .scrollUp, .scrollDown:
      let span = 5 * state.viewport.msPerColumn * (mouse.kind == .scrollUp ? -1 : 1)
      state.viewport.start = max(0, state.viewport.start + span)
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
        state.cursorTime = GridHitTest.point(mouse, geometry, state).0
      }
      return []
    }
    let (time, level) = GridHitTest.point(mouse, geometry, state)
    state.cursorTime = time
    state.cursorLevel = level
    state.gestureCount += 1
    guard let hit = GridHitTest.event(x: mouse.x, y: mouse.y, geometry, state) else {
      if !mouse.shift { state.selection = [] }
      return []
    }
    if mouse.shift {
      if let index = state.selection.firstIndex(of: hit.event.id) {
        state.selection.remove(at: index)
        return []
      }
      state.selection.append(hit.event.id)
    } else if !state.selection.contains(hit.event.id) {
      state.selection = [hit.event.id]
    } else {
      // Clicking a selected event makes it the one the inspector shows, keeping the group.
      state.selection.removeAll { $0 == hit.event.id }
      state.selection.append(hit.event.id)
    }
    guard !state.isReadOnly else { return [] }
    state.drag = DragState(
      mode: hit.atEnd ? .resize : .move, ids: hit.atEnd ? [hit.event.id] : Set(state.selection),
      anchorTime: state.viewport.time(atColumn: mouse.x - geometry.plot.x), anchorLevel: level,
      origin: state.snapshot,
      runKey: "mouse-\(state.gestureCount)")
    return []
  }

  static func continueDrag(_ drag: DragState, _ mouse: MouseInput, _ state: inout EditorState)
    -> [Effect]
  {
    let geometry = EditorReducer.geometry(state)
    if mouse.kind == .release {
      state.drag = nil
      state.history.endRun()
      // A drag that came back to where it started changed nothing: no undo step, no [+].
      if state.snapshot == drag.origin, state.history.undoStack.last?.runKey == drag.runKey {
        state.history.discardLast()
        state.message = StatusMessage("nothing changed: the drag ended where it started")
        return afterChange(&state, durations: drag.mode == .resize)
      }
      return []
    }
    let column = min(max(mouse.x - geometry.plot.x, 0), geometry.plot.width - 1)
    var deltaTime = state.viewport.time(atColumn: column) - drag.anchorTime
    if let snap = state.snap {
      deltaTime = Int((Double(deltaTime) / Double(snap)).rounded()) * snap
    }
    let deltaLevel = roundLevel(geometry.level(atRow: mouse.y - geometry.plot.y)) - drag.anchorLevel
    let op: EditOp =
      drag.mode == .resize
      ? .retime(drag.ids, by: deltaTime)
      : .move(drag.ids, time: deltaTime, intensity: (deltaLevel * 100).rounded() / 100)
    guard let pattern = try? op.apply(to: drag.origin.pattern) else { return [] }
    if pattern == state.pattern { return [] }
    let before = state.snapshot
    state.pattern = pattern
    state.history.record(op.label, before: before, after: state.snapshot, run: drag.runKey)
    state.message = StatusMessage(drag.mode == .resize ? "duration" : "drag")
    followPrimary(&state)
    return afterChange(&state, durations: drag.mode == .resize)
  }
}
