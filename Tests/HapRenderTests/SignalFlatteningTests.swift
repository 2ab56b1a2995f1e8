import HapTestSupport
import Testing

@testable import HapRender

/// Flattening overlapping pulses (the louder wins, the earlier on a tie, D017) with the heap
/// sweep gives the segments a direct reading of the rule gives.
@Suite struct SignalFlatteningTests {
  /// The rule read directly, as the reference: every millisecond plays the loudest pulse
  /// covering it (the first written on a tie), and runs of equal milliseconds are the segments.
  static func reference(_ pulses: [Pulse]) -> [Pulse] {
    let live = pulses.filter { $0.level > 0 && $0.duration > 0 }
    let last = live.map(\.end).max() ?? 0
    var segments: [Pulse] = []
    for time in 0..<last {
      var winner: Pulse?
      for pulse in live where pulse.at <= time && time < pulse.end {
        if winner == nil || pulse.level > winner!.level { winner = pulse }
      }
      guard let winner else { continue }
      let previous = segments.last
      if let previous, previous.end == time, previous.level == winner.level,
        previous.sharpness == winner.sharpness
      {
        segments[segments.count - 1].duration += 1
      } else {
        segments.append(
          Pulse(at: time, duration: 1, level: winner.level, sharpness: winner.sharpness))
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
      let reference = Self.reference(pulses)
      #expect(flattened == reference, "round \(round): \(pulses)")
      // The heap (no pulse fits the list) and a list of two (often too short) give the same.
      for limit in [0, 2] {
        let other = Signal(pulses: pulses, sweepingUpTo: limit).segments
        #expect(other == reference, "round \(round), list of \(limit): \(pulses)")
      }
      let sorted = pulses.filter { $0.level > 0 && $0.duration > 0 }.sorted { $0.at < $1.at }
      if zip(sorted, sorted.dropFirst()).contains(where: { $0.end > $1.at }) { overlapping += 1 }
    }
    // Most rounds took the sweep, not the in-order path.
    #expect(overlapping > 1_000)
  }
}
