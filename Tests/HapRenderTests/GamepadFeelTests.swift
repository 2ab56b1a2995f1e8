import HapModel
import Testing

@testable import HapRender

/// A gamepad's feel taken from its rumble schedule (D443) is the feel worked out from the
/// played branch's signal, for every gamepad profile, pattern and setting.
@Suite struct GamepadFeelTests {
  @Test func theScheduleTakenAsTheFeelIsTheFeel() {
    let patterns = RenderCorpus.patterns
    let profiles = DeviceProfile.all.filter { $0.platform == .gamepad }
    var taken = 0
    var compared = 0
    for pattern in patterns {
      let input = RenderInput(pattern)
      for settings in InvariantTests.settings where !settings.hapticsOff {
        let renditions = Renderer.render(
          pattern, profiles: profiles, settings: settings, includeArtifact: false)
        for (profile, rendition) in zip(profiles, renditions) {
          let plan = Ladder.plan(input, settings: settings, on: Renderer.ladder(for: profile))
          guard let branch = plan.branch(for: profile) else {
            #expect(rendition.feel.steps.isEmpty)
            continue
          }
          let signal = branch.signal
          let worked = RumbleSchedule(
            signal: Renderer.feelSignal(signal, profile.motor), motor: profile.motor)
          #expect(rendition.feel == worked, "\(profile.name) \(pattern.id ?? "")")
          compared += 1
          if branch.scheduleIsOfSignal, Renderer.feelKeeps(signal, profile.motor) { taken += 1 }
        }
      }
    }
    #expect(compared > 200)
    #expect(taken > compared / 4)
  }

  /// The check that allows it: a short pulse alone would be lengthened, so the feel's signal
  /// is not the schedule's; long pulses, alone or touching at other levels, are kept.
  @Test func onlyASignalTheFeelKeepsIsTaken() {
    let motor = MotorModel.dualRumble
    func pulse(_ at: Int, _ duration: Int, _ level: Double) -> Pulse {
      Pulse(at: at, duration: duration, level: level, sharpness: 0.5)
    }
    let long = Signal(pulses: [pulse(0, 100, 0.5), pulse(200, 100, 0.5)])
    #expect(Renderer.feelKeeps(long, motor))
    let touching = Signal(pulses: [pulse(0, 10, 0.5), pulse(10, 10, 0.8)])
    #expect(Renderer.feelKeeps(touching, motor))
    let short = Signal(pulses: [pulse(0, 100, 0.5), pulse(200, motor.minimumPulse - 1, 0.5)])
    #expect(!Renderer.feelKeeps(short, motor))
    #expect(Renderer.feelSignal(short, motor).segments != short.segments)
  }
}
