import HapModel
import Testing

@testable import HapImport

/// The curve → 0.1-grammar simplifier: exact tokens where a piece is one, steps within the
/// tolerance elsewhere, never a step shorter than the minimum.
struct SimplifierTests {
  let builder = TrackBuilder(options: ImportOptions(tolerance: 0.02, minimumStep: 10))

  func envelope(_ values: [Double], knots: [Int] = [], sharpness: Double = 0.5) -> ImportEnvelope {
    ImportEnvelope(
      start: 100, intensity: values, sharpness: [Double](repeating: sharpness, count: values.count),
      knots: knots, construct: "test")
  }

  @Test func aFlatStretchIsOneHold() {
    let fit = builder.fit(envelope([Double](repeating: 0.6, count: 250)))
    #expect(fit.events.count == 1)
    #expect(fit.events[0].curve == .hold && fit.events[0].intensity == 0.6)
    #expect(fit.events[0].at == 100 && fit.events[0].duration == 250)
    #expect(fit.isExact && builder.describe(fit, of: envelope([0.6])).status == .kept)
  }

  @Test func aRiseFromSilenceIsOneLinearEvent() {
    let values = (0..<200).map { 0.8 * Double($0) / 200 }
    let fit = builder.fit(envelope(values))
    #expect(fit.events.count == 1)
    #expect(fit.events[0].curve == .linear)
    #expect(abs((fit.events[0].intensity ?? 0) - 0.8) < 0.001)
    #expect(fit.steps == 0 && fit.worstError < 0.003)
  }

  @Test func easeShapesAreRecognised() {
    let easeIn = (0..<300).map { (index: Int) -> Double in
      let t = Double(index) / 300
      return 0.9 * t * t
    }
    let easeOut = (0..<300).map { (index: Int) -> Double in
      let t = Double(index) / 300
      return 0.5 * (1 - (1 - t) * (1 - t))
    }
    #expect(builder.fit(envelope(easeIn)).events.map(\.curve) == [.easeIn])
    #expect(builder.fit(envelope(easeOut)).events.map(\.curve) == [.easeOut])
  }

  @Test func aSlowFallIsStepsWithinTheTolerance() {
    // 1.0 → 0.2 over 800 ms: 0.001 per ms, so 40 ms steps stay within 0.02.
    let values = (0..<800).map { 1 - 0.8 * Double($0) / 800 }
    let fit = builder.fit(envelope(values))
    #expect(fit.steps > 10)
    #expect(fit.worstError <= 0.0205)
    #expect(fit.events.allSatisfy { $0.curve == .hold && ($0.duration ?? 0) >= 10 })
    // The steps tile the envelope without gaps or overlaps.
    var cursor = 100
    for event in fit.events {
      #expect(event.at == cursor)
      cursor += event.duration ?? 0
    }
    #expect(cursor == 900)
    #expect(builder.describe(fit, of: envelope(values)).status == .approximated)
  }

  @Test func aFastFallNeverMakesStepsShorterThanTheMinimum() {
    // 1.0 → 0 in 30 ms: 0.033 per ms, faster than 10 ms steps can follow within 0.02.
    let values = (0..<30).map { 1 - Double($0) / 30 } + [Double](repeating: 0, count: 50)
    let fit = builder.fit(envelope(values, knots: [30]))
    #expect(fit.events.allSatisfy { ($0.duration ?? 0) >= 10 })
    #expect(fit.worstError > 0.02)
    let entry = builder.describe(fit, of: envelope(values))
    #expect(entry.status == .approximated && entry.reason.contains("over the tolerance"))
  }

