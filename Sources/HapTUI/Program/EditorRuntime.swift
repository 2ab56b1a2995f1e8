import HapModel

/// The imperative shell around the reducer: reads input, draws frames, runs effects (saves,
/// analyses, playback, recovery) and timers, and leaves the terminal as it found it. What it
/// runs against comes whole in an `Environment`; slow work goes through one `Worker` (D076).
public final class EditorRuntime {
  /// How the run ended.
  public typealias Exit = ProgramExit

  public private(set) var state: EditorState
  let backend: TerminalBackend
  let session: DocumentSession
  let analyzer: PatternAnalyzer
  let environment: Environment
  /// Actions the run starts with, after the reducer's own start (`haptui edit --audio`).
  let openingActions: [Action]
  /// The attached sound on its device (`nil`: none, or no audio output).
  var soundCard: SoundCardPlayer?
  /// The playback generation the haptics last started and the instant they started at
  /// (CLOCK_MONOTONIC ns): the attached sound counts its frames from the same instant.
  var startedAt: (generation: Int, instant: UInt64)?
  /// Analyses, recovery writes and sound decoding, while the run lasts.
  private(set) var worker: Worker?
  /// Lists audition targets for the picker, off the input path.
  let targetFinder = TargetFinder()
  /// A play sent to a phone that has not answered yet, and the attached sound to start with it.
  var awaitingPhone: (generation: Int, sound: SoundCue?)?
  var recoveryDue: Int?
  var ticks: [(due: Int, generation: Int)] = []
  var nextDevicePoll = 0
  /// When the file on disk is next compared with what was read.
  var nextDiskPoll = 0
  /// The file on disk changed and the status line said so (said once per change).
  var diskChangeReported = false
  var needsDraw = true
  var fullRedraw = true
  var quitting = false

  /// Milliseconds unsaved edits wait before they are written to the recovery file.
  static let recoveryDelay = 300

  var playback: PlaybackDriver { environment.playback }

  init(
    state: EditorState, backend: TerminalBackend, session: DocumentSession,
    analyzer: PatternAnalyzer, environment: Environment, openingActions: [Action] = []
  ) {
    self.state = state
    self.backend = backend
    self.session = session
    self.analyzer = analyzer
    self.environment = environment
    self.openingActions = openingActions
  }

  /// Runs on the program host until the user quits, a termination signal arrives, or input
  /// ends. The terminal is left as it is, for the caller to shut down (the browser keeps
  /// using it).
  public func run() -> Exit {
    let session = session
    let worker = Worker(
      mode: environment.work, analyze: { [analyzer] in analyzer.analyze($0, early: $1) },
      serialize: { [session] in
        session.forRecovery($0.pattern, title: $0.title, frontmatter: $0.frontmatter)
      },
      recovery: environment.recovery, path: { session.path })
    self.worker = worker
    defer {
      worker.stop()
      self.worker = nil
      // Every way out (quit, signal, input ended) stops the motors and closes the sound card.
      stopDevices()
    }
    perform(EditorReducer.start(&state))
    for action in openingActions { dispatch(action) }
    return ProgramHost(backend: backend, environment: environment).run(self)
  }

  /// Sends an action through the reducer and carries out its effects.
  func dispatch(_ action: Action) {
    perform(EditorReducer.reduce(&state, action))
    needsDraw = true
  }

  /// Carries out effects: each kind in the extension for its feature.
  func perform(_ effects: [Effect]) {
    session.editsPredateFile = state.document.changedSinceRecovery
    for effect in effects {
      switch effect {
      case .save, .saveAs, .checkSaveAsTarget, .checkImportTarget, .editInEditor, .reload,
        .diffWithDisk,
        .checkSound:
        performOnDisk(effect)
      case .quit:
        quitting = true
      case .analyze(let request):
        worker?.analyze(request)
      case .startPlayback, .stopPlayback, .startSound, .stopSound, .openSoundCard,
        .closeSoundCard, .scheduleTick:
        performPlayback(effect)
      case .findTargets(let probe):
        if let discovery = environment.discovery {
          targetFinder.start(discovery, probe: probe)
        } else {
          dispatch(.targetsFound([]))
        }
      case .storeRecovery:
        // The write takes the state as it is when it falls due: a copy kept here would share
        // the track's storage, and each keystroke until then would copy the whole track (D247).
        recoveryDue = environment.milliseconds() + Self.recoveryDelay
      case .clearRecovery:
        recoveryDue = nil
        worker?.clearRecovery()
      case .redraw:
        fullRedraw = true
      case .suspend:
        keepUnsavedEdits(final: false)
        backend.suspend()
        fullRedraw = true
      case .analyzeSound(let request):
        worker?.analyzeSound(request).forEach(dispatch)
      case .loadSound(let name, let path):
        worker?.loadSound(name: name, path: path).forEach(dispatch)
      }
    }
    needsDraw = true
  }
}
