import HapRender

/// The options `render` and `export` share: platform, profile and the two user settings.
struct TargetOptions {
  var profile: DeviceProfile
  var settings: RenderSettings

  static let flags: Set<String> = ["reduced", "haptics-off"]
  static let options: Set<String> = ["platform", "profile"]

  /// Reads `--platform`, `--profile`, `--reduced` and `--haptics-off` from a scan.
  init(_ scan: ArgumentScanner) throws(UsageError) {
    guard let platformName = scan.value("platform") else {
      throw UsageError("--platform is required (\(Self.platformNames))")
    }
    guard let platform = Platform(rawValue: platformName) else {
      throw UsageError("unknown platform '\(platformName)' (\(Self.platformNames))")
    }
    if let name = scan.value("profile") {
      guard let profile = DeviceProfile.named(name, platform: platform) else {
        let known = DeviceProfile.profiles(for: platform).map(\.name).joined(separator: ", ")
        throw UsageError("unknown \(platform.rawValue) profile '\(name)' (\(known))")
      }
      self.profile = profile
    } else {
      profile = DeviceProfile.defaultProfile(for: platform)
    }
    settings = RenderSettings(hapticsOff: scan.has("haptics-off"), reduced: scan.has("reduced"))
  }

  static var platformNames: String {
    Platform.allCases.map(\.rawValue).joined(separator: ", ")
  }
}
