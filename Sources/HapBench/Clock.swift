import HapSystem

/// The monotonic clock, in nanoseconds.
enum Clock {
  static func now() -> UInt64 { MonotonicTime.nanoseconds() }

  /// Runs `body` and returns how long it took, in nanoseconds.
  @inline(never)
  static func measure(_ body: () -> Void) -> Double {
    let start = now()
    body()
    return Double(now() - start)
  }
}
