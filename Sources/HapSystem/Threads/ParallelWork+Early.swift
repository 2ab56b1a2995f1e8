import Synchronization

extension ParallelWork {
  /// Every piece's result, as `results(of:threads:)` makes them; once the first `count` pieces
  /// are done, `early` gets their results, in order, while the others may still run.
  ///
  /// `early` runs once, on the thread that finished the last of the first pieces, before this
  /// returns; with no first pieces it runs at once.
  public static func results<Result: Sendable>(
    of work: [@Sendable () -> Result], threads: Int, reportingFirst count: Int,
    to early: @escaping @Sendable ([Result]) -> Void
  ) -> [Result] {
    let first = min(max(count, 0), work.count)
    guard first > 0 else {
      early([])
      return results(of: work, threads: threads)
    }
    let gathered = Gathered<Result>(count: first)
    let pieces = work.enumerated().map { index, piece -> @Sendable () -> Result in
      guard index < first else { return piece }
      return {
        let result = piece()
        if let all = gathered.put(result, at: index) { early(all) }
        return result
      }
    }
    return results(of: pieces, threads: threads)
  }

  /// The first pieces' results as they come in, handed over whole once the last one arrives.
  private final class Gathered<Result: Sendable>: Sendable {
    private let state: Mutex<(results: [Result?], left: Int)>

    init(count: Int) {
      state = Mutex((Array(repeating: nil, count: count), count))
    }

    /// Keeps `result` for piece `index`; returns every first result when it was the last.
    func put(_ result: Result, at index: Int) -> [Result]? {
      state.withLock { state in
        state.results[index] = result
        state.left -= 1
        return state.left == 0 ? state.results.map { $0! } : nil
      }
    }
  }
}
