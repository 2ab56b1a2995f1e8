import HapPlayback

/// Analyses the attached sound into a track on a thread of its own, so the panel's
/// re-analysis never holds up a key; the run loop collects the answer with `take()`.
///
/// Only the newest request counts: one asked for while another runs replaces any still
/// waiting, and the reducer drops an answer whose generation is no longer its newest.
final class SoundAnalysisWork: @unchecked Sendable {
  private let lock = Lock()
  private var waiting: SoundAnalysisRequest?
  private var finished: [SoundAnalysis] = []
  private var working = false
  private var stopping = false
  private var thread: PosixThread?

  init() {
    thread = PosixThread.start { [self] in loop() }
  }

  /// Asks for `request` (replacing one not yet started); analysed here when no thread runs.
  func submit(_ request: SoundAnalysisRequest) {
    guard thread != nil else {
      let answer = SoundAnalysis.analyzing(request)
      lock.withLock { finished.append(answer) }
      return
    }
    lock.withLock { waiting = request }
    lock.signal()
  }

  /// The answers finished since the last call, oldest first.
  func take() -> [SoundAnalysis] {
    lock.withLock {
      defer { finished.removeAll() }
      return finished
    }
  }

  /// Whether an analysis waits or runs.
  var isBusy: Bool { lock.withLock { working || waiting != nil } }

  /// Drops what waits and lets the thread end after the analysis in hand, without waiting
  /// for it: an analysis touches nothing outside itself, and its answer is never taken.
  func stop() {
    lock.withLock {
      stopping = true
      waiting = nil
    }
    lock.signal()
    thread?.detach()
    thread = nil
  }

  private func loop() {
    while true {
      lock.wait { stopping || waiting != nil }
      let request = lock.withLock { () -> SoundAnalysisRequest? in
        if stopping { return nil }
        defer { waiting = nil }
        working = true
        return waiting
      }
      guard let request else { return }
      let answer = SoundAnalysis.analyzing(request)
      lock.withLock {
        working = false
        if !stopping { finished.append(answer) }
      }
    }
  }
}
