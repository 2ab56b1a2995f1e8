/// What one actuator does over time: non-overlapping stretches of constant level, in time order.
///
/// Overlapping pulses are combined by taking the louder one at each instant (D017): a sum would invent a level the author never wrote.
struct Signal: Equatable, Sendable {
  var segments: [Pulse]

  init(segments: [Pulse] = []) {
    self.segments = segments
  }

  /// Flattens possibly overlapping pulses; silent (level 0) and empty pulses vanish.
  init(pulses: [Pulse]) {
    self.init(pulses: pulses, sweepingUpTo: PulseSweep.standardLimit)
  }

  /// Flattens `pulses` as `init(pulses:)` does, sweeping with a short list of the pulses playing
  /// while no more than `limit` overlap at once, and with a heap over every start and end
  /// otherwise (the limit is a parameter so that tests reach both ways).
  init(pulses: [Pulse], sweepingUpTo limit: Int) {
    if let segments = Self.joined(pulses) {
      self.segments = segments
      return
    }
    var live = pulses.enumerated().filter { $0.element.level > 0 && $0.element.duration > 0 }
    // Tracks come in time order, so the sort is usually skipped.
    if !live.indices.dropFirst().allSatisfy({ live[$0 - 1].element.at <= live[$0].element.at }) {
      live.sort { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
    }
    if let segments = PulseSweep.segments(of: live, limit: limit) {
      self.segments = segments
      return
    }
    var times: [Int] = []
    times.reserveCapacity(2 * live.count)
    for pulse in live {
      times.append(pulse.element.at)
      times.append(pulse.element.end)
    }
    times.sort()
    var unique: [Int] = []
    for time in times where unique.last != time { unique.append(time) }

    var heap = PulseHeap()
    var next = 0
    var segments: [Pulse] = []
    for (position, start) in unique.enumerated().dropLast() {
      while next < live.count, live[next].element.at <= start {
        heap.push(live[next].element, order: live[next].offset)
        next += 1
      }
      while let top = heap.top, top.end <= start { heap.pop() }
      guard let top = heap.top else { continue }
      let end = unique[position + 1]
      if var last = segments.last, last.end == start, last.level == top.level,
        last.sharpness == top.sharpness
      {
        last.duration = end - last.at
        segments[segments.count - 1] = last
      } else {
        segments.append(
          Pulse(at: start, duration: end - start, level: top.level, sharpness: top.sharpness))
      }
    }
    self.segments = segments
  }

  /// The segments of pulses that are in time order and never overlap (most tracks), or nil
  /// when they do: then each pulse is a segment, merged with the one before when it continues
  /// it at the same level and sharpness, which is what flattening gives, in linear time.
  private static func joined(_ pulses: [Pulse]) -> [Pulse]? {
    var segments: [Pulse] = []
    segments.reserveCapacity(pulses.count)
    var end = Int.min
    for pulse in pulses where pulse.level > 0 && pulse.duration > 0 {
      guard pulse.at >= end else { return nil }
      end = pulse.end
      if var last = segments.last, last.end == pulse.at, last.level == pulse.level,
        last.sharpness == pulse.sharpness
      {
        last.duration = pulse.end - last.at
        segments[segments.count - 1] = last
      } else {
        segments.append(pulse)
      }
    }
    return segments
  }

  /// The time the last segment stops.
  var length: Int { segments.last?.end ?? 0 }

  /// The same signal with every level mapped (quantised, or forced on for on/off motors).
  func mapLevels(_ transform: (Double) -> Double) -> Signal {
    Signal(
      pulses: segments.map {
        Pulse(at: $0.at, duration: $0.duration, level: transform($0.level), sharpness: $0.sharpness)
      })
  }
}

/// A max-heap of pulses by level (earlier pulses win ties), for flattening.
private struct PulseHeap {
  private var items: [(pulse: Pulse, order: Int)] = []

  var top: Pulse? { items.first?.pulse }

  private func above(_ a: Int, _ b: Int) -> Bool {
    let x = items[a]
    let y = items[b]
    if x.pulse.level != y.pulse.level { return x.pulse.level > y.pulse.level }
    return x.order < y.order
  }

  mutating func push(_ pulse: Pulse, order: Int) {
    items.append((pulse, order))
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard above(child, parent) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() {
    guard !items.isEmpty else { return }
    items.swapAt(0, items.count - 1)
    items.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var best = parent
      if left < items.count, above(left, best) { best = left }
      if right < items.count, above(right, best) { best = right }
      if best == parent { break }
      items.swapAt(parent, best)
      parent = best
    }
  }
}
