import HapRender
import Testing

@testable import HapPlayback

@Suite struct PlaybackPlanTests {
  typealias Cue = PlaybackCue

  @Test func contiguousStepsUpdateInPlaceAndGapsStopAndPreload() {
    let schedule = RumbleSchedule(steps: [
      RumbleStep(at: 0, duration: 100, strong: 0xFFFF, weak: 0),
      RumbleStep(at: 100, duration: 100, strong: 0x8000, weak: 0x4000),
      RumbleStep(at: 300, duration: 60, strong: 0, weak: 0xFFFF),
    ])
    let plan = PlaybackPlan(schedule)
    #expect(plan.preload == RumbleEffect(strong: 0xFFFF, weak: 0, length: 100 + 250))
    #expect(
      plan.firstPass == [
        Cue(at: 0, action: .start),
        Cue(at: 100, action: .load(strong: 0x8000, weak: 0x4000)),
        Cue(at: 200, action: .stop),
        Cue(at: 200, action: .load(strong: 0, weak: 0xFFFF)),
        Cue(at: 300, action: .start),
        Cue(at: 360, action: .stop),
      ])
    #expect(plan.length == 360)
    #expect(plan.laterPass.isEmpty)
  }

  @Test func silentEmptyAndOverlappingStepsAreCleanedUp() {
    let schedule = RumbleSchedule(steps: [
      RumbleStep(at: 50, duration: 100, strong: 100, weak: 0),
      RumbleStep(at: 0, duration: 0, strong: 100, weak: 0),
      RumbleStep(at: 120, duration: 50, strong: 200, weak: 0),
      RumbleStep(at: 170, duration: 30, strong: 0, weak: 0),
    ])
    let steps = PlaybackPlan.playableSteps(schedule.steps)
    #expect(
      steps == [
        RumbleStep(at: 50, duration: 70, strong: 100, weak: 0),
        RumbleStep(at: 120, duration: 50, strong: 200, weak: 0),
      ])
    let plan = PlaybackPlan(schedule)
    // The trailing silent step still counts for the pattern's length.
    #expect(plan.length == 200)
    #expect(plan.firstPass.last == Cue(at: 170, action: .stop))
  }

  @Test func silentScheduleHasNothingToUpload() {
    let plan = PlaybackPlan(
      RumbleSchedule(steps: [RumbleStep(at: 0, duration: 80, strong: 0, weak: 0)]))
    #expect(plan.preload == nil)
    #expect(plan.firstPass.isEmpty)
    #expect(plan.length == 80)
  }

  @Test func longStepsAreRefreshedAndTheEffectLengthStaysFinite() {
    let plan = PlaybackPlan(
      RumbleSchedule(steps: [RumbleStep(at: 0, duration: 12_000, strong: 0x1000, weak: 0x2000)]))
    #expect(plan.effectLength == PlaybackPlan.longestEffect)
    #expect(
      plan.firstPass == [
        Cue(at: 0, action: .start),
        Cue(at: 4750, action: .load(strong: 0x1000, weak: 0x2000)),
        Cue(at: 9500, action: .load(strong: 0x1000, weak: 0x2000)),
        Cue(at: 12_000, action: .stop),
      ])
  }

  @Test func seamlessLoopKeepsPlayingAcrossThePassBoundary() {
    let schedule = RumbleSchedule(steps: [
      RumbleStep(at: 0, duration: 50, strong: 1, weak: 0),
      RumbleStep(at: 50, duration: 50, strong: 2, weak: 0),
    ])
    let plan = PlaybackPlan(schedule, looping: true)
    #expect(
      plan.firstPass == [
        Cue(at: 0, action: .start), Cue(at: 50, action: .load(strong: 2, weak: 0)),
      ])
    #expect(
      plan.laterPass == [
        Cue(at: 0, action: .load(strong: 1, weak: 0)),
        Cue(at: 50, action: .load(strong: 2, weak: 0)),
      ])
  }

  @Test func loopWithAGapStopsAndPreloadsTheNextPass() {
    let schedule = RumbleSchedule(steps: [
      RumbleStep(at: 10, duration: 50, strong: 1, weak: 0),
      RumbleStep(at: 60, duration: 40, strong: 0, weak: 0),
    ])
    let plan = PlaybackPlan(schedule, looping: true)
    let expected = [
      Cue(at: 10, action: .start), Cue(at: 60, action: .stop),
      Cue(at: 60, action: .load(strong: 1, weak: 0)),
    ]
    #expect(plan.firstPass == expected)
    #expect(plan.laterPass == expected)
    #expect(plan.length == 100)
  }
}
