import Glibc
import HapRender
import HapSystem
import Synchronization

/// Runs `Player.play` on a dedicated POSIX thread, so a blocking playback never occupies one
/// of the few threads of Swift's cooperative pool (an editor or a test keeps its own loop).
///
/// Stop it with `stop()` or `player.stop()`, at any time after `init` returns, even before the
/// thread has begun to play; `join()` waits for the outcome, `outcome` peeks at it.
public final class PlaybackThread: Sendable {
  private final class Job: Sendable {
    let body: @Sendable () -> PlaybackOutcome
    let result = Mutex<PlaybackOutcome?>(nil)
    init(_ body: @escaping @Sendable () -> PlaybackOutcome) { self.body = body }
  }

  private let job: Job
  private let thread: PosixThread?
  /// The signal that stops this playback.
  public let stopSignal: StopSignal

  /// Starts playing `schedule` on `device` with `player` (see `Player.play`); `finished` runs
  /// on the playback thread once the motor is stopped and the effect erased.
  ///
  /// `stop` is the signal that ends this playback (a new one by default; pass one a signal
  /// handler raises). It is armed on `player` before the thread starts, so a stop that comes
  /// before the thread gets going still ends it, and nothing plays.
  public init(
    player: Player, schedule: RumbleSchedule, device: (any RumbleDevice)?, looping: Bool = false,
    stop: StopSignal = StopSignal(),
    finished: @escaping @Sendable (PlaybackOutcome) -> Void = { _ in }
  ) {
    stopSignal = stop
    player.prepare(stop: stop)
    let job = Job {
      let outcome = player.play(schedule, on: device, looping: looping, stop: stop)
      finished(outcome)
      return outcome
    }
    self.job = job
    thread = PosixThread.start {
      let outcome = job.body()
      job.result.withLock { $0 = outcome }
    }
    if thread == nil {
      // No thread: play here instead, so the caller still gets an outcome.
      let outcome = job.body()
      job.result.withLock { $0 = outcome }
    }
  }

  /// Stops this playback (from any thread, at any time; later calls do nothing more).
  public func stop() {
    stopSignal.raise()
  }

  /// The outcome once playback has ended, else nil.
  public var outcome: PlaybackOutcome? { job.result.withLock { $0 } }

  /// Waits for playback to end and returns its outcome.
  public func join() -> PlaybackOutcome {
    thread?.join()
    while true {
      if let outcome = outcome { return outcome }
      usleep(1000)  // another caller is joining; the result is moments away
    }
  }
}
