import HapRender

/// One line of `haptui devices`: a target, what it keeps, and why it cannot play, if it cannot.
public struct TargetListing: Sendable, Equatable {
  /// `evdev`, `adb`, `feedbackd` or `sound`.
  public var kind: String
  /// The name `--target` takes.
  public var target: String
  /// A human name (the phone's model, the device's name).
  public var name: String
  /// What it keeps of a pattern (`amplitude steps`, `primitives`, `envelopes`, `on/off`…).
  public var keeps: [String]
  /// Why it cannot play now, with the fix; nil when it can.
  public var problem: String?
  /// Heard rather than felt (the sound target).
  public var heard: Bool
  /// The device profile learnt from the target (a phone's `adb:SERIAL`, D104), which the
  /// editor's Android column can follow.
  public var profile: DeviceProfile?

  public init(
    kind: String, target: String, name: String, keeps: [String], problem: String? = nil,
    heard: Bool = false, profile: DeviceProfile? = nil
  ) {
    self.profile = profile
    self.kind = kind
    self.target = target
    self.name = name
    self.keeps = keeps
    self.problem = problem
    self.heard = heard
  }
}
