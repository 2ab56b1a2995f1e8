import Glibc

/// The one monotonic clock every thread of the program reads (CLOCK_MONOTONIC): the player's
/// schedule, the editor's timers and playhead, the terminal's input timeouts, the benchmark.
public enum MonotonicTime {
  /// Nanoseconds since an arbitrary start (the boot, on Linux).
  public static func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// Whole milliseconds on the same clock.
  public static func milliseconds() -> Int {
    Int(nanoseconds() / 1_000_000)
  }
}
