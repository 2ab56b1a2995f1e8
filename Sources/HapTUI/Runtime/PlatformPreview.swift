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
  /// the pane draws it) and its report grouped as the renderer makes it (D450); `prepared` is
  /// the request's pattern prepared.
  func focused(
    for request: AnalysisRequest, _ shown: Platform, prepared: PreparedPattern
  ) -> [PlatformColumn] {
    Renderer.render(
      prepared, profiles: profiles(for: request).filter { $0.platform == shown },
      settings: request.settings, artifactsFor: { _ in true }, artifactAsLines: true,
      feelOnlyForLane: true, groupReport: true
    )
    .map { Self.column($0, pattern: request.pattern) }
  }

  /// The columns of `platforms`, which show only each construct's fate: their reports are
  /// tallied, not made, no artefact is printed, and neither the feel nor the lane is worked out
  /// (D451); `prepared` is the request's pattern prepared.
  func others(
    for request: AnalysisRequest, _ platforms: [Platform], prepared: PreparedPattern
  ) -> [PlatformColumn] {
    Renderer.render(
      prepared, profiles: profiles(for: request).filter { platforms.contains($0.platform) },
      settings: request.settings, artifactsFor: { _ in false }, includeReport: false,
      includeFeel: false
    )
    .map { Self.column($0, pattern: request.pattern, withLane: false) }
  }

  /// The previewed platform's column as `focused` makes it, without its report's lines, and
  /// what they are made from: a long track's column is shown first and its report grouped
  /// after (D450).
  func focusedLeavingLines(
    for request: AnalysisRequest, _ shown: Platform, prepared: PreparedPattern
  ) -> (column: PlatformColumn, pending: PendingReport) {
    let made = Renderer.renderLeavingLines(
      prepared, profile: profile(for: request, shown), settings: request.settings,
      artifactAsLines: true,
      feelOnlyForLane: true)
    return (Self.column(made.rendition, pattern: request.pattern), made.pending)
  }

  /// `columns` in `Platform` order.
  static func ordered(_ columns: [PlatformColumn]) -> [PlatformColumn] {
    Platform.allCases.compactMap { platform in
      columns.first { $0.platform == platform }
    }
  }

  /// The profile of each platform the request names, else the platform's default.
  private func profiles(for request: AnalysisRequest) -> [DeviceProfile] {
    Platform.allCases.map { profile(for: request, $0) }
  }

  /// The profile of `platform` the request names, else the platform's default.
  private func profile(for request: AnalysisRequest, _ platform: Platform) -> DeviceProfile {
    request.profiles[platform].flatMap {
      DeviceProfile.named($0, platform: platform, learnt: request.learnt)
    } ?? DeviceProfile.defaultProfile(for: platform)
  }

  /// The panel's view of one rendition of `pattern`: its report grouped when the renderer
  /// grouped it (`Rendition.reportLines`), grouped here when it made entries, and not at all
  /// when it only tallied them (a column the pane does not show); its lane unless `withLane`
  /// is false (a column not previewed).
  static func column(
    _ rendition: Rendition, pattern: HapticPattern, withLane: Bool = true
  ) -> PlatformColumn {
    let lane = withLane ? RenditionLane(rendition, pattern: pattern) : nil
    let feelLength = rendition.hasFeel ? rendition.feel.length : nil
    guard let tally = rendition.tally else {
      return PlatformColumn(
        platform: rendition.platform, profile: rendition.profile.name,
        profileSummary: rendition.profile.summary, rung: rendition.rung, path: rendition.path,
        constructs: PlatformColumn.fates(of: rendition.report), artifact: rendition.artifact,
        report: rendition.report, feelLength: feelLength, feel: rendition.feel, lane: lane)
    }
    return PlatformColumn(
      platform: rendition.platform, profile: rendition.profile.name,
      profileSummary: rendition.profile.summary, rung: rendition.rung, path: rendition.path,
      constructs: PlatformColumn.fates(of: tally), artifact: rendition.artifact,
      reportLines: rendition.reportLines, fallbackReason: rendition.fallbackReason,
      feelLength: feelLength, feel: rendition.feel, lane: lane)
  }
}
