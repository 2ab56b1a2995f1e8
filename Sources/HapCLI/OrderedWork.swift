import Dispatch
import Glibc
import Synchronization

/// Runs independent work items on a few threads and hands the results back in input order.
///
/// Items are taken a window at a time; within a window each thread claims the next item, so a
/// slow file does not hold up a fixed share. Results are passed on in order as each window ends,
/// so output streams, its order never depends on timing, and at most one window of results is
/// held. With one job everything runs on the calling thread, item by item.
enum OrderedWork {
  /// The processors online, the default number of jobs.
  static var processors: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// Calls `transform` on every item (on up to `jobs` threads) and `consume` on each result, in
  /// the order of `items`, on the calling thread.
  static func run<Item: Sendable, Output: Sendable>(
    _ items: [Item], jobs: Int, transform: @Sendable (Item) -> Output,
    consume: (Output) -> Void
  ) {
    let jobs = min(jobs, items.count)
    guard jobs > 1 else {
      for item in items { consume(transform(item)) }
      return
    }
    // Large enough that the wait at each window's end (for the slowest thread, which another
    // process may have descheduled) is small beside the window's work.
    let window = 256 * jobs
    let results = UnsafeMutableBufferPointer<Output?>.allocate(capacity: window)
    results.initialize(repeating: nil)
    defer {
      _ = results.deinitialize()
      results.deallocate()
    }
    var start = 0
    while start < items.count {
      let first = start
      let end = min(first + window, items.count)
      let next = Atomic<Int>(first)
      // Each index is claimed once, so each slot of `results` is written by one thread only,
      // and read here after `concurrentPerform` has returned.
      nonisolated(unsafe) let slots = results
      DispatchQueue.concurrentPerform(iterations: jobs) { _ in
        while true {
          let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
          guard index < end else { return }
          slots[index - first] = transform(items[index])
        }
      }
      for offset in 0..<(end - first) {
        if let output = results[offset] { consume(output) }
        results[offset] = nil
      }
      start = end
    }
  }
}
