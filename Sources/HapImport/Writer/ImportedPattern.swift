import HapModel

/// The result of importing one file: the pattern, its title, where it came from, and the
/// report. Format-neutral: every importer (and the audio importer to come) produces one, and
/// `ImportWriter` turns it into a `.hap.md` file.
public struct ImportedPattern: Sendable {
  public var id: String
  public var title: String
  public var format: ImportFormat
  /// The source file's name without its folder (`Boing.ahap`).
  public var sourceName: String
  public var pattern: HapticPattern
  public var report: ImportReport
  /// Free text from the source's metadata, for the prose.
  public var notes: [String]
  /// Tags for the frontmatter, `imported` first.
  public var tags: [String]
  /// The sound a pattern was made from, written as the frontmatter's `audio:`: its file name,
  /// or its path from the folder `ImportRun` writes into.
  public var audio: String?
  /// The analysis options that made a sound's track when they are not the defaults, written
  /// as the frontmatter's `analysis:` (`--gain -6 --sensitivity 0.7`; D190).
  public var analysis: String?

  public init(
    id: String, title: String, format: ImportFormat, sourceName: String, pattern: HapticPattern,
    report: ImportReport, notes: [String] = [], tags: [String] = []
  ) {
    self.id = id
    self.title = title
    self.format = format
    self.sourceName = sourceName
    self.pattern = pattern
    self.report = report
    self.notes = notes
    self.tags = tags
  }
}
