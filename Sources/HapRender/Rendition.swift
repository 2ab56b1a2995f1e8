/// One pattern rendered for one device profile under one setting: the rung it reached, the
/// artefact a developer ships, the honesty report, and how it would feel.
public struct Rendition: Equatable, Sendable {
  public var platform: Platform
  public var profile: DeviceProfile
  public var settings: RenderSettings
  /// The rung that plays on this profile (`silent` when nothing does).
  public var rung: Rung
  /// The path within the rung (`composition`, `waveform`, `duration-only`, `AHAP`…), empty when
  /// silent.
  public var path: String
  /// What the developer ships for this platform under these settings. For Android, the web and
  /// React Native it holds every branch behind run-time checks, so it is the same for every
  /// profile of the platform; the report says which branch this profile takes.
  public var artifact: Artifact
  /// One entry per construct of the pattern: kept, approximated or dropped, and why.
  public var report: [ReportEntry]
  /// What a device of this profile would physically do, as a two-motor rumble schedule (empty
  /// when silent), so the player can let an author feel the degradation.
  public var feel: RumbleSchedule
  /// Whether `feel` was worked out: false when the render was asked to leave it out
  /// (`includeFeel`, `feelOnlyForLane`), and then `feel` is empty whatever plays.
  public var hasFeel = true
  /// What the report says per construct, when the rendition was made without its report
  /// (`Renderer.render(…, includeReport: false)`) or with it grouped; `nil` when `report` is
  /// there to read.
  public var tally: ReportTally?
  /// The report as `ReportLine.grouped(report)` gives it, when the rendition was made with
  /// `groupReport` (and then `report` is empty); `nil` otherwise.
  public var reportLines: [ReportLine]?
  /// `FallbackReason.reason(rung:report:)` of the report, when it was made grouped; `nil`
  /// otherwise, or when there is none.
  public var fallbackReason: String?
  /// The AHAP documents a track on iOS plays, as the ladder laid them out, so the rendition
  /// lane draws them without laying the track out again; `nil` on every other rung.
  var ahapDocuments: [AHAPDocument]?

  public init(
    platform: Platform, profile: DeviceProfile, settings: RenderSettings, rung: Rung,
    path: String, artifact: Artifact, report: [ReportEntry], feel: RumbleSchedule
  ) {
    self.platform = platform
    self.profile = profile
    self.settings = settings
    self.rung = rung
    self.path = path
    self.artifact = artifact
    self.report = report
    self.feel = feel
  }

  /// Whether nothing plays.
  public var isSilent: Bool { rung == .silent }
}
