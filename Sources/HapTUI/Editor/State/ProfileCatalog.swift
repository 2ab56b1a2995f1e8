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

  public init(choices: [Platform: [Choice]]) {
    self.choices = choices
  }

  /// The profiles of a platform (empty when unknown).
  public func profiles(for platform: Platform) -> [Choice] { choices[platform] ?? [] }

  /// The name of a platform's default profile.
  public func defaultProfile(for platform: Platform) -> String? {
    profiles(for: platform).first?.name
  }
}
