/// Counts how many continuous events play at once, as spans are added in start order: the
/// stretches where a new span overlaps earlier ones, and how many play in each (D200).
///
/// Spans are half-open, `start..<end`, so a step that ends where the next begins overlaps
/// nothing. The count at any instant is exact: the spans playing then all started at or
/// before the latest start among them, whose `add` saw every one of them still playing.
struct SpanOverlaps {
  /// The ends of the spans still playing at the last start, in ascending order.
  private var ends: [Int] = []

  /// Adds the span `start..<end` (starts must not decrease) and returns the stretches of it
  /// during which more than one span plays, each with how many.
  mutating func add(start: Int, end: Int) -> [(from: Int, to: Int, playing: Int)] {
    // Spans that ended by this start (touching ones too) play no more.
    let ended = ends.firstIndex { $0 > start } ?? ends.count
    ends.removeFirst(ended)
    var stretches: [(from: Int, to: Int, playing: Int)] = []
    var from = start
    var playing = ends.count + 1
    for other in ends where playing > 1 {
      let to = min(other, end)
      if to > from { stretches.append((from, to, playing)) }
      from = max(from, to)
      playing -= 1
      if from >= end { break }
    }
    let index = ends.firstIndex { $0 > end } ?? ends.count
    ends.insert(end, at: index)
    return stretches
  }
}
