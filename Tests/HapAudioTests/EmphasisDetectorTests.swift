import Foundation
import Testing

@testable import HapAudio

/// The peaks rule (D110) on envelopes whose answer is known, and the breakpoint reduction it
/// runs on.
@Suite struct EmphasisDetectorTests {
  /// A decaying hit: silence, a 2 ms rise to `peak` at `at`, then a fall with a 30 ms time
  /// constant.
  static func hit(at: Int, peak: Double, into envelope: inout [Double]) {
    for index in envelope.indices where index >= at - 2 {
      let value =
        index < at ? peak * Double(index - at + 3) / 3 : peak * exp(-Double(index - at) / 30)
      envelope[index] = max(envelope[index], value)
    }
  }

  @Test func theReductionKeepsEachRegionsEndsAndItsBudget() {
    var envelope = [Double](repeating: 0, count: 2500)
    Self.hit(at: 400, peak: 1, into: &envelope)
    let kept = BreakpointReduction(perSecond: 20).kept(envelope)
    #expect(kept.first == 0)
    #expect(kept.contains(999) && kept.contains(1000) && kept.contains(2499))
    // 20 a second: 20 + 20 + 10 points for 2.5 s.
    #expect(kept.count == 50)
    // The hit's peak is the sharpest corner: it survives.
    #expect(kept.contains { abs($0 - 400) <= 1 })
    #expect(kept == kept.sorted())
  }

