import Glibc
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
  /// Where each line of the artefact starts in its UTF-8 text (and, last, where the text ends),
  /// found once when the analysis is made; a line's text is made only when it is drawn.
  public var artifactLineStarts: [Int]
  /// The report with a reason repeated for many events said once, for the artefact pane.
  public var reportLines: [ReportLine]
  /// Whether `reportLines` were made: not for a column the pane does not show.
  public var reportGrouped: Bool
  /// How long the rendition's feel (what a rumble device would play) lasts, in milliseconds;
  /// `nil` when the analysis did not work the feel out (a track on iOS, whose lane draws its
  /// AHAP, D440, or a platform not previewed, D451): the player works it out when it plays.
  public var feelLength: Int?
  /// What the rendition plays, drawn in the rendition lane under the grid (empty when
  /// `feelLength` is `nil`).
  public var feel: RumbleSchedule
  /// What the rendition lane draws and says (D172): the AHAP's own events for a track on iOS,
  /// an estimate for a system effect, else `feel`; `nil` for a platform not previewed when the
  /// column was made, whose lane is drawn only once an analysis previews it (D451).
  public var lane: RenditionLane?
  /// Why this platform fell back to `rung`, in one line: the report's reason for the rung
  /// just above it (D173); `nil` when the first rung the pattern has played.
  public var fallbackReason: String?

  /// A column whose report is given as `reportLines` (`nil`: not made, for a platform the
  /// pane does not show) with its `fallbackReason`.
  public init(
    platform: Platform, profile: String, profileSummary: String, rung: Rung, path: String = "",
    constructs: [ConstructFate], artifact: Artifact, reportLines: [ReportLine]?,
    fallbackReason: String?, feelLength: Int?, feel: RumbleSchedule = RumbleSchedule(),
    lane: RenditionLane? = nil
  ) {
    self.platform = platform
    self.profile = profile
    self.profileSummary = profileSummary
    self.rung = rung
    self.path = path
    self.constructs = constructs
    self.artifact = artifact
    artifactLineStarts = artifact.lines == nil ? Self.lineStarts(of: artifact.text) : []
    self.reportLines = reportLines ?? []
    reportGrouped = reportLines != nil
    self.feelLength = feelLength
    self.feel = feel
    self.lane = lane ?? feelLength.map { _ in RenditionLane(feel: feel, rung: rung, path: path) }
    self.fallbackReason = fallbackReason
  }

  /// A column of a rendition with `report`, grouped for the pane unless `groupReport` is false.
  public init(
    platform: Platform, profile: String, profileSummary: String, rung: Rung, path: String = "",
    constructs: [ConstructFate], artifact: Artifact, report: [ReportEntry],
    feelLength: Int?, feel: RumbleSchedule = RumbleSchedule(), lane: RenditionLane? = nil,
    groupReport: Bool = true
  ) {
    self.init(
      platform: platform, profile: profile, profileSummary: profileSummary, rung: rung,
      path: path, constructs: constructs, artifact: artifact,
      reportLines: groupReport ? ReportLine.grouped(report) : nil,
      fallbackReason: FallbackReason.reason(rung: rung, report: report), feelLength: feelLength,
      feel: feel, lane: lane)
  }

  /// The column with its report grouped into `lines` (made after the column was shown).
  public func grouped(into lines: [ReportLine]) -> PlatformColumn {
    var column = self
    column.reportLines = lines
    column.reportGrouped = true
    return column
  }

  /// How many lines the artefact has (a final newline ends the last line, it does not start one).
  public var artifactLineCount: Int {
    artifact.lines?.count ?? max(artifactLineStarts.count - 1, 0)
  }

  /// Line `index` of the artefact, without its newline.
  public func artifactLine(_ index: Int) -> String {
    if let lines = artifact.lines { return lines.line(index) }
    let utf8 = artifact.text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: artifactLineStarts[index])
    let end = utf8.index(utf8.startIndex, offsetBy: artifactLineStarts[index + 1] - 1)
    return String(decoding: utf8[start..<max(start, end)], as: UTF8.self)
  }

  /// The offsets where lines start, then one past the text's end as if a newline followed it.
  static func lineStarts(of text: String) -> [Int] {
    var starts = [0]
    // A long artefact (a 20,000-event track prints megabytes) is scanned in place; a bridged
    // or lazily decoded text, which has no contiguous UTF-8, is walked as a view.
    let scanned: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard let base = bytes.baseAddress else { return }
      let end = base + bytes.count
      var cursor = base
      while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: "\n")), end - cursor) {
        cursor = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
        starts.append(cursor - base)
      }
    }
    if scanned == nil {
      var offset = 0
      for byte in text.utf8 {
        offset += 1
        if byte == UInt8(ascii: "\n") { starts.append(offset) }
      }
    }
    // A text that does not end in a newline has one more line, ended by the text's end.
    let count = text.utf8.count
    if count > 0, text.utf8.last != UInt8(ascii: "\n") { starts.append(count + 1) }
    return starts
  }

  /// Summarises a report into one fate per construct, in `Construct` order, as `haptui
  /// explain` does: entries of a rung that did not play are "not needed", never "dropped".
  public static func fates(of report: [ReportEntry]) -> [ConstructFate] {
    fates(of: ReportTally(report))
  }

  /// The fates of a report summarised by the renderer (`Rendition.tally`).
  public static func fates(of tally: ReportTally) -> [ConstructFate] {
    Construct.allCases.compactMap { construct in
      let count = tally[construct]
      guard count.seen else { return nil }
      guard count.needed else {
        return ConstructFate(construct: construct, status: .dropped, unused: true)
      }
      let worst: SupportStatus =
        count.dropped ? .dropped : count.approximated ? .approximated : .kept
      return ConstructFate(
        construct: construct, status: worst,
        mixed: [count.kept, count.approximated, count.dropped].filter { $0 }.count > 1)
    }
  }
}
