import Glibc
import Synchronization

/// Runs `Player.play` on a dedicated POSIX thread, so a blocking playback never occupies one
/// of the few threads of Swift's cooperative pool (an editor or a test keeps its own loop).
///
/// Stop it with `player.stop()`; `join()` waits for the outcome, `outcome` peeks at it.
public final class PlaybackThread: Sendable {
  private final class Job: Sendable {
    let body: @Sendable () -> PlaybackOutcome
    let result = Mutex<PlaybackOutcome?>(nil)
    init(_ body: @escaping @Sendable () -> PlaybackOutcome) { self.body = body }
  }

  private let job: Job
  private let thread: Mutex<pthread_t?>

  /// Starts playing `schedule` on `device` with `player` (see `Player.play`); `finished` runs
  /// on the playback thread once the motor is stopped and the effect erased.
  public init(
    player: Player, schedule: RumbleSchedule, device: (any RumbleDevice)?, looping: Bool = false,
    finished: @escaping @Sendable (PlaybackOutcome) -> Void = { _ in }
  ) {
    let job = Job {
      let outcome = player.play(schedule, on: device, looping: looping)
      finished(outcome)
      return outcome
    }
    self.job = job
    var handle = pthread_t()
    let context = Unmanaged.passRetained(job).toOpaque()
    let status = pthread_create(
      &handle, nil,
      { context in
        let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
        let outcome = job.body()
        job.result.withLock { $0 = outcome }
        return nil
      }, context)
    if status != 0 {
      // No thread: play here instead, so the caller still gets an outcome.
      Unmanaged<Job>.fromOpaque(context).release()
      let outcome = job.body()
      job.result.withLock { $0 = outcome }
      thread = Mutex(nil)
    } else {
      thread = Mutex(handle)
    }
  }

  /// The outcome once playback has ended, else nil.
  public var outcome: PlaybackOutcome? { job.result.withLock { $0 } }

  /// Waits for playback to end and returns its outcome.
  public func join() -> PlaybackOutcome {
    let handle = thread.withLock { handle -> pthread_t? in
      defer { handle = nil }
      return handle
    }
    if let handle { pthread_join(handle, nil) }
    while true {
      if let outcome = outcome { return outcome }
      usleep(1000)  // another caller is joining; the result is moments away
    }
  }
}
