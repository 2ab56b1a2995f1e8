extension DeviceProfile {
  /// The profile `name` names on `platform`, looked up among `learnt` first (a connected
  /// phone's own profile, `adb:SERIAL`, D104) and then in the built-in catalogue.
  public static func named(
    _ name: String, platform: Platform, learnt: [DeviceProfile]
  ) -> DeviceProfile? {
    learnt.first { $0.platform == platform && $0.name == name }
      ?? named(name, platform: platform)
  }
}
