import Glibc

/// The monotonic clock, in nanoseconds.
enum Clock {
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// Runs `body` and returns how long it took, in nanoseconds.
  @inline(never)
  static func measure(_ body: () -> Void) -> Double {
    let start = now()
    body()
    return Double(now() - start)
  }
}
