import HapModel
import Testing

@testable import HapRender

/// The richest rumble rendition of a track, and the feel of renditions.
@Suite struct RumbleScheduleTests {
  typealias S = SamplePatterns

  static func richest(_ events: [TrackEvent], motor: MotorModel = .dualRumble) -> RumbleSchedule {
    RumbleSchedule.richest(for: HapticPattern(id: "r", track: events), motor: motor)
  }

  @Test func intensityIsMagnitudeAndSharpnessTheMotorMix() {
    #expect(
      Self.richest([S.continuous(0, 100, 0.5, 0.5)]).steps == [
        RumbleStep(at: 0, duration: 100, strong: 0x8000, weak: 0x8000)
      ])
    #expect(
      Self.richest([S.continuous(0, 100, 1, 0)]).steps == [
        RumbleStep(at: 0, duration: 100, strong: 0xFFFF, weak: 0)
      ])
    #expect(
      Self.richest([S.continuous(0, 100, 1, 1)]).steps == [
        RumbleStep(at: 0, duration: 100, strong: 0, weak: 0xFFFF)
      ])
    // Missing values: intensity 1.0, sharpness 0.5 (both motors full).
    #expect(
      Self.richest([S.continuous(0, 100, nil, nil)]).steps == [
        RumbleStep(at: 0, duration: 100, strong: 0xFFFF, weak: 0xFFFF)
      ])
  }

  @Test func curvesAreSteppedEveryTwentyFiveMilliseconds() {
    let steps = Self.richest([S.continuous(0, 100, 1, 0, curve: .linear)]).steps
    #expect(steps.map(\.at) == [0, 25, 50, 75])
    #expect(steps.map(\.duration) == [25, 25, 25, 25])
    // Each step plays the curve's level at its middle: 1/8, 3/8, 5/8, 7/8.
    #expect(steps.map(\.strong) == [8192, 24576, 40959, 57343])
  }

  @Test func transientsLastTheShortestPulseTheMotorRenders() {
    #expect(Self.richest([S.transient(10, 1, 0)]).steps.map(\.duration) == [40])
    let onOff = Self.richest([S.transient(10, 0.2, 0.9)], motor: .onOffVibrator)
    #expect(onOff.steps == [RumbleStep(at: 10, duration: 30, strong: 0xFFFF, weak: 0)])
    // Short continuous events are lengthened too; a 0.0 intensity plays nothing.
    #expect(Self.richest([S.continuous(0, 5, 1, 0)]).steps.map(\.duration) == [40])
    #expect(Self.richest([S.transient(0, 0, 0.5)]).steps.isEmpty)
  }

  @Test func overlappingEventsPlayTheLouder() {
    let steps = Self.richest([S.continuous(0, 200, 0.4, 0), S.transient(100, 1, 0, id: 1)]).steps
    #expect(steps.map(\.at) == [0, 100, 140])
    #expect(steps.map(\.strong) == [26214, 0xFFFF, 26214])
  }

  @Test func longStepsAreSplitWithinEvdevLimits() {
    let steps = Self.richest([S.continuous(0, 70_000, 1, 0)]).steps
    #expect(steps.map(\.duration) == [30_000, 30_000, 10_000])
    #expect(Self.richest([]).steps.isEmpty)
  }

  @Test func theFeelFollowsWhatTheDeviceKeeps() {
    let pattern = HapticPattern(id: "f", track: [S.continuous(0, 100, 0.3, 0.0)])
    func feel(_ platform: Platform, _ profile: String) -> RumbleSchedule {
      Renderer.render(pattern, profile: DeviceProfile.named(profile, platform: platform)!).feel
    }
    // iOS keeps intensity and sharpness; the basic Android phone plays full on/off.
    #expect(
      feel(.ios, "iphone").steps == [RumbleStep(at: 0, duration: 100, strong: 19661, weak: 0)])
    #expect(
      feel(.android, "basic").steps == [
        RumbleStep(at: 0, duration: 100, strong: 0xFFFF, weak: 0xFFFF)
      ])
    // The amplitude phone quantises to 255 levels and loses sharpness (both motors).
    let amplitude = feel(.android, "amplitude").steps
    #expect(amplitude.map(\.strong) == [UInt16((Double(77) / 255 * 65535).rounded())])
    #expect(amplitude.map(\.weak) == amplitude.map(\.strong))
    #expect(feel(.web, "android-chrome").steps.isEmpty)
    #expect(
      feel(.gamepad, "on-off").steps == [RumbleStep(at: 0, duration: 100, strong: 0xFFFF, weak: 0)])
  }

  @Test func intentFeelsAreShortTapsLengthenedToBeFelt() {
    let pattern = HapticPattern(id: "n", intent: "notification.error")
    let feel = Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: .ios)).feel
    #expect(feel.steps.map(\.at) == [0, 100, 200])
    #expect(feel.steps.allSatisfy { $0.duration == MotorModel.dualRumble.minimumPulse })
  }
}
