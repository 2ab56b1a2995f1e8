import HapModel

/// A named kind of device on a platform, described by what it can do.
///
/// Profiles are data: the ladder asks a profile about its features, never about its name.
public struct DeviceProfile: Equatable, Sendable, CustomStringConvertible {
  public var platform: Platform
  /// The name used with `--profile` (`full`, `basic`, `android-chrome`, `dual-rumble`, …).
  public var name: String
  /// One line saying what device this stands for.
  public var summary: String
  public var features: Set<DeviceFeature>
  /// The Android API level the profile stands for, where it matters.
  public var apiLevel: Int?
  /// The OS under React Native or Flutter.
  public var host: HostOS?
  /// The actuator, for transient lengths and for the rumble approximation of its feel.
  public var motor: MotorModel
  /// What the device's envelope effects accept, when it reported them (a phone learnt from
  /// its dump); `nil` for the catalogue's profiles, whose envelopes fit every such device.
  public var envelope: EnvelopeLimits?

  public init(
    platform: Platform, name: String, summary: String, features: Set<DeviceFeature>,
    apiLevel: Int? = nil, host: HostOS? = nil, motor: MotorModel, envelope: EnvelopeLimits? = nil
  ) {
    self.platform = platform
    self.name = name
    self.summary = summary
    self.features = features
    self.apiLevel = apiLevel
    self.host = host
    self.motor = motor
    self.envelope = envelope
  }

  /// Whether the profile has `feature`.
  public func has(_ feature: DeviceFeature) -> Bool { features.contains(feature) }

  /// Whether the device meets a pattern's `requiredCapability`.
  public func satisfies(_ capability: Capability) -> Bool {
    switch capability {
    case .amplitude: has(.amplitude)
    case .sharpness: has(.sharpness)
    case .curve: has(.curve)
    case .composition: has(.composition)
    }
  }

  /// `platform/name`, as `--platform P --profile K` spells it.
  public var description: String { "\(platform.rawValue)/\(name)" }
}
