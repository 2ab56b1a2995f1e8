import HapTestSupport
import Testing

@testable import HapRender

/// Flattening overlapping pulses (the louder wins, the earlier on a tie, D017) with the heap
/// sweep gives the segments a direct reading of the rule gives.
@Suite struct SignalFlatteningTests {
  /// The rule read directly, as the reference: over each stretch between two boundaries (every
  /// start and end), the loudest pulse playing, found by looking at all of them.
  static func reference(_ pulses: [Pulse]) -> [Pulse] {
    var live = pulses.enumerated().filter { $0.element.level > 0 && $0.element.duration > 0 }
    live.sort { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
    var times = live.flatMap { [$0.element.at, $0.element.end] }
    times.sort()
    var unique: [Int] = []
    for time in times where unique.last != time { unique.append(time) }
    var segments: [Pulse] = []
    for (position, start) in unique.enumerated().dropLast() {
      let playing = live.filter { $0.element.at <= start && $0.element.end > start }
      guard
        let top = playing.max(by: {
          $0.element.level != $1.element.level
            ? $0.element.level < $1.element.level : $0.offset > $1.offset
        })?.element
      else { continue }
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
    return segments
  }

  @Test func overlappingPulsesFlattenAsTheReferenceDoes() {
    var random = SplitMix64(seed: 71)
    var overlapping = 0
    for round in 0..<2_000 {
      let count = Int(random.next() % 40)
      var at = 0
      let pulses = (0..<count).map { _ -> Pulse in
        // Mostly in order with overlaps and shared edges; sometimes out of order.
        at += Int(random.next() % 30) - (random.next() % 6 == 0 ? 40 : 0)
        return Pulse(
          at: max(at, 0), duration: Int(random.next() % 60) - (random.next() % 9 == 0 ? 10 : 0),
          level: [0, 0.25, 0.5, 0.5, 1][Int(random.next() % 5)],
          sharpness: [0, 0.5, 1][Int(random.next() % 3)])
      }
      let flattened = Signal(pulses: pulses).segments
      #expect(flattened == Self.reference(pulses), "round \(round): \(pulses)")
      let sorted = pulses.filter { $0.level > 0 && $0.duration > 0 }.sorted { $0.at < $1.at }
      if zip(sorted, sorted.dropFirst()).contains(where: { $0.end > $1.at }) { overlapping += 1 }
    }
    // Most rounds took the sweep, not the in-order path.
    #expect(overlapping > 1_000)
  }
}
