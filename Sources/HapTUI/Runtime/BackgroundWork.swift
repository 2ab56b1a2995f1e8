import HapModel
import HapPlayback

/// Runs the work too slow for a keystroke on a thread of its own: analyses (diagnostics and
/// six renditions, which take most of a second on a 10,000-event track) and recovery writes.
///
/// Only the newest request of each kind is kept; the run loop collects finished analyses with
/// `takeAnalysis()` (an early answer first, when the analyzer gives one), and their keys let
/// the reducer drop any that are stale.
final class BackgroundWork: @unchecked Sendable {
  private let lock = Lock()
  private var pendingAnalysis: AnalysisRequest?
  private var pendingRecovery: (content: RecoveryContent, generation: Int)?
  private var finished: Analysis?
  private var working = false
  private var stopping = false
  /// Bumped when the recovery file is cleared, so a write already under way is not kept.
  private var recoveryGeneration = 0
  private let recoveryLock = Lock()
  private var thread: PosixThread?

  /// Makes an analysis, handing an early answer to the closure it is given (D374).
  private let analyze: (AnalysisRequest, @escaping @Sendable (Analysis) -> Void) -> Analysis
  /// The bytes to keep for a pattern and title, and the file content they were made on.
  private let serialize: (RecoveryContent) -> (bytes: [UInt8], base: [UInt8]?)
  private let recovery: RecoveryStore?
  /// The file being edited (a save elsewhere or a `save-as` changes it).
  private let path: () -> String

  init(
    analyze: @escaping (AnalysisRequest, @escaping @Sendable (Analysis) -> Void) -> Analysis,
    serialize: @escaping (RecoveryContent) -> (bytes: [UInt8], base: [UInt8]?),
    recovery: RecoveryStore?, path: @escaping () -> String
  ) {
    self.analyze = analyze
    self.serialize = serialize
    self.recovery = recovery
    self.path = path
    // The thread holds the worker until its loop ends (`stop()` ends it).
    thread = PosixThread.start { [self] in loop() }
  }

  /// Asks for an analysis (replacing one not yet started).
  func submit(_ request: AnalysisRequest) {
    guard thread != nil else {
      let result = analyze(request, { _ in })
      lock.withLock { finished = result }
      return
    }
    lock.withLock { pendingAnalysis = request }
    lock.signal()
  }

  /// Asks for the recovery file to hold `pattern` and `title` (replacing a write not yet
  /// started).
  func storeRecovery(
    _ pattern: HapticPattern, title: String?, frontmatter: FrontmatterEdits = .none
  ) {
    let generation = recoveryLock.withLock { recoveryGeneration }
    lock.withLock {
      pendingRecovery = (
        RecoveryContent(pattern: pattern, title: title, frontmatter: frontmatter), generation
      )
    }
    lock.signal()
  }

  /// Deletes the recovery file and cancels writes not yet done.
  func clearRecovery() {
    lock.withLock { pendingRecovery = nil }
    recoveryLock.withLock {
      recoveryGeneration += 1
      recovery?.remove(for: path())
    }
  }

  /// The newest finished analysis (or early answer), once.
  func takeAnalysis() -> Analysis? {
    lock.withLock {
      defer { finished = nil }
      return finished
    }
  }

  /// Whether an analysis is waiting or being computed.
  var isBusy: Bool { lock.withLock { working || pendingAnalysis != nil } }

  /// Waits for the job in hand to finish, drops the rest, and ends the thread.
  func stop() {
    lock.withLock { stopping = true }
    lock.signal()
    thread?.join()
    thread = nil
  }

  private func loop() {
    while true {
      var analysis: AnalysisRequest?
      var write: (content: RecoveryContent, generation: Int)?
      lock.wait { stopping || pendingAnalysis != nil || pendingRecovery != nil }
      let stop = lock.withLock { () -> Bool in
        // Stopping drops work not yet started: the run loop writes what must survive itself.
        if stopping { return true }
        analysis = pendingAnalysis
        write = pendingRecovery
        pendingAnalysis = nil
        pendingRecovery = nil
        working = analysis != nil
        return false
      }
      if stop { return }
      if let write { writeRecovery(write.content, generation: write.generation) }
      if let analysis {
        // An early answer waits in the same place; the whole one replaces it if the run loop
        // has not taken it yet.
        let result = analyze(analysis) { [self] early in lock.withLock { finished = early } }
        lock.withLock {
          finished = result
          working = false
        }
      }
    }
  }

  private func writeRecovery(_ content: RecoveryContent, generation: Int) {
    let kept = serialize(content)
    recoveryLock.withLock {
      guard generation == recoveryGeneration else { return }
      recovery?.store(kept.bytes, base: kept.base, for: path())
    }
  }
}

/// What a recovery file keeps: the unsaved pattern, frontmatter title and other frontmatter
/// edits.
struct RecoveryContent {
  var pattern: HapticPattern
  var title: String?
  var frontmatter: FrontmatterEdits = .none
}
