import Dispatch
import Synchronization

/// Runs numbered pieces of independent work on two threads and gives their results in number
/// order (one thread after the other where the machine has one processor).
///
/// Each thread claims the lowest number not yet claimed, so a long piece does not hold up a
/// fixed share of the rest; which thread ran a piece never changes its result (D310, D320).
/// The sound import's step fit uses it too, for the same two threads.
public enum ParallelTasks {
  /// The threads one analysis may use (Package.swift, D310).
  public static let threads = 2

  /// `body(0)`, `body(1)`, … `body(count - 1)`, computed on up to two threads.
  public static func map<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result)
    -> [Result]
  {
    guard count > 1 else { return (0..<count).map(body) }
    let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
      _ = results.deinitialize()
      results.deallocate()
    }
    let next = Atomic<Int>(0)
    // Each number is claimed once, so each slot is written by one thread only, and read here
    // after `concurrentPerform` has returned.
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: min(threads, count)) { _ in
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        slots[index] = body(index)
      }
    }
    return results.map { $0! }
  }
}
