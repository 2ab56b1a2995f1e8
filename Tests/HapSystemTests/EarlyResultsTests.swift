import Glibc
import HapSystem
import Synchronization
import Testing

/// Pieces of parallel work whose first results are handed over before the rest are done.
@Suite struct EarlyResultsTests {
  /// Three pieces, the last waiting (up to two seconds) until the first two were handed over.
  private func run(threads: Int) -> (early: [Int], all: [Int], lastSawEarly: Bool) {
    let handed = Atomic<Bool>(false)
    let early = Handoff<[Int]>()
    let work: [@Sendable () -> Int] = [
      { 1 },
      {
        usleep(20_000)
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
    let all = ParallelWork.results(of: work, threads: threads, reportingFirst: 2) { first in
      early.put(first)
      handed.store(true, ordering: .releasing)
    }
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

  @Test func withNoFirstPiecesTheEarlyHandOverIsEmptyAndComesAtOnce() {
    let early = Handoff<[Int]>()
    let all = ParallelWork.results(of: [{ 5 }, { 6 }], threads: 2, reportingFirst: 0) {
      early.put($0)
    }
    #expect(early.take() == [])
    #expect(all == [5, 6])
  }
}
