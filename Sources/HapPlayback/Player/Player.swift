import HapRender
import HapSystem
import Synchronization

/// Plays a rumble schedule on a device on an absolute monotonic schedule.
///
/// `play` blocks the calling thread until the schedule ends, `stop()` is called from another
/// thread, or the device fails. Every deadline is the start time plus the cue's offset, never
/// a sum of sleeps, so lateness does not accumulate over a long pattern. One effect id is
/// updated in place (see `PlaybackPlan`); a device that refuses in-place updates gets an
/// erase and a fresh upload instead. On every way out the effect is stopped and erased.
/// With no device the clock still runs, so a playhead can move with nothing attached.
public final class Player: Sendable {
  private let clock: any PlaybackClock
  private let current = Mutex<StopSignal?>(nil)
  /// Start time and pass length, valid while `running`.
  private let running = Atomic<Bool>(false)
  private let startTime = Atomic<UInt64>(0)
  private let passLength = Atomic<Int>(0)
  private let hasStarted = Atomic<Bool>(false)

  public init(clock: any PlaybackClock = MonotonicClock()) {
    self.clock = clock
  }

  /// Milliseconds since the current pass began, or nil when nothing is playing.
  public var elapsedMilliseconds: Int? {
    guard running.load(ordering: .acquiring) else { return nil }
    let start = startTime.load(ordering: .relaxed)
    let elapsed = Int((clock.now() &- start) / 1_000_000)
    let length = passLength.load(ordering: .relaxed)
    return length > 0 ? elapsed % length : elapsed
  }

  /// When the latest playback started (CLOCK_MONOTONIC ns: the time its cue offsets count
  /// from), or nil before the first; kept after it ends, for timing measurements.
  public var lastStartTime: UInt64? {
    let start = startTime.load(ordering: .acquiring)
    return start == 0 && !hasStarted.load(ordering: .acquiring) ? nil : start
  }

  /// Whether a schedule is playing.
  public var isPlaying: Bool { running.load(ordering: .acquiring) }

  /// Stops the current playback at once (from any thread); it stops the motor and erases.
  ///
  /// It raises the stop signal of the playback that is running or prepared (see
  /// `prepare(stop:)`); with neither, there is nothing to stop and it does nothing, so a stale
  /// stop never cancels a later playback.
  public func stop() {
    current.withLock { $0?.raise() }
  }

  /// Makes `signal` the one `stop()` raises from now on, ahead of a `play(…, stop: signal)`
  /// that another thread is about to start.
  ///
  /// Without it, a `stop()` that arrives after the caller decided to play but before the
  /// playing thread reaches `play` finds nothing to raise and is lost. `PlaybackThread` calls
  /// it before it starts its thread.
  public func prepare(stop signal: StopSignal) {
    current.withLock { $0 = signal }
  }

  /// Plays `schedule` on `device` and returns how it ended, after stopping and erasing.
  ///
  /// With `looping`, the schedule repeats until stopped. `stop` lets a caller (or a signal
  /// handler) end playback through its own signal; `stop()` raises it too. A signal raised
  /// before the start (directly, or by `stop()` after `prepare(stop:)`) plays nothing.
  public func play(
    _ schedule: RumbleSchedule, on device: (any RumbleDevice)?, looping: Bool = false,
    stop signal: StopSignal = StopSignal()
  ) -> PlaybackOutcome {
    let plan = PlaybackPlan(schedule, looping: looping)
    current.withLock { $0 = signal }
    var effect = EffectSlot(device: device, length: plan.effectLength)
    defer {
      effect.release()
      running.store(false, ordering: .releasing)
      // A playback prepared meanwhile keeps its signal.
      current.withLock { if $0 === signal { $0 = nil } }
    }
    do throws(RumbleDeviceError) {
      if let preload = plan.preload {
        try effect.load(strong: preload.strong, weak: preload.weak)
      }
      if signal.isRaised { return .stopped }
      let start = clock.now()
      passLength.store(looping ? plan.length : 0, ordering: .relaxed)
      startTime.store(start, ordering: .releasing)
      hasStarted.store(true, ordering: .releasing)
      running.store(true, ordering: .releasing)
      var passStart = start
      var cues = plan.firstPass
      while true {
        for cue in cues {
          guard clock.wait(until: passStart + UInt64(cue.at) * 1_000_000, unless: signal) else {
            return .stopped
          }
          try effect.perform(cue.action)
        }
        guard clock.wait(until: passStart + UInt64(plan.length) * 1_000_000, unless: signal)
        else { return .stopped }
        guard looping, plan.length > 0 else { return .finished }
        passStart += UInt64(plan.length) * 1_000_000
        cues = plan.laterPass
      }
    } catch {
      return .failed(error)
    }
  }
}
