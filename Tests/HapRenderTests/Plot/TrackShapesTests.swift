import HapModel
import Testing

@testable import HapRender

/// The track's geometry for drawings that are not cells: spans under their curve, stems, the
/// sharpness bands, and a rendition's lane bars.
@Suite struct TrackShapesTests {
  static func event(
    _ at: Int, _ type: EventType, intensity: Double? = nil, sharpness: Double? = nil,
    duration: Int? = nil, curve: Curve? = nil
  ) -> TrackEvent {
    TrackEvent(
      id: EventID(at), at: at, type: type, intensity: intensity, sharpness: sharpness,
      duration: duration, curve: curve)
  }

  @Test func spansFollowTheirCurveAndTransientsAreStems() {
    let shapes = TrackShapes(events: [
      Self.event(0, .transient, intensity: 0.8, sharpness: 0.9),
      Self.event(10, .continuous, intensity: 0.5, duration: 100, curve: .linear),
      Self.event(200, .continuous, duration: 40),
    ])
    #expect(shapes.stems == [PlotStem(at: 0, level: 0.8, sharpness: 0.9)])
    #expect(shapes.spans.count == 2)
    let ramp = shapes.spans[0]
    #expect(ramp.top.count == TrackShapes.curveSamples + 1)
    #expect(ramp.top.first == PlotPoint(time: 10, level: 0))
    #expect(ramp.top.last == PlotPoint(time: 110, level: 0.5))
    #expect(abs(ramp.top[8].level - 0.25) < 1e-9)
    // No curve holds the (default) intensity over the whole span.
    #expect(
      shapes.spans[1].top == [PlotPoint(time: 200, level: 1), PlotPoint(time: 240, level: 1)])
    #expect(shapes.length == 240)
    #expect(TrackShapes(events: []).length == 1)
  }

  @Test func valuesOutsideTheRangeAreClampedAsTheRenderersReadThem() {
    let shapes = TrackShapes(events: [Self.event(0, .transient, intensity: 1.4, sharpness: -1)])
    #expect(shapes.stems == [PlotStem(at: 0, level: 1, sharpness: 0)])
  }

  @Test func sharpnessBandsSplitTheRangeInFour() {
    #expect(
      [0, 0.24, 0.25, 0.5, 0.74, 0.75, 1, 2, -1].map(SharpnessBand.band) == [
        0, 0, 1, 2, 2, 3, 3, 3, 0,
      ])
    #expect(SharpnessBand.band(.nan) == 0)
  }

  @Test func laneBarsAreTheFeltStepsAtTheStrongerMotor() {
    let feel = RumbleSchedule(steps: [
      RumbleStep(at: 0, duration: 20, strong: 0, weak: 32767),
      RumbleStep(at: 20, duration: 30, strong: 0, weak: 0),
      RumbleStep(at: 50, duration: 10, strong: UInt16.max, weak: 10),
    ])
    let bars = LaneBar.bars(of: feel)
    #expect(bars.map(\.at) == [0, 50])
    #expect(abs(bars[0].strength - 0.5) < 0.001 && bars[1].strength == 1)
    #expect(LaneBar.shape(of: feel) == "2 steps")
    #expect(LaneBar.shape(of: RumbleSchedule()) == "nothing")
  }
}
