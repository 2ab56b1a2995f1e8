import Glibc
import HapSystem
import Testing

/// The stop flag latches and wakes the monotonic wait; a thread runs and joins. (SIGTERM raising
/// the flag is proven on `haptui play` in PlaybackKernelTests: sent in-process, it would race
/// the command tests that install and restore the same process-wide handler.)
@Suite struct StopSignalTests {
  @Test func theFlagLatchesUntilCleared() {
    let stop = StopSignal()
    #expect(!stop.isRaised)
    stop.raise()
    #expect(stop.isRaised)
    #expect(stop.isRaised)
    stop.clear()
    #expect(!stop.isRaised)
  }

  @Test func aRaisedFlagEndsTheWaitAtOnce() {
    let stop = StopSignal()
    let clock = MonotonicClock()
    let far = clock.now() + 60_000_000_000
    stop.raise()
    let started = clock.now()
    #expect(!clock.wait(until: far, unless: stop))
    #expect(clock.now() - started < 5_000_000_000)
  }

  @Test func aPassedDeadlineReturnsTrue() {
    let stop = StopSignal()
    let clock = MonotonicClock()
    let deadline = clock.now() + 2_000_000
    #expect(clock.wait(until: deadline, unless: stop))
    #expect(clock.now() >= deadline)
  }

  @Test func aThreadRunsItsBodyAndJoins() {
    let lock = Lock()
    nonisolated(unsafe) var ran = false
    let thread = PosixThread.start { lock.withLock { ran = true } }
    #expect(thread != nil)
    thread?.join()
    thread?.join()
    #expect(lock.withLock { ran })
  }
}
