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
    // QEMU's emulation translates code the first time it runs (kernel and haptui alike, cached
    // by physical page across processes): the first playback in a fresh guest pays several ms
    // on its first events. One unchecked run first, as a real machine would have long since.
    GuestScenario(name: "warm-up", arguments: ["play", "--device", "@NODE@", "--steps", steps]),
    GuestScenario(name: "steps", arguments: ["play", "--device", "@NODE@", "--steps", steps]),
    GuestScenario(
      name: "sigterm", arguments: ["play", "--device", "@NODE@", "--steps", "0+3000@40000/20000"],
      terminateAfter: 0.3),
    GuestScenario(
      name: "sigint", arguments: ["play", "--device", "@NODE@", "--steps", "0+3000@40000/20000"],
      terminateAfter: 0.2, signal: "INT"),
    // SIGKILL gives haptui no chance to clean up: what the kernel alone does on close.
    GuestScenario(
      name: "sigkill", arguments: ["play", "--device", "@NODE@", "--steps", "0+3000@40000/20000"],
      terminateAfter: 0.2, signal: "KILL"),
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
    // Another program holds the only slot: ENOSPC.
    GuestScenario(
      name: "full", arguments: ["play", "--device", "@NODE@", "--steps", "0+40@65535/0"],
      effectSlots: 1,
      setup: "/test/haptui play --device \"$node\" --steps 0+4000@1/1 >/dev/null 2>&1 & "
        + "while ! grep -q '^play' /tmp/dev.log; do sleep 0.01; done"),
    // The driver refuses the effect: EINVAL.
    GuestScenario(
      name: "rejected", arguments: ["play", "--device", "@NODE@", "--steps", "0+40@65535/0"],
      rejectsUploads: true),
    // A pattern file: its track as richly as rumble can, then two platforms' renditions.
    GuestScenario(name: "file", arguments: ["play", "--device", "@NODE@", patternFile]),
    GuestScenario(
      name: "web", arguments: ["play", "--device", "@NODE@", "--platform", "web", patternFile]),
    GuestScenario(
      name: "android-basic",
      arguments: [
        "play", "--device", "@NODE@", "--platform", "android", "--profile", "basic", patternFile,
      ]),
    GuestScenario(name: "auto", arguments: ["play", "--steps", "0+40@65535/0"]),
    // devtmpfs makes the node root's, mode 600: an ordinary user may not play...
    GuestScenario(
      name: "denied", arguments: ["play", "--device", "@NODE@", "--steps", "0+40@65535/0"],
      user: "player"),
    GuestScenario(name: "denied-devices", arguments: ["devices"], user: "player"),
    // ...until the node belongs to the 'input' group the user is in (the README's fix).
    GuestScenario(
      name: "input-group", arguments: ["play", "--device", "@NODE@", "--steps", "0+40@65535/0"],
      user: "player", setup: "chgrp input \"$node\" && chmod 660 \"$node\""),
  ]

  /// The pattern the file scenarios play (copied into the guest's /test).
  static let patternFile = "notification-success.hap.md"
  static let patternPath = "\(GuestHarness.packageRoot)/Patterns/\(patternFile)"

  /// Preparing the cache and booting the guest, once, on a thread of their own (they block
  /// for seconds; the cooperative pool has only as many threads as cores).
  static let boot = Task<(unavailable: String?, run: GuestRun?), Never> {
    await DedicatedThread.run {
      let harness = GuestHarness()
      if let reason = harness.prepare() { return (reason, nil) }
      return (nil, harness.run(scenarios, files: [patternPath]))
    }
  }

  /// The boot's wall-clock time in seconds (0 when it did not run).
  static var seconds: Double {
    get async { await boot.value.run?.seconds ?? 0 }
  }

  /// The result of scenario `name`; a failure naming the reason when the guest cannot run
  /// (`make deps` installs QEMU and the guest's tools, and `swift test` builds the binary).
  static func result(_ name: String) async throws -> GuestScenarioResult {
    let (unavailable, booted) = await boot.value
    if let reason = unavailable {
      Issue.record(Comment(rawValue: "the real-kernel test cannot run: \(reason)"))
      throw GuestFailure()
    }
    guard let run = booted else { throw GuestFailure() }
    guard let result = run.result(name) else {
      Issue.record("scenario \(name) produced no result; guest console:\n\(run.console)")
      throw GuestFailure()
    }
    return result
  }

  struct GuestFailure: Error {}
}
