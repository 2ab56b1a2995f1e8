import HapModel
import HapPlayback
import HapRender

/// Plays a pattern on a target for its length (or until stopped, or looping), always ending
/// with the target's cancel: at the end, on a stop, and at the end of each loop.
public enum AuditionRun {
  /// How a run ended.
  public enum Outcome: Sendable, Equatable {
    case finished
    case stopped
    case failed(AuditionFailure)
  }

  /// Plays `pattern` on `target`; `started` hears each start (once per loop). A looping run
  /// follows `loop`: its pause after each pass and its number of passes.
  public static func play(
    _ pattern: HapticPattern, on target: any AuditionTarget, settings: RenderSettings,
    looping: Bool, loop: LoopPlan = LoopPlan(), stop: StopSignal,
    clock: any PlaybackClock = MonotonicClock(),
    started: (AuditionStart) -> Void = { _ in }
  ) -> Outcome {
    var pass = 0
    repeat {
      let start: AuditionStart
      do {
        start = try target.play(pattern, settings: settings)
      } catch {
        try? target.cancel()
        return .failed(error)
      }
      started(start)
      guard start.duration > 0 else { return .finished }
      let deadline = clock.now() + UInt64(start.duration) * 1_000_000
      let finished = clock.wait(until: deadline, unless: stop)
      do {
        try target.cancel()
      } catch {
        return .failed(error)
      }
      if !finished { return .stopped }
      pass += 1
      guard looping, loop.continues(after: pass) else { break }
      if loop.gap > 0,
        !clock.wait(until: clock.now() + UInt64(loop.gap) * 1_000_000, unless: stop)
      {
        return .stopped
      }
    } while looping
    return .finished
  }
}
