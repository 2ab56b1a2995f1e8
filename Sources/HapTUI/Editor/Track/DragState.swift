import HapModel

/// A mouse drag on the grid, measured from where it started so it never accumulates error.
public struct DragState: Equatable, Sendable {
  public enum Mode: Equatable, Sendable {
    /// Moving the selected events in time and intensity.
    case move
    /// Changing the duration of continuous events by dragging their end.
    case resize
  }

  public var mode: Mode
  public var ids: Set<EventID>
  /// Where the press happened, as time and intensity.
  public var anchorTime: Int
  public var anchorLevel: Double
  /// The pattern and selection before the drag, which every frame is computed from.
  public var origin: EditSnapshot
  /// A key unique to this drag, so all its frames merge into one undo step.
  public var runKey: String

  public init(
    mode: Mode, ids: Set<EventID>, anchorTime: Int, anchorLevel: Double, origin: EditSnapshot,
    runKey: String
  ) {
    self.mode = mode
    self.ids = ids
    self.anchorTime = anchorTime
    self.anchorLevel = anchorLevel
    self.origin = origin
    self.runKey = runKey
  }
}
