import HapModel
import HapRender

/// Renders a pattern for every platform with the chosen profiles, for the live panel.
struct PlatformPreview: Sendable {
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
    guard let shown = request.artifactFor else {
      return Renderer.render(
        request.pattern, profiles: profiles(for: request), settings: request.settings
      )
      .map { Self.column($0, pattern: request.pattern) }
    }
    let prepared = PreparedPattern(request.pattern)
    return Self.ordered(
      others(for: request, Platform.allCases.filter { $0 != shown }, prepared: prepared)
        + focused(for: request, shown, prepared: prepared))
  }

  /// The previewed platform's column, its artefact printed (an AHAP one a line at a time, as
  /// the pane draws it) and its report grouped unless `groupReport` is false; `prepared` is the
  /// request's pattern prepared.
  func focused(
    for request: AnalysisRequest, _ shown: Platform, prepared: PreparedPattern,
    groupReport: Bool = true
  ) -> [PlatformColumn] {
    Renderer.render(
      prepared, profiles: profiles(for: request).filter { $0.platform == shown },
      settings: request.settings, artifactsFor: { _ in true }, artifactAsLines: true,
      feelOnlyForLane: true
    )
    .map { Self.column($0, pattern: request.pattern, groupReport: groupReport) }
  }

  /// The columns of `platforms`, which show only each construct's fate: their reports are
  /// tallied, not made, and no artefact is printed; `prepared` is the request's pattern
  /// prepared.
  func others(
    for request: AnalysisRequest, _ platforms: [Platform], prepared: PreparedPattern
  ) -> [PlatformColumn] {
    Renderer.render(
      prepared, profiles: profiles(for: request).filter { platforms.contains($0.platform) },
      settings: request.settings, artifactsFor: { _ in false }, includeReport: false,
      feelOnlyForLane: true
    )
    .map { Self.column($0, pattern: request.pattern, groupReport: false) }
  }

  /// `columns` in `Platform` order.
  static func ordered(_ columns: [PlatformColumn]) -> [PlatformColumn] {
    Platform.allCases.compactMap { platform in
      columns.first { $0.platform == platform }
    }
  }

  /// The profile of each platform the request names, else the platform's default.
  private func profiles(for request: AnalysisRequest) -> [DeviceProfile] {
    Platform.allCases.map { platform in
      request.profiles[platform].flatMap {
        DeviceProfile.named($0, platform: platform, learnt: request.learnt)
      }
        ?? DeviceProfile.defaultProfile(for: platform)
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
      report: rendition.report, feelLength: rendition.hasFeel ? rendition.feel.length : nil,
      feel: rendition.feel,
      lane: RenditionLane(rendition, pattern: pattern), groupReport: groupReport)
  }
}
