import HapAudio
import HapModel
import HapPlayback
import HapSound

/// The imperative shell around the reducer: reads input, draws frames, runs effects (saves,
/// analyses, playback, recovery) and timers, and leaves the terminal as it found it.
public final class EditorRuntime {
  /// How the run ended.
  public enum Exit: Equatable, Sendable {
    /// The user quit.
    case quit
    /// A termination signal (SIGTERM, SIGHUP, SIGINT…) arrived; unsaved edits were kept.
    case signal(Int32)
    /// Input ended; unsaved edits were kept.
    case inputEnded
  }

  public private(set) var state: EditorState
  let backend: TerminalBackend
  let session: DocumentSession
  let analyzer: PatternAnalyzer
  let recovery: RecoveryStore?
  let playback: PlaybackDriver
  /// The attached sound on its device (`nil`: none, or no audio output).
  var soundCard: SoundCardPlayer?
  /// The lane's sound the card was opened for (compared by identity).
  private var cardSound: AttachedSound?
  /// Makes the sound card an attached sound plays on (`nil`: none is opened, as for a
  /// scripted terminal).
  var soundOutput: (() -> any SoundOutput)?
  /// The playback generation the haptics last started and the instant they started at
  /// (CLOCK_MONOTONIC ns): the attached sound counts its frames from the same instant.
  private var startedAt: (generation: Int, instant: UInt64)?
  /// Returns a termination signal received, or 0.
  var terminationSignal: () -> Int32 = { 0 }
  /// Returns the attached device's name when it changed since the last call (`.some(nil)`
  /// when it went away), or `nil` when nothing changed.
  var pollDevice: (() -> String??)?
  /// A key that crashes the editor on purpose, so tests can prove the crash handler works.
  var crashKey: Key?
  /// Actions the run starts with, after the reducer's own start (`haptui edit --audio`).
  var openingActions: [Action] = []

  /// Analyses and recovery writes run here, off the run loop, when `inBackground` is set.
  private var work: BackgroundWork?
  /// Decodes attached sounds off the run loop, when `inBackground` is set.
  private var sounds: SoundLoader?
  /// Run analyses on a thread of their own (tests may ask for them inline, when idle).
  var inBackground = false
  private var pendingAnalysis: AnalysisRequest?
  private var pendingRecovery: (content: RecoveryContent, due: Int)?
  private var ticks: [(due: Int, generation: Int)] = []
  private var nextDevicePoll = 0
  /// When the file on disk is next compared with what was read.
  var nextDiskPoll = 0
  /// The file on disk changed and the status line said so (said once per change).
  var diskChangeReported = false
  private var needsDraw = true
  var fullRedraw = true
  private var quitting = false

  /// Milliseconds unsaved edits wait before they are written to the recovery file.
  static let recoveryDelay = 300

  public init(
    state: EditorState, backend: TerminalBackend, session: DocumentSession,
    analyzer: PatternAnalyzer,
    recovery: RecoveryStore?, playback: PlaybackDriver
  ) {
    self.state = state
    self.backend = backend
    self.session = session
    self.analyzer = analyzer
    self.recovery = recovery
    self.playback = playback
  }

