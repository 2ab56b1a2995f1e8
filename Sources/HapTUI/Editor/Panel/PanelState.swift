import HapRender

/// The live platform panel: which platform is previewed, the chosen profiles and settings.
public struct PanelState: Equatable, Sendable {
  /// The platform whose artefact is shown and whose rendition Space can play.
  public var focused: Platform
  /// The chosen profile name per platform (absent: the catalog's default).
  public var profiles: [Platform: String]
  /// The two user settings every platform honours.
  public var settings: RenderSettings
  /// Space plays the focused platform's rendition rather than the track itself.
  public var feelsPlatform: Bool
  /// How far the artefact pane is scrolled, in lines.
  public var artifactScroll: Int
  /// How far the artefact pane is scrolled sideways, in columns (the pane shows less when the
  /// lines in view are shorter).
  public var artifactColumn: Int
  /// How far the platform columns are scrolled, in lines.
  public var columnScroll: Int
  /// The profiles each platform offers, and their defaults.
  public var catalog = ProfileCatalog(choices: [:])

  public init(
    focused: Platform = .ios, profiles: [Platform: String] = [:],
    settings: RenderSettings = .standard, feelsPlatform: Bool = false
  ) {
    self.focused = focused
    self.profiles = profiles
    self.settings = settings
    self.feelsPlatform = feelsPlatform
    artifactScroll = 0
    artifactColumn = 0
    columnScroll = 0
  }

  /// The profile chosen for a platform (or its default).
  public func profile(for platform: Platform) -> String? {
    profiles[platform] ?? catalog.defaultProfile(for: platform)
  }

  /// The previewed platform's column in `analysis`, when one has arrived.
  public func focusedColumn(in analysis: AnalysisState) -> PlatformColumn? {
    analysis.latest?.platforms.first { $0.platform == focused }
  }
}
