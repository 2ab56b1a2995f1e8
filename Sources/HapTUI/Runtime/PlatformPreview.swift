import HapModel
import HapRender

/// Renders a pattern for every platform with the chosen profiles, for the live panel.
struct PlatformPreview {
  /// The profiles the panel offers.
  var catalog: ProfileCatalog

  /// Every device profile the renderer knows, the platform's default first.
  static func standardCatalog() -> ProfileCatalog {
    var choices: [Platform: [ProfileCatalog.Choice]] = [:]
    for platform in Platform.allCases {
      let standard = DeviceProfile.defaultProfile(for: platform)
      let profiles = [standard] + DeviceProfile.profiles(for: platform).filter { $0 != standard }
      choices[platform] = profiles.map { ProfileCatalog.Choice(name: $0.name, summary: $0.summary) }
    }
    return ProfileCatalog(choices: choices)
  }

  /// One column per platform, each rendered with the profile the request names.
  func columns(for request: AnalysisRequest) -> [PlatformColumn] {
    Platform.allCases.map { platform in
      let profile =
        request.profiles[platform].flatMap { DeviceProfile.named($0, platform: platform) }
        ?? DeviceProfile.defaultProfile(for: platform)
      return Self.column(
        Renderer.render(request.pattern, profile: profile, settings: request.settings))
    }
  }

  /// The panel's view of one rendition.
  static func column(_ rendition: Rendition) -> PlatformColumn {
    PlatformColumn(
      platform: rendition.platform, profile: rendition.profile.name,
      profileSummary: rendition.profile.summary, rung: rendition.rung, path: rendition.path,
      constructs: PlatformColumn.fates(of: rendition.report), artifact: rendition.artifact,
      report: rendition.report, feelLength: rendition.feel.length, feel: rendition.feel)
  }
}
