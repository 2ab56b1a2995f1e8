import HapAudition
import HapRender

/// `--profile adb` / `adb:SERIAL`: the Android profile of the phone on the cable, learnt from
/// its `dumpsys vibrator_manager` (D104, D160).
enum PhoneProfile {
  /// The phone a profile name names (`adb`: the one attached), or nil for a built-in profile.
  static func phone(_ name: String) -> TargetName? {
    guard name == "adb" || name.hasPrefix("adb:"),
      case .success(let target) = TargetName.parse(name)
    else { return nil }
    return target
  }

  /// Asks the phone for its help, dump and API level (three adb calls, 2 s each at most) and
  /// returns its profile, or the one line saying why it could not.
  static func learn(
    _ target: TargetName, environment: [String: String], runner: any ProcessRunning
  ) -> Result<DeviceProfile, AuditionFailure> {
    guard case .adb(let serial) = target else {
      return .failure(AuditionFailure(target: "adb", "not a phone profile"))
    }
    let client = AdbClient(runner: runner, environment: environment)
    do throws(AuditionFailure) {
      return .success(try AdbTarget.connect(serial: serial, client: client).phone.profile)
    } catch {
      return .failure(error)
    }
  }
}
