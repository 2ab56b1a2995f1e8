import HapAudition
import HapPlayback

/// Lists the audition targets on a thread of its own (each probe may take its 2 s timeout),
/// so the editor never waits; the run loop collects the answer with `take()`.
final class TargetFinder: @unchecked Sendable {
  private let lock = Lock()
  private var answer: [TargetListing]?
  private var thread: PosixThread?
  private(set) var isBusy = false

  /// Starts listing (or lists here, when no thread can be started); `probe`, a phone over ssh
  /// (`feedbackd:[USER@]HOST[:PORT]`), is probed and listed too.
  func start(_ discovery: AuditionDiscovery, probe: String? = nil) {
    guard !isBusy else { return }
    isBusy = true
    thread = PosixThread.start { [self] in
      let found = Self.list(discovery, probe: probe)
      lock.withLock { answer = found }
    }
    if thread == nil { lock.withLock { answer = Self.list(discovery, probe: probe) } }
  }

  /// Every local target, then `probe` when it is a phone over ssh no local search finds.
  static func list(_ discovery: AuditionDiscovery, probe: String?) -> [TargetListing] {
    var found = discovery.list()
    if let probe, !found.contains(where: { $0.target == probe }),
      case .success(.feedbackd(let remote?)) = TargetName.parse(probe)
    {
      found.append(discovery.feedbackd(remote: remote))
    }
    return found
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
