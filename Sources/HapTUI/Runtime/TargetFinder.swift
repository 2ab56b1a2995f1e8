import HapAudition
import HapPlayback

/// Lists the audition targets on a thread of its own (each probe may take its 2 s timeout),
/// so the editor never waits; the run loop collects the answer with `take()`.
final class TargetFinder: @unchecked Sendable {
  private let lock = Lock()
  private var answer: [TargetListing]?
  private var thread: PosixThread?
  private(set) var isBusy = false

  /// Starts listing (or lists here, when no thread can be started).
  func start(_ discovery: AuditionDiscovery) {
    guard !isBusy else { return }
    isBusy = true
    thread = PosixThread.start { [self] in
      let found = discovery.list()
      lock.withLock { answer = found }
    }
    if thread == nil { lock.withLock { answer = discovery.list() } }
  }

  /// The listing, once it is ready (then forgotten).
  func take() -> [TargetListing]? {
    let found: [TargetListing]? = lock.withLock {
      defer { answer = nil }
      return answer
    }
    if found != nil {
      thread?.join()
      thread = nil
      isBusy = false
    }
    return found
  }
}
