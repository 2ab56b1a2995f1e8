import Synchronization

/// The results of a known number of pieces of work as they come in, on any thread, handed over
/// whole once the last one arrives: what an early answer waits for.
public final class FirstResults<Result: Sendable>: Sendable {
  private let state: Mutex<(results: [Result?], left: Int)>

  /// Room for `count` results.
  public init(count: Int) {
    state = Mutex((Array(repeating: nil, count: count), count))
  }

  /// Keeps `result` for piece `index`; returns every result when it was the last to arrive.
  public func put(_ result: Result, at index: Int) -> [Result]? {
    state.withLock { state in
      state.results[index] = result
      state.left -= 1
      return state.left == 0 ? state.results.map { $0! } : nil
    }
  }
}
