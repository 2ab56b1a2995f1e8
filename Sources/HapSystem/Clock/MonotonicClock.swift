internal import CPosix

/// The real clock: CLOCK_MONOTONIC, waiting in `ppoll` on the stop signal's eventfd.
public struct MonotonicClock: PlaybackClock {
  public init() {}

  public func now() -> UInt64 { MonotonicTime.nanoseconds() }

  public func wait(until deadline: UInt64, unless stop: StopSignal) -> Bool {
    hap_wait_until(deadline, stop.descriptor) == 1
  }
}
