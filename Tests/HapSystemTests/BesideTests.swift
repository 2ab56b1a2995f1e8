import Glibc
import HapSystem
import Synchronization
import Testing

/// Work beside the calling thread's: both results come back, at once when threaded and one
/// after the other when not; a handoff gives its value to one taker.
@Suite struct BesideTests {
  @Test func theBackgroundRunsWhileTheForegroundWaitsForIt() {
    // The foreground waits until the background has started: only a second thread ends it.
    let started = Atomic<Bool>(false)
    let flag = Handoff(true)
    let (seen, value) = ParallelWork.beside(
      {
        started.store(flag.take() ?? false, ordering: .relaxed)
        return 42
      },
      while: { () -> Bool in
        for _ in 0..<2_000 {
          if started.load(ordering: .relaxed) { return true }
          usleep(1_000)
        }
        return false
      })
    #expect(seen)
    #expect(value == 42)
  }

  @Test func unthreadedTheBackgroundRunsAfterTheForeground() {
    let order = Handoff<[String]>([])
    let (first, second) = ParallelWork.beside(
      { () -> Int in
        order.put((order.take() ?? []) + ["background"])
        return 2
      },
      while: { () -> Int in
        order.put((order.take() ?? []) + ["foreground"])
        return 1
      }, threaded: false)
    #expect(first == 1)
    #expect(second == 2)
    #expect(order.take() == ["foreground", "background"])
  }

  @Test func aHandoffIsTakenOnceAndPeekingLeavesIt() {
    let handoff = Handoff([1, 2, 3])
    #expect(handoff.peek(\.count) == 3)
    #expect(handoff.take() == [1, 2, 3])
    #expect(handoff.take() == nil)
    #expect(handoff.peek(\.count) == nil)
    handoff.put([4])
    #expect(handoff.take() == [4])
  }
}
