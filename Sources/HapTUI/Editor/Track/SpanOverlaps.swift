/// Counts how many continuous events play at once, as spans are added in start order: the
/// stretches where a new span overlaps earlier ones, and how many play in each (D200).
///
/// Spans are half-open, `start..<end`, so a step that ends where the next begins overlaps
/// nothing. The count at any instant is exact: the spans playing then all started at or
/// before the latest start among them, whose `add` saw every one of them still playing.
struct SpanOverlaps {
  /// The ends of spans in ascending order; those from `head` on were still playing at the
  /// last start. Ended ones are skipped by moving `head`, not by shifting the array.
  private var ends: [Int] = []
  private var head = 0

  /// Adds the span `start..<end` (starts must not decrease) and returns the stretches of it
  /// during which more than one span plays, each with how many.
  mutating func add(start: Int, end: Int) -> [(from: Int, to: Int, playing: Int)] {
    // Spans that ended by this start (touching ones too) play no more.
    while head < ends.count, ends[head] <= start { head += 1 }
    if head == ends.count {
      // Nothing else plays: the common case of a track of steps one after another.
      ends.removeAll(keepingCapacity: true)
      head = 0
      ends.append(end)
      return []
    }
    var stretches: [(from: Int, to: Int, playing: Int)] = []
    var from = start
    var playing = ends.count - head + 1
    for other in ends[head...] where playing > 1 {
      let to = min(other, end)
      if to > from { stretches.append((from, to, playing)) }
      from = max(from, to)
      playing -= 1
      if from >= end { break }
    }
    var index = ends.count
    while index > head, ends[index - 1] > end { index -= 1 }
    ends.insert(end, at: index)
    if head > 64, head * 2 > ends.count {
      ends.removeFirst(head)
      head = 0
    }
    return stretches
  }
}
