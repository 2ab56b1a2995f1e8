import HapRender

/// The device profiles the panel's profile selector offers, per platform.
public struct ProfileCatalog: Equatable, Sendable {
  /// One selectable profile.
  public struct Choice: Equatable, Sendable {
    public var name: String
    public var summary: String

    public init(name: String, summary: String) {
      self.name = name
      self.summary = summary
    }
  }

  /// Profiles per platform, the default first.
  public var choices: [Platform: [Choice]]

  /// Profiles learnt from connected devices (a phone's `adb:SERIAL`, D104), offered after the
  /// built-in ones of their platform.
  public var learnt: [DeviceProfile] = []

  public init(choices: [Platform: [Choice]]) {
    self.choices = choices
  }

  /// Offers `profiles` (learnt from devices) too, replacing earlier ones of the same name.
  public mutating func learn(_ profiles: [DeviceProfile]) {
    for profile in profiles {
      learnt.removeAll { $0.platform == profile.platform && $0.name == profile.name }
      learnt.append(profile)
      var list = choices[profile.platform] ?? []
      list.removeAll { $0.name == profile.name }
      list.append(Choice(name: profile.name, summary: profile.summary))
      choices[profile.platform] = list
    }
  }

  /// The profile `name` names on `platform`: a learnt one, else the renderer's, else the
  /// platform's default.
  public func resolve(_ name: String, platform: Platform) -> DeviceProfile {
    DeviceProfile.named(name, platform: platform, learnt: learnt)
      ?? DeviceProfile.defaultProfile(for: platform)
  }

  /// The profiles of a platform (empty when unknown).
  public func profiles(for platform: Platform) -> [Choice] { choices[platform] ?? [] }

  /// The name of a platform's default profile.
  public func defaultProfile(for platform: Platform) -> String? {
    profiles(for: platform).first?.name
  }
}
