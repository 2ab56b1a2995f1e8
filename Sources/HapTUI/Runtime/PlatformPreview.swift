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
  ///
  /// The pattern is prepared for rendering once for all six (not once per platform), and only
  /// the platform `request.artifactFor` names gets its artefact printed, unless it is `nil`.
  func columns(for request: AnalysisRequest) -> [PlatformColumn] {
    let profiles = Platform.allCases.map { platform in
      request.profiles[platform].flatMap {
        DeviceProfile.named($0, platform: platform, learnt: request.learnt)
      }
        ?? DeviceProfile.defaultProfile(for: platform)
    }
    guard let shown = request.artifactFor else {
      return Renderer.render(request.pattern, profiles: profiles, settings: request.settings)
        .map { Self.column($0, pattern: request.pattern) }
    }
    // The other five show only each construct's fate: their reports are tallied, not made.
    let others = Renderer.render(
      request.pattern, profiles: profiles.filter { $0.platform != shown },
      settings: request.settings, includeArtifact: false, includeReport: false)
    let focused = Renderer.render(
      request.pattern, profiles: profiles.filter { $0.platform == shown },
      settings: request.settings)
    let renditions = others + focused
    return Platform.allCases.compactMap { platform in
      renditions.first { $0.platform == platform }.map {
        Self.column($0, pattern: request.pattern, groupReport: platform == shown)
      }
    }
  }

  /// The panel's view of one rendition of `pattern`; `groupReport` prepares the report's
  /// lines for the artefact pane (only the previewed platform's are shown).
  static func column(
    _ rendition: Rendition, pattern: HapticPattern, groupReport: Bool = true
  ) -> PlatformColumn {
    PlatformColumn(
      platform: rendition.platform, profile: rendition.profile.name,
      profileSummary: rendition.profile.summary, rung: rendition.rung, path: rendition.path,
      constructs: rendition.tally.map(PlatformColumn.fates(of:))
        ?? PlatformColumn.fates(of: rendition.report), artifact: rendition.artifact,
      report: rendition.report, feelLength: rendition.feel.length, feel: rendition.feel,
      lane: RenditionLane(rendition, pattern: pattern), groupReport: groupReport)
  }
}
