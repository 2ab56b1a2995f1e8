import HapImport

/// The analysis of the attached sound into a track: the request under way and the settings
/// each accepted analysis left in force, by the revision it made (so undo takes them back
/// with the track; D191).
public struct SoundAnalysisState: Equatable, Sendable {
  /// The newest request's generation; an answer of another one is stale.
  public var generation = 0
  /// The request under way: its generation and the history revision it was asked at (an
  /// edit since makes its answer stale), and whether the analysis panel asked for it.
  public var pending: Pending?
  /// The settings in force after each revision an accepted analysis made.
  public var settingsByRevision: [Int: ImportOptions] = [:]

  /// A request under way.
  public struct Pending: Equatable, Sendable {
    public var generation: Int
    public var revision: Int
    public var forPanel: Bool
  }

  public init() {}
}
