import HapModel
import HapPlayback
import HapSound

/// The browser's run loop: list, filter, open a pattern in the editor and come back to the list.
final class BrowserRuntime {
  private(set) var state: BrowserState
  let backend: TerminalBackend
  let recovery: RecoveryStore?
  let monochrome: Bool
  var terminationSignal: () -> Int32 = { 0 }
  /// How the last editor session ended, when the browser stopped because of it.
  private(set) var editorExit: (EditorRuntime.Exit, EditorState)?

  /// Plays what Space asks for: the editor's driver (the real player on a terminal).
  let playback: PlaybackDriver

  init(
    state: BrowserState, backend: TerminalBackend, recovery: RecoveryStore?, monochrome: Bool,
    playback: PlaybackDriver = ClockPlaybackDriver()
  ) {
    self.state = state
    self.backend = backend
    self.recovery = recovery
    self.monochrome = monochrome
    self.playback = playback
    self.state.deviceName = playback.deviceName
  }

  deinit {
    playback.stop()
  }

  /// Runs until the user quits, a signal arrives, or input ends; the motors are stopped on
  /// every way out.
  func run() -> EditorRuntime.Exit {
    let exit = loop()
    playback.stop()
    return exit
  }

  private func loop() -> EditorRuntime.Exit {
    var full = true
    while true {
      let signal = terminationSignal()
      if signal != 0 { return .signal(signal) }
      followPlayback()
      backend.draw(BrowserScreen.render(state, glyphs: backend.glyphs), theme: theme, full: full)
      full = false
      // While playing, wake often enough to move the playhead.
      let timeout = state.playback == nil ? 250 : PlaybackState.tickInterval
      guard let event = backend.nextInput(timeoutMs: timeout) else { continue }
      switch event {
      case .end:
        return .inputEnded
      case .resize(let size):
        state.size = size
        full = true
      case .mouse(let mouse):
        for effect in BrowserReducer.mouse(mouse, &state) {
          if let exit = carryOut(effect) { return exit }
          full = true
        }
      case .key(let pressed):
        for effect in BrowserReducer.reduce(&state, pressed) {
          if let exit = carryOut(effect) { return exit }
          full = true
        }
      }
    }
  }

  private var theme: Theme {
    Theme.selected(monochrome: state.monochrome, glyphs: backend.glyphs)
  }

  /// Moves the playhead, and says when playback has ended.
  private func followPlayback() {
    guard let playing = state.playback else { return }
    if let elapsed = playback.elapsed {
      BrowserReducer.tick(&state, generation: playing.generation, elapsed: elapsed)
    } else {
      BrowserReducer.ended(&state, generation: playing.generation, failure: playback.failure)
    }
  }

  /// Carries out an effect; returns an exit when the browser must stop.
  private func carryOut(_ effect: BrowserEffect) -> EditorRuntime.Exit? {
    switch effect {
    case .play(let request):
      if let problem = playback.start(request) {
        BrowserReducer.ended(&state, generation: request.generation, failure: problem)
      }
      state.deviceName = playback.deviceName
      return nil
    case .stopPlayback:
      playback.stop()
      return nil
    case .quit:
      return .quit
    case .open(let path):
      return edit(path)
    case .create(let id):
      switch PatternLibrary.create(id: id, in: state.folder) {
      case .success(let path):
        reload(keeping: path)
        return edit(path)
      case .failure(let error):
        state.message = StatusMessage(error.message, kind: .error)
        return nil
      }
    }
  }

  /// Runs the editor on `path` in the same terminal, then lists the folder again.
  private func edit(_ path: String) -> EditorRuntime.Exit? {
    let opened = DocumentSession.open(path: path)
    let soundCard: (() -> any SoundOutput)? =
      backend is NcursesBackend ? { EditorLauncher.soundCard() } : nil
    let editor = EditorLauncher.makeRuntime(
      opened: opened, backend: backend, recovery: recovery, monochrome: monochrome,
      soundOutput: soundCard)
    let exit = editor.run()
    reload(keeping: path)
    switch exit {
    case .quit:
      return nil
    case .signal, .inputEnded:
      editorExit = (exit, editor.state)
      return exit
    }
  }

  private func reload(keeping path: String) {
    state.entries = PatternLibrary.entries(in: state.folder)
    state.filter = ""
    state.row = state.visible.firstIndex { $0.path == path } ?? 0
  }
}

/// Opens the browser on the real terminal.
public enum BrowserLauncher {
  /// The folder `haptui` with no argument browses: the current folder when it holds pattern
  /// files, else `./Patterns` when there is one, else the current folder.
  public static func defaultFolder() -> String { PatternLibrary.folderToBrowse() }

  /// Browses `folder`; returns the exit code. Messages for the user go to `errors`.
  public static func browse(folder: String, errors: @escaping (String) -> Void) -> Int32 {
    let backend: NcursesBackend
    do {
      backend = try NcursesBackend()
    } catch {
      errors("haptui: \(error.message)\n")
      return 1
    }
    let monochrome = LocalFiles.environment("NO_COLOR") != nil || !backend.hasColor
    let state = BrowserState(
      folder: folder, entries: PatternLibrary.entries(in: folder), size: backend.size,
      monochrome: monochrome)
    let recovery = RecoveryStore.standard()
    // The editor's own driver and device: Space in the list plays as Space in the editor does.
    let attached = DeviceMonitor().poll().flatMap { $0.first(where: \.isPlayable) }
    let playback = PlayerPlaybackDriver(
      openDevice: EditorLauncher.openFirstDevice, deviceName: attached?.name)
    let runtime = BrowserRuntime(
      state: state, backend: backend, recovery: recovery, monochrome: monochrome,
      playback: playback)
    runtime.terminationSignal = { TerminalGuard.receivedSignal }
    let exit = runtime.run()
    backend.shutdown()
    if let (editorExit, editorState) = runtime.editorExit {
      return EditorLauncher.report(
        editorExit, state: editorState, recovery: recovery, errors: errors)
    }
    if case .signal(let signal) = exit { return 128 + signal }
    return 0
  }
}
