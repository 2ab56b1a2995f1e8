import HapModel
import HapRender  // not @testable: these tests also prove the API is public
import Testing

/// The public curve formulas the editor's grid samples, and the event-level sampling on top.
@Suite struct CurveShapeTests {
  private func continuous(
    at: Int = 100, duration: Int? = 200, intensity: Double? = 0.8, curve: Curve?
  ) -> TrackEvent {
    TrackEvent(
      id: EventID(1), at: at, type: .continuous, intensity: intensity, duration: duration,
      curve: curve)
  }

  @Test func formulasAtQuarterPoints() {
    let fractions = [0, 0.25, 0.5, 0.75, 1]
    #expect(fractions.map { CurveShape.level(.linear, at: $0) } == [0, 0.25, 0.5, 0.75, 1])
    #expect(fractions.map { CurveShape.level(.easeIn, at: $0) } == [0, 0.0625, 0.25, 0.5625, 1])
    #expect(
      fractions.map { CurveShape.level(.easeOut, at: $0) } == [0, 0.4375, 0.75, 0.9375, 1])
    #expect(fractions.map { CurveShape.level(.hold, at: $0) } == [1, 1, 1, 1, 1])
    #expect(fractions.map { CurveShape.level(nil, at: $0) } == [1, 1, 1, 1, 1])
  }

  @Test func fractionsOutsideTheEventAreClamped() {
    #expect(CurveShape.level(.linear, at: -3) == 0)
    #expect(CurveShape.level(.easeOut, at: 7) == 1)
    #expect(CurveShape.level(.easeIn, at: .nan) == 0)
  }

  @Test func onlyRisingCurvesAreSloped() {
    #expect(CurveShape.isSloped(.linear))
    #expect(CurveShape.isSloped(.easeIn))
    #expect(CurveShape.isSloped(.easeOut))
    #expect(!CurveShape.isSloped(.hold))
    #expect(!CurveShape.isSloped(nil))
  }

  @Test func continuousEventSampledAcrossItsSpan() {
    let event = continuous(curve: .easeIn)
    #expect(CurveShape.intensity(of: event, at: 99.9) == 0)
    #expect(CurveShape.intensity(of: event, at: 100) == 0)
    #expect(abs(CurveShape.intensity(of: event, at: 200) - 0.8 * 0.25) < 1e-12)
    #expect(CurveShape.intensity(of: event, at: 300) == 0.8)
    #expect(CurveShape.intensity(of: event, at: 300.5) == 0)
    #expect(CurveShape.intensity(of: continuous(curve: .hold), at: 100) == 0.8)
    #expect(CurveShape.intensity(of: continuous(curve: nil), at: 250) == 0.8)
  }

  @Test func missingAndOutOfRangeValuesReadAsTheRenderersDo() {
    #expect(CurveShape.intensity(of: continuous(intensity: nil, curve: .linear), at: 300) == 1)
    #expect(CurveShape.intensity(of: continuous(intensity: 4, curve: nil), at: 150) == 1)
    #expect(CurveShape.intensity(of: continuous(intensity: -1, curve: nil), at: 150) == 0)
    // A continuous event without a duration plays nothing.
    #expect(CurveShape.intensity(of: continuous(duration: nil, curve: nil), at: 100) == 0)
    #expect(CurveShape.intensity(of: continuous(duration: 0, curve: nil), at: 100) == 0)
  }

  @Test func transientGivesItsIntensityOnlyAtItsInstant() {
    let tap = TrackEvent(id: EventID(2), at: 40, type: .transient, intensity: 0.3)
    #expect(CurveShape.intensity(of: tap, at: 40) == 0.3)
    #expect(CurveShape.intensity(of: tap, at: 40.5) == 0)
    #expect(CurveShape.intensity(of: tap, at: 39) == 0)
  }
}
