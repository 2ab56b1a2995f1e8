import HapModel

/// Does the work too slow for a keystroke: analyses, recovery writes and decoding the attached
/// sound. Threaded (a real terminal), analyses and recovery writes go to `BackgroundWork`'s
/// thread and sounds to `SoundLoader`'s; inline (a scripted terminal, tests) each job is done on
/// the run loop, an analysis when the loop is idle, so a test's keys are read in order.
///
/// Every call returns the answers ready at once (inline); `takeAnswers()` returns those that
/// finished since (threaded). The run loop dispatches both the same way (D076).
final class Worker {
  /// Where the work runs.
  enum Mode: Sendable {
    /// On the run loop: an analysis when idle, the rest at once.
    case inline
    /// On threads of their own.
    case threaded
  }

  private let analyzer: (AnalysisRequest, @escaping @Sendable (Analysis) -> Void) -> Analysis
  private let serialize: (RecoveryContent) -> (bytes: [UInt8], base: [UInt8]?)
  private let recovery: RecoveryStore?
  private let path: () -> String
  private var background: BackgroundWork?
  private var sounds: SoundLoader?
  /// Analyses of the attached sound into a track (threaded only).
  private var soundAnalyses: SoundAnalysisWork?
  /// The analysis an inline worker does when the loop is next idle.
  private var idleAnalysis: AnalysisRequest?
  /// Whether an analysis was asked for while the thread was computing one: the request was
  /// dropped, and a fresh one is asked for when the thread's answer arrives (D247).
  private var analysisDeferred = false

  init(
    mode: Mode,
    analyze: @escaping (AnalysisRequest, @escaping @Sendable (Analysis) -> Void) -> Analysis,
    serialize: @escaping (RecoveryContent) -> (bytes: [UInt8], base: [UInt8]?),
    recovery: RecoveryStore?, path: @escaping () -> String
  ) {
    analyzer = analyze
    self.serialize = serialize
    self.recovery = recovery
    self.path = path
    if mode == .threaded {
      background = BackgroundWork(
        analyze: analyze, serialize: serialize, recovery: recovery, path: path)
      sounds = SoundLoader()
      soundAnalyses = SoundAnalysisWork()
    }
  }

  /// Asks for an analysis. While the thread computes one, the request is dropped and
  /// `takeAnswers` asks for a fresh one with the answer: a request kept waiting would share
  /// the track's storage with the editor, so every keystroke meanwhile would copy the whole
  /// track (D247).
  func analyze(_ request: AnalysisRequest) {
    guard let background else {
      idleAnalysis = request
      return
    }
    if background.isBusy {
      analysisDeferred = true
    } else {
      background.submit(request)
    }
  }

  /// Asks for the attached sound to be decoded; inline, the answer is returned at once.
  func loadSound(name: String, path: String) -> [Action] {
    if let sounds {
      sounds.start(name: name, path: path)
      return []
    }
    return [.soundLoaded(path: path, status: SoundLoader.load(name: name, path: path))]
  }

  /// Asks for the lane's decoded sound to be analysed into a track (replacing a request not
  /// yet started); inline, the answer is returned at once.
  func analyzeSound(_ request: SoundAnalysisRequest) -> [Action] {
    if let soundAnalyses {
      soundAnalyses.submit(request)
      return []
    }
    return [.soundAnalyzed(SoundAnalysis.analyzing(request))]
  }

  /// Writes the recovery file for `pattern` and `title`: on the thread when there is one.
  func storeRecovery(_ content: RecoveryContent) {
    if let background {
      return background.storeRecovery(
        content.pattern, title: content.title, frontmatter: content.frontmatter)
    }
    storeHere(content)
  }

  /// Writes the recovery file here and now, after ending the thread: the process is about to
  /// end and the write must be done when this returns.
  func storeRecoveryNow(_ content: RecoveryContent) {
    background?.stop()
    background = nil
    storeHere(content)
  }

  /// Deletes the recovery file and cancels writes not yet done.
  func clearRecovery() {
    if let background { return background.clearRecovery() }
    recovery?.remove(for: path())
  }

  /// Whether there is inline work waiting for the loop to be idle: the loop then does not wait.
  var hasIdleWork: Bool { idleAnalysis != nil }

  /// Whether a thread is computing: the loop then looks for its answers often.
  var isBusy: Bool {
    background?.isBusy == true || sounds?.isBusy == true || soundAnalyses?.isBusy == true
  }

  /// The answers finished on the threads since the last call: an analysis first, then sounds.
  func takeAnswers() -> [Action] {
    if let analysis = background?.takeAnalysis() {
      // The thread still works after an early answer: a request made meanwhile waits for the
      // whole one.
      if analysis.isEarly { return [.analyzed(analysis)] }
      defer { analysisDeferred = false }
      return [.analyzed(analysis)] + (analysisDeferred ? [.refreshAnalysis] : [])
    }
    let loaded = sounds?.take() ?? []
    let analysed = soundAnalyses?.take() ?? []
    return loaded.map { .soundLoaded(path: $0.path, status: $0.status) }
      + analysed.map { .soundAnalyzed($0) }
  }

  /// The inline work done when the loop found no input: the waiting analysis.
  func idle() -> [Action] {
    guard let request = idleAnalysis else { return [] }
    idleAnalysis = nil
    return [.analyzed(analyzer(request, { _ in }))]
  }

  /// Ends the threads: the job in hand finishes, the rest is dropped.
  func stop() {
    background?.stop()
    background = nil
    sounds?.stop()
    sounds = nil
    soundAnalyses?.stop()
    soundAnalyses = nil
  }

  private func storeHere(_ content: RecoveryContent) {
    let kept = serialize(content)
    recovery?.store(kept.bytes, base: kept.base, for: path())
  }
}