  @Test func aSpikeFromSilenceGetsItsStepsWhereItIs() {
    // Silence, a 2 ms rise to 0.6, a 14 ms fall, silence (Button1's shape): the steps may move
    // into the silence on either side, so the loudest step sits on the peak.
    let rise = [0.3, 0.6]
    let fall = (1...14).map { 0.6 - 0.6 * Double($0) / 14 }
    let values =
      [Double](repeating: 0, count: 30) + rise + fall + [Double](repeating: 0, count: 40)
    let fit = builder.fit(envelope(values, knots: [30, 32, 46]))
    #expect(fit.events.allSatisfy { $0.curve == .hold && ($0.duration ?? 0) >= 10 })
    let loudest = fit.events.max { ($0.intensity ?? 0) < ($1.intensity ?? 0) }!
    #expect(loudest.at <= 130 + 1 && loudest.at + (loudest.duration ?? 0) >= 132)
    #expect((loudest.intensity ?? 0) >= 0.35)
    // The events tile without overlapping, and the silence before the rise stays a gap.
    #expect(fit.events.first!.at >= 120)
    for (earlier, later) in zip(fit.events, fit.events.dropFirst()) {
      #expect(earlier.at + (earlier.duration ?? 0) <= later.at)
    }
    // The staircase follows the spike's shape.
    let r = PlayedSignal.pearson(played(fit, count: values.count), values)
    print("spike from silence: \(fit.events.count) steps, r \(r)")
    #expect(r >= 0.9)
  }

  /// What `fit`'s events play each millisecond from 100 ms, over `count` ms.
  private func played(_ fit: EnvelopeFit, count: Int) -> [Double] {
    var played = [Double](repeating: 0, count: count)
    for event in fit.events {
      for time in event.at..<(event.at + (event.duration ?? 0)) where time - 100 < count {
        played[time - 100] = event.intensity ?? 0
      }
    }
    return played
  }

  @Test func randomEnvelopesGiveOrderedStepsOfAtLeastTheMinimum() {
    // Spikes, ramps, plateaus and silences in random order (a fixed seed): the events stay in
    // the envelope, in order, never overlap, and every step the fitter made is a minimum long.
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    for _ in 0..<200 {
      var values: [Double] = []
      var knots: [Int] = []
      while values.count < 400 {
        let length = 1 + Int(next() * 40)
        let from = next() < 0.3 ? 0 : next()
        let to = next() < 0.3 ? 0 : next()
        for index in 0..<length {
          values.append(from + (to - from) * Double(index) / Double(length))
        }
        knots.append(values.count)
      }
      let fit = builder.fit(envelope(values, knots: knots))
      var cursor = 100
      for event in fit.events {
        #expect(event.at >= cursor && (event.duration ?? 0) > 0)
        #expect((0...1).contains(event.intensity ?? -1))
        cursor = event.at + (event.duration ?? 0)
      }
      #expect(cursor <= 100 + values.count)
      if fit.steps > 0 { #expect((fit.shortestStep ?? 0) >= 10, "\(fit.shortestStep ?? 0)") }
    }
  }

  @Test func silenceIsAGapNotAnEvent() {
    let values =
      [Double](repeating: 0.5, count: 40) + [Double](repeating: 0, count: 100)
      + [Double](repeating: 0.7, count: 40)
    let fit = builder.fit(envelope(values, knots: [40, 140]))
    #expect(fit.events.map(\.at) == [100, 240])
    #expect(fit.events.map(\.intensity) == [0.5, 0.7])
  }

  @Test func aShortJumpOfTheSourceIsKeptAtItsLength() {
    // An Android waveform's 5 ms pulse between silences is the source's own step.
    let values =
      [Double](repeating: 0, count: 20) + [Double](repeating: 1, count: 5)
      + [Double](repeating: 0, count: 20)
    let fit = builder.fit(envelope(values, knots: [20, 25]))
    #expect(fit.events.count == 1)
    #expect(fit.events[0].at == 120 && fit.events[0].duration == 5 && fit.events[0].intensity == 1)
  }

  @Test func sharpnessChangesSplitSteps() {
    var sharpness = [Double](repeating: 0.2, count: 100)
    sharpness += [Double](repeating: 0.9, count: 100)
    let source = ImportEnvelope(
      start: 0, intensity: [Double](repeating: 0.5, count: 200), sharpness: sharpness,
      knots: [100], construct: "test")
    let fit = builder.fit(source)
    #expect(fit.events.map(\.sharpness) == [0.2, 0.9])
  }

  @Test func theToleranceSetsHowManyStepsThereAre() {
    let values = (0..<1000).map { 1 - Double($0) / 1000 }
    let fine = TrackBuilder(options: ImportOptions(tolerance: 0.01)).fit(envelope(values))
    let coarse = TrackBuilder(options: ImportOptions(tolerance: 0.1)).fit(envelope(values))
    #expect(fine.events.count > coarse.events.count * 4)
    #expect(fine.worstError <= 0.0105 && coarse.worstError <= 0.1005)
  }
}
