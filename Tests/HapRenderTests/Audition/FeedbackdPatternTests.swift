import HapModel
import HapRender
import Testing

/// The track resampled to feedbackd's limits: at most 10 steps of at most 10 s.
@Suite struct FeedbackdPatternTests {
  @Test func aSwellBecomesAtMostTenStepsThatFollowIt() {
    let pattern = FeedbackdPattern(AuditionSamples.swell)
    #expect(pattern.steps.count <= 10 && !pattern.steps.isEmpty)
    #expect(pattern.steps.allSatisfy { $0.duration <= 10_000 && (0...1).contains($0.magnitude) })
    #expect(pattern.steps.reduce(0) { $0 + $1.duration } == 800)
    #expect(pattern.fit >= 0.9, "r = \(pattern.fit)")
    #expect(pattern.dropped.contains { $0.contains("sharpness") })
  }

  @Test func aFlatTrackIsExact() {
    let flat = HapticPattern(
      id: "flat",
      track: [
        SamplePatterns.continuous(0, 400, 0.7, 0.5), SamplePatterns.continuous(600, 200, 0.4),
      ])
    let pattern = FeedbackdPattern(flat)
    #expect(pattern.fit > 0.999)
    #expect(
      pattern.steps == [
        FeedbackdStep(magnitude: 0.7, duration: 400), FeedbackdStep(magnitude: 0, duration: 200),
        FeedbackdStep(magnitude: 0.4, duration: 200),
      ])
  }

  @Test func aLongTrackIsCutAtTenStepsOfTenSeconds() {
    let long = HapticPattern(
      id: "long", track: [SamplePatterns.continuous(0, 150_000, 0.7, 0.5)])
    let pattern = FeedbackdPattern(long)
    #expect(pattern.steps.count == 10)
    #expect(pattern.steps.allSatisfy { $0.duration <= 10_000 })
    #expect(pattern.steps.reduce(0) { $0 + $1.duration } == 100_000)
    #expect(pattern.dropped.contains { $0.contains("after 100 s") })
  }

  @Test func theCapLowersEveryStep() {
    let capped = FeedbackdPattern(SamplePatterns.longPress).capped(at: 0.6)
    #expect(capped.allSatisfy { $0.magnitude <= 0.6 })
  }

  @Test func theBusctlAndGdbusCallsHaveTheInterfacesSignature() {
    let steps = [
      FeedbackdStep(magnitude: 0.5, duration: 100), FeedbackdStep(magnitude: 1, duration: 20),
    ]
    #expect(
      FeedbackdPattern.busctlArguments(steps) == [
        "busctl", "--user", "--timeout=2", "call", "org.sigxcpu.Feedback",
        "/org/sigxcpu/Feedback", "org.sigxcpu.Feedback.Haptic", "Vibrate", "sa(du)",
        "org.haptui.Haptui", "2", "0.5", "100", "1.0", "20",
      ])
    #expect(FeedbackdPattern.gdbusArguments(steps).last == "[(0.5, 100), (1.0, 20)]")
    #expect(FeedbackdPattern.gdbusArguments([]).last == "@a(du) []")
    #expect(FeedbackdPattern.busctlLine(SamplePatterns.longPress).contains("'sa(du)'"))
  }

  @Test func silenceIsNoSteps() {
    #expect(FeedbackdPattern(HapticPattern(id: "none", track: [])).steps.isEmpty)
  }
}
