import HapAudition
import HapSystem

/// Where the audition driver's latest play stands, shared by the run loop and the driver's
/// worker thread (each call takes the lock): each start or stop takes a new ticket, and the
/// worker records an outcome only for the ticket it ran for.
final class AuditionProgress: @unchecked Sendable {
  enum Phase: Equatable {
    /// Nothing plays on a target.
    case idle
    /// Queued, or connecting and sending to the target: the playhead holds at the start.
    case connecting
    /// The target plays from `startedAt` (ms, monotonic) for `duration` ms.
    case playing(startedAt: Int, duration: Int)
    /// The play did not reach the target.
    case failed(String)
  }

  private let lock = Lock()
  /// Guarded by `lock`, as the two below.
  private var ticket = 0
  private var phase = Phase.idle
  /// Reports not yet taken by the run loop, in order.
  private var reports: [PlaybackReport] = []

  /// A new play is queued; its ticket.
  func begin() -> Int {
    lock.withLock {
      ticket += 1
      phase = .connecting
      return ticket
    }
  }

  /// What plays is stopped: an outcome still on its way is ignored.
  func end() {
    lock.withLock {
      ticket += 1
      phase = .idle
    }
  }

  /// Whether `ticket` is still the latest (no stop or newer play since).
  func isCurrent(_ ticket: Int) -> Bool { lock.withLock { ticket == self.ticket } }

  /// The worker's outcome for `ticket`, at `now`; ignored when a stop or a newer play came
  /// since.
  func record(
    _ outcome: Result<AuditionStart, AuditionFailure>, ticket: Int, generation: Int, now: Int
  ) {
    lock.withLock {
      guard ticket == self.ticket else { return }
      switch outcome {
      case .success(let start):
        phase = .playing(startedAt: now, duration: start.duration)
        let summary = ([start.summary] + start.notes).joined(separator: "; ")
        reports.append(.started(generation: generation, summary: summary))
      case .failure(let failure):
        phase = .failed(failure.description)
      }
    }
  }

  /// Adds a report for the run loop.
  func report(_ report: PlaybackReport) { lock.withLock { reports.append(report) } }

  /// The reports since the last call, in order.
  func takeReports() -> [PlaybackReport] {
    lock.withLock {
      defer { reports = [] }
      return reports
    }
  }

  /// Milliseconds since the target began, `0` while connecting, `nil` once it has ended or
  /// failed.
  func elapsed(now: Int) -> Int? {
    lock.withLock {
      switch phase {
      case .connecting: return 0
      case .playing(let startedAt, let duration):
        let elapsed = now - startedAt
        return elapsed < duration ? elapsed : nil
      case .idle, .failed: return nil
      }
    }
  }

  /// Why the latest play failed.
  var failure: String? {
    lock.withLock {
      if case .failed(let message) = phase { return message }
      return nil
    }
  }
}
