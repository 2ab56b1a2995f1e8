/// Flattening by one sweep over pulses in start order, keeping the few that play at each moment
/// in a short list: no sort of every start and end, and no heap (D420).
///
/// A track's pulses overlap a few at a time (a transient over the continuous event under it),
/// so finding the loudest and the next end by scanning the list costs less than the heap
/// `Signal` falls back to when more than the limit overlap.
enum PulseSweep {
  /// The most pulses the list holds before the sweep gives way to the heap.
  static let standardLimit = 32

  /// The segments of `live` (pulses with a level and a length, each with its place in the
  /// written order, sorted by start then place), or `nil` when more than `limit` play at once.
  static func segments(of live: [(offset: Int, element: Pulse)], limit: Int) -> [Pulse]? {
    var segments: [Pulse] = []
    segments.reserveCapacity(live.count)
    // The playing pulses and their places in the written order, in the first `count` slots.
    var playing = [Pulse](
      repeating: Pulse(at: 0, duration: 0, level: 0, sharpness: 0), count: max(limit, 0))
    var orders = [Int](repeating: 0, count: max(limit, 0))
    var count = 0
    var next = 0
    var time = 0
    while next < live.count || count > 0 {
      // Over a silence, the sweep jumps to the next start.
      if count == 0 { time = live[next].element.at }
      // Pulses that ended leave the list; those starting now join it.
      var kept = 0
      for index in 0..<count where playing[index].end > time {
        playing[kept] = playing[index]
        orders[kept] = orders[index]
        kept += 1
      }
      count = kept
      while next < live.count, live[next].element.at <= time {
        guard count < limit else { return nil }
        playing[count] = live[next].element
        orders[count] = live[next].offset
        count += 1
        next += 1
      }
      guard count > 0 else { continue }
      // The loudest playing pulse (the earlier written on a tie) plays until the next start or
      // end, whichever comes first.
      var top = 0
      var until = next < live.count ? live[next].element.at : Int.max
      for index in 0..<count {
        let level = playing[index].level
        let best = playing[top].level
        if level != best ? level > best : orders[index] < orders[top] { top = index }
        until = min(until, playing[index].end)
      }
      let winner = playing[top]
      let last = segments.count - 1
      if last >= 0, segments[last].end == time, segments[last].level == winner.level,
        segments[last].sharpness == winner.sharpness
      {
        segments[last].duration = until - segments[last].at
      } else {
        segments.append(
          Pulse(at: time, duration: until - time, level: winner.level, sharpness: winner.sharpness))
      }
      time = until
    }
    return segments
  }
}
