import HapModel

/// The editor's turn on the program host: its timers, screen, worker answers and input.
extension EditorRuntime: HostedProgram {
  func draw() {
    guard needsDraw else { return }
    let theme = Theme.selected(monochrome: state.screen.monochrome, glyphs: backend.glyphs)
    var frame = CellBuffer(width: state.screen.size.columns, height: state.screen.size.rows)
    EditorScreen.render(state, theme: theme, into: &frame)
    backend.draw(frame, theme: theme, full: fullRedraw)
    fullRedraw = false
    needsDraw = false
  }

  func takeAnswers() -> Bool {
    if takePlaybackReports() { return true }
    guard let worker else { return false }
    let answers = worker.takeAnswers()
    if !answers.isEmpty {
      answers.forEach(dispatch)
      return true
    }
    if let targets = targetFinder.take() {
      dispatch(.targetsFound(targets))
      return true
    }
    return false
  }

  func inputTimeout(now: Int) -> Int {
    var timeout = 250
    if let due = ticks.map(\.due).min() { timeout = min(timeout, max(due - now, 0)) }
    if let due = recoveryDue { timeout = min(timeout, max(due - now, 0)) }
    guard let worker else { return timeout }
    if worker.hasIdleWork { return 0 }
    // While the worker or the target finder computes, look for their answers often.
    if worker.isBusy || targetFinder.isBusy { timeout = min(timeout, 30) }
    return timeout
  }

  func idle() {
    worker?.idle().forEach(dispatch)
  }

  func take(_ event: InputEvent) -> ProgramExit? {
    switch event {
    case .key(let key):
      if let crash = environment.crashKey, key == crash {
        fatalError("crash requested with HAPTUI_CRASH_KEY")
      }
      dispatch(.key(key))
    case .mouse(let mouse):
      dispatch(.mouse(mouse))
    case .resize(let size):
      fullRedraw = true
      dispatch(.resize(size))
    case .end:
      keepUnsavedEdits(final: true)
      playback.stop()
      return .inputEnded
    }
    guard quitting else { return nil }
    playback.stop()
    return .quit
  }

  func interrupted() {
    keepUnsavedEdits(final: true)
    playback.stop()
  }
}
