import Glibc
import Synchronization

/// Runs independent pieces of work on up to `threads` threads, each taking the next piece
/// when it finishes one, so a long piece and several short ones share the cores evenly.
public enum ParallelWork {
  /// The processors online (at least one).
  public static var processors: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// Every piece's result, in the order of `work`; the calling thread works too, and a system
  /// that cannot start a thread runs the rest on the calling thread.
  public static func results<Result: Sendable>(
    of work: [@Sendable () -> Result], threads: Int
  ) -> [Result] {
    guard work.count > 1, threads > 1 else { return work.map { $0() } }
    let shared = Shared<Result>(count: work.count)
    let take: @Sendable () -> Void = {
      while true {
        let index = shared.next.add(1, ordering: .relaxed).oldValue
        guard index < work.count else { return }
        let result = work[index]()
        shared.results.withLock { $0[index] = result }
      }
    }
    let helpers = (1..<min(threads, work.count)).compactMap { _ in PosixThread.start(take) }
    take()
    for helper in helpers { helper.join() }
    return shared.results.withLock { $0.map { $0! } }
  }

  /// What the threads share: the index of the next piece to take and the results so far.
  private final class Shared<Result: Sendable>: Sendable {
    let next = Atomic<Int>(0)
    let results: Mutex<[Result?]>

    init(count: Int) {
      results = Mutex(Array(repeating: nil, count: count))
    }
  }
}
