import HapPlayback
import HapRender

/// Measures how far playback events land from their schedule, on the host and in the guest.
///
/// For the benchmark: the host figure plays on a `RecordingRumbleDevice` with the real
/// monotonic clock (the player's own scheduling error, no kernel); the guest figure plays with
/// the real `haptui play` on a uinput device in QEMU and reads the kernel's event timestamps.
/// Both are `PlaybackTiming`: each event's time minus (player start + scheduled offset), in
/// ms, with median and worst; in the guest the start comes from `HAPTUI_TRACE_START`.
public enum TimingProbe {
  /// The schedule both measure: `pulses` pulses of 30 ms every 60 ms, alternating motors and
  /// magnitudes, with an in-place update inside every fourth pulse.
  public static func schedule(pulses: Int = 20) -> RumbleSchedule {
    var steps: [RumbleStep] = []
    for index in 0..<pulses {
      let at = index * 60
      let strong: UInt16 = index % 2 == 0 ? 0xFFFF : 0x4000
      let weak: UInt16 = index % 2 == 0 ? 0x2000 : 0xC000
      if index % 4 == 3 {
        steps.append(RumbleStep(at: at, duration: 15, strong: strong, weak: weak))
        steps.append(RumbleStep(at: at + 15, duration: 15, strong: weak, weak: strong))
      } else {
        steps.append(RumbleStep(at: at, duration: 30, strong: strong, weak: weak))
      }
    }
    return RumbleSchedule(steps: steps)
  }

  /// Plays `schedule` `runs` times on the host against the recording double.
  public static func host(_ schedule: RumbleSchedule = schedule(), runs: Int = 10)
    -> [PlaybackTiming]
  {
    let plan = PlaybackPlan(schedule)
    return (0..<runs).compactMap { _ in
      let device = RecordingRumbleDevice()
      let player = Player()
      _ = player.play(schedule, on: device)
      return try? PlaybackTiming.measure(device.events, against: plan, start: player.lastStartTime)
    }
  }

  /// Boots the guest once and plays `schedule` `runs` times with `haptui play`; fails with the
  /// reason when the guest cannot run here or a run does not match the plan.
  public static func guest(
    _ schedule: RumbleSchedule = schedule(), runs: Int = 10, harness: GuestHarness = GuestHarness()
  ) -> Result<[PlaybackTiming], TimingProbeFailure> {
    if let reason = harness.prepare() { return .failure(TimingProbeFailure(reason: reason)) }
    let steps = schedule.steps.map { "\($0.at)+\($0.duration)@\($0.strong)/\($0.weak)" }
      .joined(separator: ",")
    let scenarios = (0..<runs).map { index in
      GuestScenario(
        name: "timing\(index)", arguments: ["play", "--device", "@NODE@", "--steps", steps])
    }
    let run = harness.run(scenarios)
    let plan = PlaybackPlan(schedule)
    var timings: [PlaybackTiming] = []
    for index in 0..<runs {
      guard let result = run.result("timing\(index)") else {
        return .failure(
          TimingProbeFailure(reason: "run \(index) produced no result:\n\(run.console)"))
      }
      do {
        guard let start = result.startTime else {
          return .failure(
            TimingProbeFailure(reason: "run \(index): haptui did not trace its start"))
        }
        timings.append(try PlaybackTiming.measure(result.events, against: plan, start: start))
      } catch {
        return .failure(TimingProbeFailure(reason: "run \(index): \(error.message)"))
      }
    }
    return .success(timings)
  }

  /// The median and worst over every event of every run, in milliseconds.
  public static func summary(_ timings: [PlaybackTiming]) -> (
    median: Double, worst: Double, events: Int
  ) {
    let all = PlaybackTiming(errors: timings.flatMap(\.errors))
    return (all.median, all.worst, all.errors.count)
  }
}

/// Why a timing measurement could not be made.
public struct TimingProbeFailure: Error, Sendable {
  public var reason: String
}