  /// Runs until the user quits, a termination signal arrives, or input ends. The terminal is
  /// left as it is, for the caller to shut down (the browser keeps using it).
  public func run() -> Exit {
    if inBackground {
      let session = session
      work = BackgroundWork(
        analyze: analyzer.analyze, serialize: session.forRecovery, recovery: recovery,
        path: { session.path })
      sounds = SoundLoader()
    }
    defer {
      work?.stop()
      work = nil
      sounds?.stop()
      sounds = nil
      // Every way out (quit, signal, input ended) stops the motors and closes the sound card.
      stopDevices()
    }
    perform(EditorReducer.start(&state))
    for action in openingActions { dispatch(action) }
    followSoundLane()
    while true {
      let signal = terminationSignal()
      if signal != 0 {
        keepUnsavedEdits(final: true)
        playback.stop()
        return .signal(signal)
      }
      fireTimers()
      if needsDraw { draw() }
      let now = MonotonicTime.milliseconds()
      var timeout = 250
      if let due = ticks.map(\.due).min() { timeout = min(timeout, max(due - now, 0)) }
      if let due = pendingRecovery?.due { timeout = min(timeout, max(due - now, 0)) }
      if pendingAnalysis != nil { timeout = 0 }
      if let analysis = work?.takeAnalysis() {
        dispatch(.analyzed(analysis))
        continue
      }
      if let loaded = sounds?.take(), !loaded.isEmpty {
        for answer in loaded { dispatch(.soundLoaded(path: answer.path, status: answer.status)) }
        continue
      }
      // While the workers compute, look for their answers often.
      if work?.isBusy == true || sounds?.isBusy == true { timeout = min(timeout, 30) }
      guard let event = backend.nextInput(timeoutMs: timeout) else {
        if let request = pendingAnalysis {
          pendingAnalysis = nil
          dispatch(.analyzed(analyzer.analyze(request)))
        }
        continue
      }
      switch event {
      case .key(let key):
        if let crashKey, key == crashKey { fatalError("crash requested with HAPTUI_CRASH_KEY") }
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
      if quitting {
        playback.stop()
        return .quit
      }
    }
  }

  /// Sends an action through the reducer and carries out its effects.
  func dispatch(_ action: Action) {
    perform(EditorReducer.reduce(&state, action))
    needsDraw = true
    followSoundLane()
  }

  private func draw() {
    let theme = Theme.selected(monochrome: state.monochrome, glyphs: backend.glyphs)
    var frame = CellBuffer(width: state.size.columns, height: state.size.rows)
    EditorScreen.render(state, theme: theme, into: &frame)
    backend.draw(frame, theme: theme, full: fullRedraw)
    fullRedraw = false
    needsDraw = false
  }

  private func perform(_ effects: [Effect]) {
    session.editsPredateFile = state.document.changedSinceRecovery
    for effect in effects {
      switch effect {
      case .save(let request):
        let before = session.path
        let outcome = session.save(request)
        // After a save elsewhere the edits live in the copy: the original's recovery goes.
        if session.path != before { recovery?.remove(for: before) }
        perform(EditorReducer.reduce(&state, .saveFinished(outcome)))
        if let moved = session.takeAudioMove() { dispatch(.audioMoved(moved)) }
      case .quit:
        quitting = true
      case .analyze(let request):
        if let work { work.submit(request) } else { pendingAnalysis = request }
      case .startPlayback(let request):
        if let problem = playback.start(request) {
          perform(
            EditorReducer.reduce(
              &state, .playbackFailed(generation: request.generation, message: problem)))
          continue
        }
        // One instant for both: the player's thread starts its clock as `start` returns (its
        // schedule is computed before), and the sound's first frame is due at this instant.
        let instant = MonotonicTime.nanoseconds()
        startedAt = (request.generation, instant)
        if let cue = request.sound {
          soundCard?.start(cue, instant: instant, generation: request.generation)
        }
        if playback.deviceName != state.playback.deviceName {
          // The device came or went since the last poll: what plays is said for the device
          // the driver actually opened.
          perform(EditorReducer.reduce(&state, .deviceChanged(name: playback.deviceName)))
        }
      case .stopPlayback:
        playback.stop()
        soundCard?.stop()
        startedAt = nil
        ticks.removeAll()
      case .startSound(let cue, let generation):
        if let startedAt, startedAt.generation == generation {
          soundCard?.start(cue, instant: startedAt.instant, generation: generation)
        }
      case .stopSound:
        soundCard?.stop()
      case .scheduleTick(let generation, let afterMs):
        ticks.append((MonotonicTime.milliseconds() + afterMs, generation))
      case .storeRecovery(let pattern, let title):
        pendingRecovery = (
          RecoveryContent(pattern: pattern, title: title),
          MonotonicTime.milliseconds() + Self.recoveryDelay
        )
      case .clearRecovery:
        pendingRecovery = nil
        if let work { work.clearRecovery() } else { recovery?.remove(for: session.path) }
      case .redraw:
        fullRedraw = true
      case .suspend:
        keepUnsavedEdits(final: false)
        backend.suspend()
        fullRedraw = true
      case .saveAs, .editInEditor, .reload, .diffWithDisk:
        performOnDisk(effect)
      case .setAudio(let name):
        session.setAudio(name)
      case .analyzeSound(let name, let path):
        dispatch(.soundAnalyzed(SoundAnalysis.importing(name: name, path: path)))
      case .loadSound(let name, let path):
        if let sounds {
          sounds.start(name: name, path: path)
        } else {
          let status = SoundLoader.load(name: name, path: path)
          perform(EditorReducer.reduce(&state, .soundLoaded(path: path, status: status)))
        }
      }
    }
    needsDraw = true
  }

  private func fireTimers() {
    let now = MonotonicTime.milliseconds()
    let due = ticks.filter { $0.due <= now }
    ticks.removeAll { $0.due <= now }
    if !due.isEmpty, let failure = soundCard?.takeFailure() {
      dispatch(.soundFailed(generation: failure.generation, message: failure.message))
    }
    for tick in due {
      if let elapsed = playback.elapsed {
        dispatch(.tick(generation: tick.generation, elapsed: elapsed))
      } else if let failure = playback.failure {
        dispatch(.playbackFailed(generation: tick.generation, message: failure))
      } else {
        dispatch(.playbackEnded(generation: tick.generation))
      }
    }
    if let pending = pendingRecovery, pending.due <= now {
      pendingRecovery = nil
      let content = pending.content
      if let work {
        work.storeRecovery(content.pattern, title: content.title)
      } else {
        let kept = session.forRecovery(content.pattern, title: content.title)
        recovery?.store(kept.bytes, base: kept.base, for: session.path)
      }
    }
    if now >= nextDiskPoll {
      nextDiskPoll = now + 2000
      watchDisk()
    }
    if let pollDevice, now >= nextDevicePoll {
      nextDevicePoll = now + 2000
      if let change = pollDevice() { dispatch(.deviceChanged(name: change)) }
    }
  }

  /// Opens the sound card for `audio`, the decoded sound `source` names (closing the card of
  /// an earlier sound first), and tells the reducer what it got.
  func attachSoundCard(source: String, audio: DecodedAudio) {
    guard let soundOutput else { return }
    soundCard?.close()
    let (card, cardState) = SoundCardSetup.open(source: source, audio: audio, output: soundOutput)
    soundCard = card
    dispatch(.soundCardOpened(cardState))
  }

  /// Keeps the sound card on the lane's sound: a newly decoded sound opens the card for it,
  /// a sound that cannot be read is said so, and a detached one closes the card.
  private func followSoundLane() {
    guard soundOutput != nil else { return }
    let lane = state.sound
    switch lane?.status {
    case .loaded(let sound)?:
      guard sound !== cardSound else { return }
      cardSound = sound
      attachSoundCard(source: sound.name, audio: sound.decoded)
    case .failed(let problem)?:
      guard state.soundCard.source != lane?.name || state.soundCard.problem != problem else {
        return
      }
      closeSoundCard()
      dispatch(
        .soundCardOpened(
          SoundCardState(source: lane?.name, problem: problem, problemIsDevice: false)))
    case .loading?:
      return
    case nil:
      guard state.soundCard.source != nil || soundCard != nil else { return }
      closeSoundCard()
      dispatch(.soundCardOpened(SoundCardState()))
    }
  }

  /// Stops and closes the sound card, forgetting which sound it was opened for.
  private func closeSoundCard() {
    soundCard?.stop()
    soundCard?.close()
    soundCard = nil
    cardSound = nil
  }

  /// Stops the motors and the sound, and closes the sound card: on every way out of the run.
  func stopDevices() {
    playback.stop()
    soundCard?.close()
  }

  /// Writes unsaved edits to the recovery file: at once and here when the process is about to
  /// end (`final`, after the worker has stopped), else through the worker.
  func keepUnsavedEdits(final: Bool) {
    guard state.isDirty, !state.isReadOnly else { return }
    pendingRecovery = nil
    if let work {
      guard final else {
        return work.storeRecovery(state.pattern, title: state.document.title)
      }
      work.stop()
      self.work = nil
    }
    let kept = session.forRecovery(state.pattern, title: state.document.title)
    recovery?.store(kept.bytes, base: kept.base, for: session.path)
  }
}
