/// Binary search over anything indexed in order: the one partition point every sorted lookup
/// (the track, AHAP curves, rendition lanes) is built on.
public enum SortedSearch {
  /// The first index in `0..<count` where `isPast` holds, or `count`; `isPast` must hold for
  /// every index after one where it holds.
  @inlinable
  public static func firstIndex(in count: Int, where isPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = low + (high - low) / 2
      if isPast(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
