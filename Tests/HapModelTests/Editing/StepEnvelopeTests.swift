import Testing

@testable import HapModel

@Suite("Shapes, not steps: a run of steps as breakpoints and back")
struct StepEnvelopeTests {
  /// A ramp from 0.1 to 0.8 over 1400 ms written as 140 touching 10 ms hold steps, then a
  /// plateau of 20 steps: an import's staircase.
  static let staircase: [TrackEvent] = (0..<160).map { index in
    let level = index < 140 ? 0.1 + 0.7 * Double(index) / 139 : 0.8
    return TrackEvent(
      id: EventID(index + 1), at: index * 10, type: .continuous,
      intensity: (level * 1000).rounded() / 1000, sharpness: 0.4, duration: 10, curve: .hold)
  }

  /// What `events` play at millisecond `time`.
  func played(_ events: [TrackEvent], at time: Int) -> Double {
    events.last { $0.at <= time && time < $0.end }?.effectiveIntensity ?? 0
  }

  @Test("140 steps of a ramp read as a handful of breakpoints within the tolerance")
  func fewBreakpoints() {
    let points = StepEnvelope.breakpoints(of: Self.staircase, tolerance: 0.02)
    #expect(points.count <= 6, "\(points)")
    #expect(points.first?.time == 0 && points.last?.time == 1600)
    for time in stride(from: 0, to: 1600, by: 1) {
      let (line, _) = StepEnvelope.value(at: Double(time), points)
      // Within the tolerance of the shape, which is within half a stair (0.0026) of the steps.
      #expect(abs(line - played(Self.staircase, at: time)) <= 0.0226, "at \(time)")
    }
  }

  @Test("steps re-derived from the breakpoints stay within twice the tolerance at every ms")
  func roundTrip() {
    let points = StepEnvelope.breakpoints(of: Self.staircase, tolerance: 0.02)
    let steps = StepEnvelope.steps(from: points, tolerance: 0.02, firstID: 500)
    #expect(steps.count < 30 && steps.first?.id == EventID(500))
    #expect(zip(steps, steps.dropFirst()).allSatisfy { $0.end == $1.at })
    #expect(steps.last?.end == 1600)
    var worst = 0.0
    for time in 0..<1600 {
      worst = max(worst, abs(played(steps, at: time) - played(Self.staircase, at: time)))
    }
    #expect(worst <= 0.0426, "worst \(worst)")
    #expect(steps.allSatisfy { $0.curve == .hold && $0.sharpness == 0.4 })
  }

  @Test("one flat step is two breakpoints and comes back as itself")
  func flat() {
    let step = [
      TrackEvent(
        id: EventID(1), at: 100, type: .continuous, intensity: 0.5, sharpness: 0.3,
        duration: 80, curve: .hold)
    ]
    let points = StepEnvelope.breakpoints(of: step, tolerance: 0.02)
    #expect(
      points == [
        Breakpoint(time: 100, intensity: 0.5, sharpness: 0.3),
        Breakpoint(time: 180, intensity: 0.5, sharpness: 0.3),
      ])
    let back = StepEnvelope.steps(from: points, tolerance: 0.02, firstID: 1)
    #expect(back == step)
    #expect(StepEnvelope.breakpoints(of: [], tolerance: 0.02).isEmpty)
  }

  @Test("a curve piece is read as what it plays, and honestly re-derived as held steps")
  func curve() {
    let rise = [
      TrackEvent(
        id: EventID(1), at: 0, type: .continuous, intensity: 0.8, sharpness: 0.5,
        duration: 100, curve: .linear)
    ]
    let points = StepEnvelope.breakpoints(of: rise, tolerance: 0.02)
    #expect(points.count <= 4 && points.first?.intensity == 0)
    let steps = StepEnvelope.steps(from: points, tolerance: 0.02, firstID: 1)
    #expect(steps.allSatisfy { $0.curve == .hold })
    for time in 0..<100 {
      let source = 0.8 * Double(time) / 100
      #expect(abs(played(steps, at: time) - source) <= 0.04 + 1e-9, "at \(time)")
    }
  }

  @Test("moving a breakpoint keeps it between its neighbours and in range; ends keep their time")
  func moving() {
    let points = [
      Breakpoint(time: 0, intensity: 0.2, sharpness: 0.5),
      Breakpoint(time: 50, intensity: 0.6, sharpness: 0.5),
      Breakpoint(time: 100, intensity: 0.2, sharpness: 0.5),
    ]
    #expect(StepEnvelope.moving(points, 1, to: 70, intensity: 0.9)[1].time == 70)
    #expect(
      StepEnvelope.moving(points, 1, to: 500, intensity: 1.4)[1]
        == Breakpoint(
          time: 99, intensity: 1, sharpness: 0.5))
    #expect(StepEnvelope.moving(points, 0, to: 30, intensity: 0)[0].time == 0)
    #expect(StepEnvelope.moving(points, 7, to: 30, intensity: 0) == points)
    let added = StepEnvelope.adding(points, at: 25)
    #expect(added.count == 4 && added[1] == Breakpoint(time: 25, intensity: 0.4, sharpness: 0.5))
    #expect(StepEnvelope.adding(points, at: 50) == points)
    #expect(StepEnvelope.adding(points, at: 100) == points)
    // A point added on the line plays the same: the re-derived steps do not change.
    #expect(
      StepEnvelope.steps(from: added, tolerance: 0.02, firstID: 1)
        == StepEnvelope.steps(from: points, tolerance: 0.02, firstID: 1))
    #expect(StepEnvelope.removing(added, 1) == points)
    #expect(StepEnvelope.removing(points, 0) == points)
    #expect(StepEnvelope.removing(points, 2) == points)
  }
}
