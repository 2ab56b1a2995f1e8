/// What an importer read from a file, before it becomes a track: continuous envelopes, taps,
/// an intent where the source names one, the metadata, and the report so far.
public struct ImportSource: Sendable {
  public var format: ImportFormat
  public var envelopes: [ImportEnvelope] = []
  public var transients: [ImportTransient] = []
  /// A Tier-0 intent token, only where the spec's mapping table allows the inverse mapping.
  public var intent: String?
  /// A title the source carries (AHAP `Metadata.Project`, `.haptic` `metadata.project`).
  public var title: String?
  /// Free text the source carries (descriptions, authors, editors), for the prose.
  public var notes: [String] = []
  /// Tags the source carries (`.haptic` `metadata.tags`).
  public var tags: [String] = []
  public var report = ImportReport()
  /// Whether the track builder adds a line per envelope to the report saying how it was
  /// fitted; a sound's report already says how its steps were made, so it does not.
  public var reportsFits = true
  /// The sound the pattern was made from, for the frontmatter's `audio:` (sounds only).
  public var audio: String?

  public init(format: ImportFormat) {
    self.format = format
  }
}
