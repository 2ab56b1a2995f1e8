import HapRender
import PlaybackHarness
import Testing

/// The one QEMU boot the real-kernel tests share: every scenario runs in it, in order.
enum KernelGuest {
  /// The steps of the main scenario: contiguous updates, gaps, short pulses, both motors.
  static let steps =
    "0+100@65535/0,100+100@32768/16384,300+60@0/65535,400+40@20000/20000,"
    + "480+40@65535/65535,560+200@1000/50000,760+100@50000/1000"

  static let scenarios: [GuestScenario] = [
    GuestScenario(name: "steps", arguments: ["play", "--device", "@NODE@", "--steps", steps]),
    GuestScenario(
      name: "sigterm", arguments: ["play", "--device", "@NODE@", "--steps", "0+3000@40000/20000"],
      terminateAfter: 0.3),
    GuestScenario(
      name: "loop",
      arguments: [
        "play", "--device", "@NODE@", "--loop", "--steps",
        "0+60@30000/0,60+60@0/30000,150+30@65535/0,180+20@0/0",
      ],
      terminateAfter: 0.7),
    GuestScenario(
      name: "unplug",
      arguments: [
        "play", "--device", "@NODE@", "--steps", "0+50@65535/0,100+50@65535/0,200+50@9/9",
      ],
      vanishAfterPlays: 2),
    GuestScenario(name: "devices", arguments: ["devices", "--json"]),
    GuestScenario(name: "auto", arguments: ["play", "--steps", "0+40@65535/0"]),
  ]

  /// Why the guest cannot run here, or nil.
  static let unavailable: String? = GuestHarness().prepare()

  /// The boot, run once on first use.
  static let run: GuestRun = GuestHarness().run(scenarios)

  /// The result of scenario `name`, or a cancellation (reported as a skip) when the guest
  /// cannot run on this machine.
  static func result(_ name: String) throws -> GuestScenarioResult {
    if let reason = unavailable {
      try Test.cancel(Comment(rawValue: "real-kernel test skipped: \(reason)"))
    }
    let run = self.run
    guard let result = run.result(name) else {
      Issue.record("scenario \(name) produced no result; guest console:\n\(run.console)")
      throw GuestFailure()
    }
    return result
  }

  struct GuestFailure: Error {}
}
