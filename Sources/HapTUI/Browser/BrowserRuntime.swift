import HapModel
import HapPlayback
import HapSound
import HapSystem

/// The browser's shell on the program host: lists, filters, plays, and opens a pattern in the
/// editor in the same terminal, coming back to the list after. Every change of its state goes
/// through `BrowserReducer` as a `BrowserAction` (D140).
final class BrowserRuntime {
  private(set) var state: BrowserState
  let backend: TerminalBackend
  let monochrome: Bool
  /// What the browser runs against: its driver, the recovery store, the signals (D076).
  let environment: Environment
  /// How the last editor session ended, when the browser stopped because of it.
  private(set) var editorExit: (ProgramExit, EditorState)?

  /// Makes the environment of each editor opened from the list (a fresh device and driver).
  let editorEnvironment: () -> Environment
  /// The next frame redraws every cell (after a resize, an effect, or the editor's run).
  private var fullRedraw = true
  /// How the run ends, once an effect decided it.
  private var exit: ProgramExit?

  /// Plays what Space asks for: the editor's driver (the real player on a terminal).
  var playback: PlaybackDriver { environment.playback }

  init(
    state: BrowserState, backend: TerminalBackend, monochrome: Bool,
    environment: Environment = .scripted(), editorEnvironment: (() -> Environment)? = nil
  ) {
    self.state = state
    self.backend = backend
    self.monochrome = monochrome
    self.environment = environment
    let recovery = environment.recovery
    self.editorEnvironment = editorEnvironment ?? { .scripted(recovery: recovery) }
    _ = BrowserReducer.reduce(&self.state, .deviceChanged(name: playback.deviceName))
  }

  deinit {
    playback.stop()
  }

  /// Runs on the program host until the user quits, a signal arrives, or input ends; the
  /// motors are stopped on every way out.
  func run() -> ProgramExit {
    let exit = ProgramHost(backend: backend, environment: environment).run(self)
    playback.stop()
    return exit
  }

  /// Sends an action through the reducer and carries out its effects.
  private func dispatch(_ action: BrowserAction) {
    for effect in BrowserReducer.reduce(&state, action) {
      carryOut(effect)
      fullRedraw = true
      if exit != nil { return }
    }
  }

  /// Carries out an effect; sets `exit` when the browser must stop.
  private func carryOut(_ effect: BrowserEffect) {
    switch effect {
    case .play(let request):
      if let problem = playback.start(request) {
        dispatch(.playbackEnded(generation: request.generation, failure: problem))
      }
      dispatch(.deviceChanged(name: playback.deviceName))
    case .stopPlayback:
      playback.stop()
    case .quit:
      exit = .quit
    case .open(let path):
      edit(path)
    case .create(let id):
      switch PatternLibrary.create(id: id, in: state.folder) {
      case .success(let path):
        list(keeping: path)
        edit(path)
      case .failure(let error):
        dispatch(.createFailed(error.message))
      }
    }
  }

  /// Runs the editor on `path` in the same terminal, then lists the folder again.
  private func edit(_ path: String) {
    let environment = editorEnvironment()
    // As `haptui edit` does: drawn first, checked after, unless a recovery file waits (D264).
    let opened = DocumentSession.open(
      path: path, deferringChecks: environment.recovery?.load(for: path) == nil)
    let editor = EditorLauncher.makeRuntime(
      opened: opened, backend: backend, environment: environment, monochrome: monochrome)
    let ended = editor.run()
    list(keeping: path)
    switch ended {
    case .quit:
      break
    case .signal, .inputEnded:
      editorExit = (ended, editor.state)
      exit = ended
    }
  }

  private func list(keeping path: String) {
    dispatch(.listed(PatternLibrary.entries(in: state.folder), keeping: path))
  }
}

/// The browser's turn on the program host: the playhead, the list, and input.
extension BrowserRuntime: HostedProgram {
  /// Moves the playhead, and says when playback has ended.
  func fireTimers(now: Int) {
    guard let playing = state.playback else { return }
    if let elapsed = playback.elapsed {
      dispatch(.tick(generation: playing.generation, elapsed: elapsed))
    } else {
      dispatch(.playbackEnded(generation: playing.generation, failure: playback.failure))
    }
  }

  func draw() {
    let theme = Theme.selected(monochrome: state.monochrome, glyphs: backend.glyphs)
    backend.draw(
      BrowserScreen.render(state, glyphs: backend.glyphs), theme: theme, full: fullRedraw)
    fullRedraw = false
  }

  func takeAnswers() -> Bool { false }

  /// While playing, wake often enough to move the playhead.
  func inputTimeout(now: Int) -> Int {
    state.playback == nil ? 250 : PlaybackState.tickInterval
  }

  func idle() {}

  func take(_ event: InputEvent) -> ProgramExit? {
    switch event {
    case .end:
      return .inputEnded
    case .resize(let size):
      dispatch(.resize(size))
      fullRedraw = true
    case .mouse(let mouse):
      dispatch(.mouse(mouse))
    case .key(let key):
      dispatch(.key(key))
    }
    return exit
  }

  func interrupted() {}
}

/// Opens the browser on the real terminal.
public enum BrowserLauncher {
  /// The folder `haptui` with no argument browses: the current folder when it holds pattern
  /// files, else `./Patterns` when there is one, else the current folder.
  public static func defaultFolder() -> String { PatternLibrary.folderToBrowse() }

  /// Browses `folder`; returns the exit code. Messages for the user go to `errors`. `ascii`
  /// draws the list and the patterns it opens in ASCII only (`haptui --ascii DIR`, D156).
  public static func browse(
    folder: String, ascii: Bool = false, errors: @escaping (String) -> Void
  ) -> Int32 {
    let backend: NcursesBackend
    do {
      backend = try NcursesBackend(ascii: ascii)
    } catch {
      errors("haptui: \(error.message)\n")
      return 1
    }
    let monochrome = ProcessEnvironment.value("NO_COLOR") != nil || !backend.hasColor
    let state = BrowserState(
      folder: folder, entries: PatternLibrary.entries(in: folder), size: backend.size,
      monochrome: monochrome)
    let recovery = RecoveryStore.standard()
    // The editor's own driver and device: Space in the list plays as Space in the editor does.
    let runtime = BrowserRuntime(
      state: state, backend: backend, monochrome: monochrome,
      environment: .terminal(recovery: recovery),
      editorEnvironment: { .terminal(recovery: recovery) })
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
