import HapTestSupport
import Testing

@testable import HapTUI

/// The overlap counter against a count made millisecond by millisecond.
@Suite("SpanOverlaps: stretches and counts equal a brute-force count")
struct SpanOverlapsTests {
  /// The stretches of `span` where more than one span plays, counted one millisecond at a
  /// time over every span added so far (`span` included).
  static func bruteForce(_ span: Range<Int>, among spans: [Range<Int>]) -> [[Int]] {
    var runs: [[Int]] = []
    for time in span {
      let playing = spans.filter { $0.contains(time) }.count
      guard playing > 1 else { continue }
      if let last = runs.last, last[1] == time, last[2] == playing {
        runs[runs.count - 1][1] = time + 1
      } else {
        runs.append([time, time + 1, playing])
      }
    }
    return runs
  }

  @Test("150 random tracks of up to 250 spans, sparse and dense")
  func randomTracks() {
    var random = SplitMix64(seed: 2026_12_03)
    var compared = 0
    for track in 0..<150 {
      // Some tracks are steps one after another (the fast path), some pile spans up.
      let gap = track % 3 == 0 ? 0 : Int.random(in: 1...40, using: &random)
      var start = 0
      var spans: [Range<Int>] = []
      var overlaps = SpanOverlaps()
      for _ in 0..<Int.random(in: 1...250, using: &random) {
        start += gap == 0 ? Int.random(in: 0...3, using: &random) * 10 : gap
        let length = Int.random(in: 1...60, using: &random)
        let span = start..<(start + length)
        spans.append(span)
        let got = overlaps.add(start: span.lowerBound, end: span.upperBound)
          .map { [$0.from, $0.to, $0.playing] }
        let live = spans.filter { $0.upperBound > span.lowerBound }
        #expect(got == Self.bruteForce(span, among: live), "track \(track), span \(span)")
        compared += 1
      }
    }
    #expect(compared > 5_000)
  }
}