  @Test func eachHitIsOneEmphasisAtItsPeak() {
    var envelope = [Double](repeating: 0, count: 1200)
    for at in [100, 400, 900] { Self.hit(at: at, peak: 0.8, into: &envelope) }
    let found = EmphasisDetector(sensitivity: 0.5, resolution: 60, spacing: 50).emphases(
      envelope
    ).map(\.peak)
    #expect(found.count == 3)
    for (at, expected) in zip(found, [100, 400, 900]) { #expect(abs(at - expected) <= 2) }
  }

  @Test func aSteadyLevelOrASmallRiseIsNoEmphasis() {
    let steady = [Double](repeating: 0.6, count: 1000)
    let detector = EmphasisDetector(sensitivity: 0.5, resolution: 60, spacing: 50)
    // The first breakpoint rises from silence; a steady sound has nothing after it.
    #expect(detector.emphases(steady).count <= 1)
    var ripple = [Double](repeating: 0.5, count: 1000)
    for index in ripple.indices { ripple[index] += 0.04 * sin(Double(index) / 8) }
    ripple[0] = 0
    #expect(detector.emphases(ripple).allSatisfy { $0.peak < 20 })
  }

  @Test func closerThanTheSpacingKeepsTheLargerRise() {
    var envelope = [Double](repeating: 0, count: 600)
    Self.hit(at: 100, peak: 0.4, into: &envelope)
    Self.hit(at: 130, peak: 0.9, into: &envelope)
    let wide = EmphasisDetector(sensitivity: 0.5, resolution: 200, spacing: 50).emphases(envelope)
    #expect(wide.count == 1)
    #expect(wide.allSatisfy { abs($0.peak - 130) <= 2 })
    let narrow = EmphasisDetector(sensitivity: 0.5, resolution: 200, spacing: 20).emphases(
      envelope)
    #expect(narrow.count == 2)
  }

  @Test func sensitivitySetsTheMinimumRise() {
    #expect(
      abs(EmphasisDetector(sensitivity: 0.5, resolution: 60, spacing: 50).minimumRise - 0.1) < 1e-12
    )
    var envelope = [Double](repeating: 0, count: 600)
    Self.hit(at: 100, peak: 0.15, into: &envelope)
    #expect(
      EmphasisDetector(sensitivity: 0.5, resolution: 60, spacing: 50).emphases(envelope).count == 1)
    #expect(
      EmphasisDetector(sensitivity: 0.2, resolution: 60, spacing: 50).emphases(envelope).isEmpty)
  }

  @Test func aSmallRiseIsKeptWhereTheSpectrumHasAnOnset() {
    var envelope = [Double](repeating: 0, count: 600)
    Self.hit(at: 100, peak: 0.5, into: &envelope)
    Self.hit(at: 300, peak: 0.07, into: &envelope)
    var detector = EmphasisDetector(sensitivity: 0.5, resolution: 60, spacing: 50)
    detector.fluxRise = 0.03
    // The second rise (0.07) is under the minimum rise (0.1): only an onset near it keeps it.
    #expect(detector.emphases(envelope).map(\.peak).count == 1)
    #expect(detector.emphases(envelope, onsets: [150]).map(\.peak).count == 1)
    let confirmed = detector.emphases(envelope, onsets: [290]).map(\.peak)
    #expect(confirmed.count == 2)
    #expect(confirmed.allSatisfy { abs($0 - 100) <= 2 || abs($0 - 300) <= 2 })
  }

  @Test func anEmphasisIsPlacedOnItsRise() {
    var envelope = [Double](repeating: 0, count: 400)
    // A 20 ms linear rise from 0 to 1 at 100…120, then a decay.
    for index in 100...120 { envelope[index] = Double(index - 100) / 20 }
    for index in 121..<400 { envelope[index] = exp(-Double(index - 120) / 40) }
    var detector = EmphasisDetector(sensitivity: 0.5, resolution: 200, spacing: 50)
    let atPeak = detector.emphases(envelope)
    #expect(atPeak.map(\.at) == atPeak.map(\.peak))
    detector.onsetFraction = 0.6
    let placed = detector.emphases(envelope)
    #expect(placed.count == 1)
    #expect(placed.first.map { abs($0.peak - 120) <= 1 } == true)
    #expect(placed.first.map { abs($0.at - 112) <= 1 } == true)
  }

  @Test func theSpacingIsKeptBetweenTheFeltTimes() {
    // Two peaks 60 ms apart (at 100 and 160); the second rises slowly over 30 ms, so placed on
    // its rise at 0.6 of its height it is felt about 49 ms after the first (D350).
    var envelope = [Double](repeating: 0, count: 400)
    for index in 97...100 { envelope[index] = 0.9 * Double(index - 96) / 4 }
    for index in 101...125 { envelope[index] = 0.9 - 0.85 * Double(index - 100) / 25 }
    for index in 126...130 { envelope[index] = 0.05 }
    for index in 131...160 { envelope[index] = 0.05 + 0.75 * Double(index - 130) / 30 }
    for index in 161...220 { envelope[index] = 0.8 * Double(220 - index) / 60 }
    var detector = EmphasisDetector(sensitivity: 0.5, resolution: 200, spacing: 50)
    detector.onsetFraction = 0.6
    let placed = detector.emphases(envelope)
    // Felt 49 ms apart: the larger rise (the first) alone is kept.
    #expect(placed.count == 1)
    #expect(placed.first.map { abs($0.peak - 100) <= 1 } == true)
    detector.spacing = 40
    let both = detector.emphases(envelope)
    #expect(both.count == 2)
    #expect(both.count == 2 && both[1].at - both[0].at < 50 && both[1].peak - both[0].peak >= 50)
    // Felt at their peaks (60 ms apart), 50 ms keeps both.
    detector.spacing = 50
    detector.onsetFraction = 1
    #expect(detector.emphases(envelope).count == 2)
  }

  @Test func aFluxOnsetAloneIsATransientWhereTheEnvelopeRises() {
    // A hit at 100 ms; from 300 ms a jump from 0.2 to 0.35 that climbs on to 0.8 at 400 ms:
    // the climb's top is a peak, the jump is not (the next breakpoint is higher).
    var envelope = [Double](repeating: 0, count: 700)
    Self.hit(at: 100, peak: 0.8, into: &envelope)
    for index in 200..<300 { envelope[index] = max(envelope[index], 0.2) }
    for index in 300...400 { envelope[index] = 0.35 + 0.45 * Double(index - 300) / 100 }
    for index in 401..<700 { envelope[index] = 0.8 * exp(-Double(index - 400) / 60) }
    var detector = EmphasisDetector(sensitivity: 0.5, resolution: 60, spacing: 50)
    let peaks = detector.emphases(envelope, onsets: [290]).map(\.at)
    #expect(!peaks.contains { abs($0 - 300) < 20 }, "\(peaks)")
    detector.fluxAloneRise = 0.1
    // The onset's frame starts at 290 ms: felt at 300, where the envelope rises from 0.2 to
    // 0.48 over the next 30 ms.
    let found = detector.emphases(envelope, onsets: [290]).map(\.at)
    #expect(found.count == peaks.count + 1)
    #expect(found.contains(300), "\(found)")
    // Not where the rise is under the threshold, nor within the spacing of a transient.
    detector.fluxAloneRise = 0.3
    #expect(detector.emphases(envelope, onsets: [290]).count == peaks.count)
    detector.fluxAloneRise = 0.1
    #expect(detector.emphases(envelope, onsets: [95]).count == peaks.count)
    detector.fluxAloneRise = 1
    #expect(detector.emphases(envelope, onsets: [290]).count == peaks.count)
  }
}
