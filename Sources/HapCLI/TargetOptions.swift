import HapAudition
import HapRender

/// The options `render` and `export` share: platform, profile and the two user settings.
struct TargetOptions {
  var profile: DeviceProfile
  var settings: RenderSettings
  /// `--profile adb` / `adb:SERIAL`: the phone whose own profile replaces `profile` once
  /// `learnPhone` has asked it (D160).
  var phone: TargetName?

  static let flags: Set<String> = ["reduced", "haptics-off"]
  static let options: Set<String> = ["platform", "profile"]

  /// Reads `--platform`, `--profile`, `--reduced` and `--haptics-off` from a scan. A phone
  /// profile (`adb`, `adb:SERIAL`) implies `--platform android`.
  init(_ scan: ArgumentScanner) throws(UsageError) {
    let profileName = scan.value("profile")
    phone = profileName.flatMap(PhoneProfile.phone)
    guard let platformName = scan.value("platform") ?? (phone == nil ? nil : "android") else {
      throw UsageError("--platform is required (\(Self.platformNames))")
    }
    guard let platform = Platform(rawValue: platformName) else {
      throw UsageError("unknown platform '\(platformName)' (\(Self.platformNames))")
    }
    if phone != nil, platform != .android {
      throw UsageError(
        "--profile \(profileName ?? "adb") is the Android profile of the phone on adb: use it "
          + "with --platform android")
    }
    if let name = profileName, phone == nil {
      guard let profile = DeviceProfile.named(name, platform: platform) else {
        let known = DeviceProfile.profiles(for: platform).map(\.name).joined(separator: ", ")
        let phones = platform == .android ? ", adb, adb:SERIAL (the phone on adb)" : ""
        throw UsageError("unknown \(platform.rawValue) profile '\(name)' (\(known)\(phones))")
      }
      self.profile = profile
    } else {
      profile = DeviceProfile.defaultProfile(for: platform)
    }
    settings = RenderSettings(hapticsOff: scan.has("haptics-off"), reduced: scan.has("reduced"))
  }

  /// Learns the phone `--profile adb[:SERIAL]` names and takes its profile; the failure, one
  /// line naming the phone and the fix, when it cannot.
  mutating func learnPhone(environment: [String: String], runner: any ProcessRunning)
    -> AuditionFailure?
  {
    guard let phone else { return nil }
    switch PhoneProfile.learn(phone, environment: environment, runner: runner) {
    case .success(let learnt):
      profile = learnt
      return nil
    case .failure(let failure):
      return failure
    }
  }

  static var platformNames: String {
    Platform.allCases.map(\.rawValue).joined(separator: ", ")
  }
}
