/// Turns a target's name into a connected target: a phone learnt, a bus probed, the sound card
/// named (what `haptui play --target` and the editor's picker both do).
public struct AuditionConnector: Sendable {
  public var runner: any ProcessRunning
  public var environment: [String: String]

  public init(runner: any ProcessRunning, environment: [String: String]) {
    self.runner = runner
    self.environment = environment
  }

  /// The target `name` stands for, connected.
  public func connect(_ name: TargetName) throws(AuditionFailure) -> any AuditionTarget {
    switch name {
    case .adb(let serial):
      return try AdbTarget.connect(
        serial: serial, client: AdbClient(runner: runner, environment: environment))
    case .feedbackd(let remote):
      let target = FeedbackdTarget(
        route: FeedbackdRoute(runner: runner, environment: environment, remote: remote))
      try target.probe()
      return target
    case .sound:
      return SoundTarget(environment: environment)
    case .evdev(let path):
      throw AuditionFailure(
        target: "evdev:\(path)", "evdev targets play through the rumble player")
    }
  }

  /// The target a `--target` text names, connected.
  public func connect(_ text: String) throws(AuditionFailure) -> any AuditionTarget {
    try connect(TargetName.parse(text).get())
  }
}
