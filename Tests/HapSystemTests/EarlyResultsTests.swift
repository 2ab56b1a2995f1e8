import Glibc
import HapSystem
import Synchronization
import Testing

/// The first pieces of parallel work hand their results over (`FirstResults`) before the rest
/// are done, as the editor's analyzer sends its early answer (D374, D463).
@Suite struct EarlyResultsTests {
  /// Three pieces; the first two put their results in, and the last waits (up to two seconds)
  /// until the two were handed over.
  private func run(threads: Int) -> (early: [Int], all: [Int], lastSawEarly: Bool) {
    let handed = Atomic<Bool>(false)
    let early = Handoff<[Int]>()
    let first = FirstResults<Int>(count: 2)
    let put: @Sendable (Int, Int) -> Void = { result, index in
      if let both = first.put(result, at: index) {
        early.put(both)
        handed.store(true, ordering: .releasing)
      }
    }
    let work: [@Sendable () -> Int] = [
      {
        put(1, 0)
        return 1
      },
      {
        usleep(20_000)
        put(2, 1)
        return 2
      },
      {
        for _ in 0..<2_000 {
          if handed.load(ordering: .acquiring) { return 3 }
          usleep(1_000)
        }
        return -3
      },
    ]
    let all = ParallelWork.results(of: work, threads: threads)
    return (early.take() ?? [], all, all.last == 3)
  }

  @Test func theFirstResultsArriveWhileTheLastPieceStillRuns() {
    let outcome = run(threads: 2)
    #expect(outcome.early == [1, 2])
    #expect(outcome.all == [1, 2, 3])
    #expect(outcome.lastSawEarly)
  }

  @Test func onOneThreadTheFirstResultsArriveBeforeTheRestStarts() {
    let outcome = run(threads: 1)
    #expect(outcome.early == [1, 2])
    #expect(outcome.all == [1, 2, 3])
  }

  @Test func theResultsComeInOrderOfIndexWhicheverArrivesLast() {
    let first = FirstResults<String>(count: 3)
    #expect(first.put("c", at: 2) == nil)
    #expect(first.put("a", at: 0) == nil)
    #expect(first.put("b", at: 1) == ["a", "b", "c"])
  }
}
