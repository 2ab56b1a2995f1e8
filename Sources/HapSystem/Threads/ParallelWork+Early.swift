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
    let gathered = FirstResults<Result>(count: first)
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
}
