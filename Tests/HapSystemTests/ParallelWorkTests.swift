import Glibc
import HapSystem
import Synchronization
import Testing

/// Independent pieces run once each, on several threads, and come back in their order.
@Suite struct ParallelWorkTests {
  @Test(arguments: [1, 2, 4])
  func everyPieceRunsOnceAndResultsKeepTheirOrder(threads: Int) {
    let runs = Runs()
    let work: [@Sendable () -> Int] = (0..<9).map { index in
      {
        runs.count.add(1, ordering: .relaxed)
        // Uneven pieces, so threads finish out of order.
        usleep(useconds_t((9 - index) * 300))
        return index * index
      }
    }
    let results = ParallelWork.results(of: work, threads: threads)
    #expect(results == (0..<9).map { $0 * $0 })
    #expect(runs.count.load(ordering: .relaxed) == 9)
  }

  @Test func twoThreadsWorkAtOnce() {
    // Each piece waits until both have started: on one thread this could never finish, so a
    // wait that ends shows the second piece ran on another thread meanwhile.
    let started = Runs()
    let piece: @Sendable () -> Bool = {
      started.count.add(1, ordering: .relaxed)
      for _ in 0..<2_000 {
        if started.count.load(ordering: .relaxed) >= 2 { return true }
        usleep(1_000)
      }
      return false
    }
    #expect(ParallelWork.results(of: [piece, piece], threads: 2) == [true, true])
  }

  /// A counter the pieces share.
  final class Runs: Sendable {
    let count = Atomic<Int>(0)
  }
}
