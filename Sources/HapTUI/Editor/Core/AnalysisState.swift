/// The analyses the editor asked for and the last one it received.
public struct AnalysisState: Equatable, Sendable {
  /// The last analysis received (possibly for an older revision while a new one is computed).
  public var latest: Analysis?
  /// The key of the newest analysis requested; answers with other keys are stale.
  public var key = 0

  /// Nothing asked for yet.
  public init() {}

  /// Whether the panels show an analysis of an earlier state while a newer one is computed (it
  /// takes most of a second on a long track), so they can say they are catching up.
  public var isStale: Bool { latest.map { $0.key != key } ?? false }

  /// Whether some platform columns on screen are an earlier state's, their new ones still
  /// being made after an early answer (D374), or the whole analysis is stale.
  public var isPanelStale: Bool { isStale || latest?.isEarly == true }
}
