import HapSystem
import Synchronization

/// Plays a clip on a `SoundOutput` from a thread of its own, paced by the monotonic clock.
///
/// Frames are written as the clock reaches them, a little ahead (`leadMilliseconds`), never
/// as fast as the device takes them: so a sink that takes everything at once (ALSA's `null`)
/// still plays for the sound's length, and the frame heard at any moment is the one the
/// shared start instant says. A thread that starts or falls behind skips the frames it
/// missed rather than play late. On every way out the queued frames are dropped.
public final class SoundPlayer: Sendable {
  /// How far ahead of the clock frames are queued.
  public static let leadMilliseconds = 100
  /// How often the thread wakes to queue more.
  static let wakeMilliseconds = 5

  public let output: any SoundOutput
  private let state = Mutex<(thread: PosixThread?, stop: StopSignal?)>((nil, nil))
  private let result = Mutex<SoundPlayback?>(nil)

  public init(output: any SoundOutput) {
    self.output = output
  }

  /// Starts playing `schedule`'s part of `clip` (stopping any play before it); returns at once.
  public func play(_ clip: SoundClip, schedule: SoundSchedule) {
    stop()
    let signal = StopSignal()
    result.withLock { $0 = nil }
    let body: @Sendable () -> Void = {
      let playback = Self.run(clip, schedule: schedule, on: self.output, stop: signal)
      self.result.withLock { $0 = playback }
    }
    state.withLock { $0.stop = signal }
    guard let thread = PosixThread.start(body) else {
      result.withLock {
        $0 = SoundPlayback(
          ending: .failed("no thread for the sound"), framesWritten: 0, framesSkipped: 0,
          startedAt: schedule.instant, endedAt: schedule.instant)
      }
      return
    }
    state.withLock { $0.thread = thread }
  }

  /// Stops the sound now (queued frames dropped) and waits for its thread; returns how the
  /// play went, or `nil` when nothing was started.
  @discardableResult
  public func stop() -> SoundPlayback? {
    let (thread, signal) = state.withLock { state in
      defer { state = (nil, nil) }
      return state
    }
    signal?.raise()
    thread?.join()
    return result.withLock { $0 }
  }

  /// How the last play went, once it has ended (`nil` while it plays).
  public var outcome: SoundPlayback? { result.withLock { $0 } }

  /// Stops and closes the output: the last call on every exit path.
  public func close() {
    stop()
    output.close()
  }

  /// The thread's work: queue frames as the clock reaches them until the end or a stop.
  static func run(
    _ clip: SoundClip, schedule: SoundSchedule, on output: any SoundOutput, stop: StopSignal
  ) -> SoundPlayback {
    let clock = MonotonicClock()
    let channels = max(clip.format.channels, 1)
    let lead = clip.format.rate * leadMilliseconds / 1000
    var position = schedule.startFrame
    var written = 0
    var skipped = 0
    func ended(_ ending: SoundPlayback.Ending) -> SoundPlayback {
      output.stop()
      return SoundPlayback(
        ending: ending, framesWritten: written, framesSkipped: skipped,
        startedAt: schedule.instant, endedAt: min(clock.now(), schedule.endInstant))
    }
    guard clock.wait(until: schedule.instant, unless: stop) else { return ended(.stopped) }
    while position < schedule.endFrame {
      let due = schedule.dueFrame(at: clock.now())
      if due > position {
        // Behind the clock (a late start, a stall): what should have been heard is gone.
        skipped += due - position
        position = due
      }
      let target = min(schedule.endFrame, due + lead)
      if target > position {
        let slice = clip.samples[(position * channels)..<(target * channels)]
        do {
          let taken = try output.write(slice)
          written += taken
          position += taken
        } catch {
          return ended(.failed(error.message))
        }
      }
      let wake = clock.now() + UInt64(wakeMilliseconds) * 1_000_000
      guard clock.wait(until: min(wake, schedule.endInstant), unless: stop) else {
        return ended(.stopped)
      }
    }
    // Everything is queued: let the device play it out on the same clock, then drop.
    guard clock.wait(until: schedule.endInstant, unless: stop) else { return ended(.stopped) }
    return ended(.finished)
  }
}
