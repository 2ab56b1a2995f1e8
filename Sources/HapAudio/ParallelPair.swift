import Dispatch

/// Runs two independent pieces of work at once, one on each of two threads, and gives both
/// results (one after the other where the machine has one processor).
enum ParallelPair {
  static func run<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First, _ second: @Sendable () -> Second
  ) -> (First, Second) {
    let firstResult = UnsafeMutablePointer<First?>.allocate(capacity: 1)
    let secondResult = UnsafeMutablePointer<Second?>.allocate(capacity: 1)
    firstResult.initialize(to: nil)
    secondResult.initialize(to: nil)
    defer {
      firstResult.deinitialize(count: 1)
      secondResult.deinitialize(count: 1)
      firstResult.deallocate()
      secondResult.deallocate()
    }
    // Each slot is written by one iteration only and read after `concurrentPerform` returns.
    nonisolated(unsafe) let firstSlot = firstResult
    nonisolated(unsafe) let secondSlot = secondResult
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      if index == 0 { firstSlot.pointee = first() } else { secondSlot.pointee = second() }
    }
    return (firstResult.pointee!, secondResult.pointee!)
  }
}
