/// Binary search over anything indexed in order: the one partition point every sorted lookup
/// (the track, AHAP curves, rendition lanes) is built on.
public enum SortedSearch {
  /// The first index in `0..<count` where `isPast` holds, or `count`; `isPast` must hold for
  /// every index after one where it holds.
  @inlinable
  public static func firstIndex(in count: Int, where isPast: (Int) -> Bool) -> Int {
    firstIndex(from: 0, to: count, where: isPast)
  }

  /// The same index as `firstIndex(in:where:)`, found by galloping from `hint` (a previous
  /// answer) so a lookup near the last one costs a few predictable steps, not a full search.
  @inlinable
  public static func firstIndex(in count: Int, near hint: Int, where isPast: (Int) -> Bool) -> Int {
    let hint = min(max(hint, 0), count)
    if hint == 0 || !isPast(hint - 1) {
      // Every index before `low` is not past: gallop forward.
      var low = hint
      var step = 1
      while low < count {
        let probe = min(low + step - 1, count - 1)
        if isPast(probe) { return firstIndex(from: low, to: probe, where: isPast) }
        low = probe + 1
        step *= 2
      }
      return count
    }
    // `high` is past: gallop backward.
    var high = hint - 1
    var step = 1
    while high > 0 {
      let probe = max(high - step, 0)
      if !isPast(probe) { return firstIndex(from: probe + 1, to: high, where: isPast) }
      high = probe
      step *= 2
    }
    return 0
  }

  /// The first index in `low..<high` where `isPast` holds, or `high`.
  @inlinable
  public static func firstIndex(from low: Int, to high: Int, where isPast: (Int) -> Bool) -> Int {
    var low = low
    var high = high
    while low < high {
      let middle = low + (high - low) / 2
      if isPast(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
