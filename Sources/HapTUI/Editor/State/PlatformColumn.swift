import HapRender

/// What one platform makes of the pattern: the rung, each construct's fate, and the artefact.
public struct PlatformColumn: Equatable, Sendable {
  /// How one construct fared across the pattern: the worst status among the entries that
  /// matter, whether they disagree, and whether the construct was simply not needed.
  public struct ConstructFate: Equatable, Sendable {
    public var construct: Construct
    public var status: SupportStatus
    /// Every entry belongs to a rung below the one that played: not needed rather than lost.
    public var unused: Bool
    /// The events disagree (some kept, some approximated or dropped).
    public var mixed: Bool

    public init(
      construct: Construct, status: SupportStatus, unused: Bool = false, mixed: Bool = false
    ) {
      self.construct = construct
      self.status = status
      self.unused = unused
      self.mixed = mixed
    }
  }

  public var platform: Platform
  public var profile: String
  public var profileSummary: String
  public var rung: Rung
  /// The path within the rung (`composition`, `waveform`, `AHAP`…), empty when silent.
  public var path: String
  public var constructs: [ConstructFate]
  public var artifact: Artifact
  /// The artefact's text split into lines once, when the analysis is made.
  public var artifactLines: [String]
  public var report: [ReportEntry]
  /// The report with a reason repeated for many events said once, for the artefact pane.
  public var reportLines: [ReportLine]
  /// How long the rendition's feel (what a rumble device would play) lasts, in milliseconds.
  public var feelLength: Int
  /// What the rendition plays: the schedule the player runs when Space plays this platform,
  /// drawn in the rendition lane under the grid.
  public var feel: RumbleSchedule

  public init(
    platform: Platform, profile: String, profileSummary: String, rung: Rung, path: String = "",
    constructs: [ConstructFate], artifact: Artifact, report: [ReportEntry],
    feelLength: Int, feel: RumbleSchedule = RumbleSchedule()
  ) {
    self.platform = platform
    self.profile = profile
    self.profileSummary = profileSummary
    self.rung = rung
    self.path = path
    self.constructs = constructs
    self.artifact = artifact
    var lines = artifact.text.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    if lines.last == "" { lines.removeLast() }
    artifactLines = lines
    self.report = report
    reportLines = ReportLine.grouped(report)
    self.feelLength = feelLength
    self.feel = feel
  }

  /// Summarises a report into one fate per construct, in `Construct` order, as `haptui
  /// explain` does: entries of a rung that did not play are "not needed", never "dropped".
  public static func fates(of report: [ReportEntry]) -> [ConstructFate] {
    var byConstruct: [Construct: [ReportEntry]] = [:]
    for entry in report { byConstruct[entry.construct, default: []].append(entry) }
    return Construct.allCases.compactMap { construct in
      guard let entries = byConstruct[construct] else { return nil }
      let needed = entries.filter { !$0.unused }
      guard !needed.isEmpty else {
        return ConstructFate(construct: construct, status: .dropped, unused: true)
      }
      let statuses = Set(needed.map(\.status))
      let worst: SupportStatus =
        statuses.contains(.dropped)
        ? .dropped : statuses.contains(.approximated) ? .approximated : .kept
      return ConstructFate(construct: construct, status: worst, mixed: statuses.count > 1)
    }
  }
}
