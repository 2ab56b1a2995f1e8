import HapModel

/// The breakpoint view of a run of steps (issue 22, item 2): the envelope the designer edits,
/// the point being edited, and the steps the envelope is played as in the track now.
public struct EnvelopeView: Equatable, Sendable {
  /// The envelope's corners, in time order; the first and last bound it.
  public var points: [Breakpoint]
  /// The point the keys move and delete.
  public var current = 0
  /// The events the envelope is written as in the track (replaced by each edit).
  public var ids: [EventID]
  /// How close the steps stay to the envelope, and the envelope to the steps it was read from.
  public var tolerance: Double

  public init(points: [Breakpoint], ids: [EventID], tolerance: Double) {
    self.points = points
    self.ids = ids
    self.tolerance = tolerance
  }
}
