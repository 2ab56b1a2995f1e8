/// The time source the player schedules against: now, and an interruptible wait.
///
/// Times are CLOCK_MONOTONIC nanoseconds. Every wait is for an absolute deadline, so lateness
/// never accumulates.
public protocol PlaybackClock: Sendable {
  /// The current time in nanoseconds.
  func now() -> UInt64
  /// Waits until `deadline`; returns false at once when `stop` is (or becomes) raised.
  func wait(until deadline: UInt64, unless stop: StopSignal) -> Bool
}
