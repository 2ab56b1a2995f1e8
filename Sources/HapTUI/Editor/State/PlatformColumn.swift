import HapRender

/// What one platform makes of the pattern: the rung, each construct's fate, and the artefact.
public struct PlatformColumn: Equatable, Sendable {
  /// How one construct fared across the pattern (the worst status wins the summary).
  public struct ConstructFate: Equatable, Sendable {
    public var construct: Construct
    public var status: SupportStatus
    /// How many report entries had each status.
    public var kept: Int
    public var approximated: Int
    public var dropped: Int

    public init(construct: Construct, kept: Int, approximated: Int, dropped: Int) {
      self.construct = construct
      self.kept = kept
      self.approximated = approximated
      self.dropped = dropped
      status = dropped > 0 ? .dropped : approximated > 0 ? .approximated : .kept
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
  public var report: [ReportEntry]
  /// How long the rendition's feel (what a rumble device would play) lasts, in milliseconds.
  public var feelLength: Int

  public init(
    platform: Platform, profile: String, profileSummary: String, rung: Rung, path: String = "",
    constructs: [ConstructFate], artifact: Artifact, report: [ReportEntry],
    feelLength: Int
  ) {
    self.platform = platform
    self.profile = profile
    self.profileSummary = profileSummary
    self.rung = rung
    self.path = path
    self.constructs = constructs
    self.artifact = artifact
    self.report = report
    self.feelLength = feelLength
  }

  /// Summarises a report into one fate per construct, in `Construct` order.
  public static func fates(of report: [ReportEntry]) -> [ConstructFate] {
    Construct.allCases.compactMap { construct in
      let entries = report.filter { $0.construct == construct }
      guard !entries.isEmpty else { return nil }
      return ConstructFate(
        construct: construct, kept: entries.count { $0.status == .kept },
        approximated: entries.count { $0.status == .approximated },
        dropped: entries.count { $0.status == .dropped })
    }
  }
}
