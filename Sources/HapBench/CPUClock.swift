import Glibc

/// Processor time, which a busy machine's other processes do not add to, in nanoseconds.
enum CPUClock {
  /// This thread's processor time.
  static func thread() -> Double { read(CLOCK_THREAD_CPUTIME_ID) }

  /// The processor time of every thread of this process.
  static func process() -> Double { read(CLOCK_PROCESS_CPUTIME_ID) }

  private static func read(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
  }

  /// The processor time `body` takes on this thread.
  static func measure(_ body: () -> Void) -> Double {
    let start = thread()
    body()
    return thread() - start
  }
}
