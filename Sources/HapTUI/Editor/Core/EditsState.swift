import HapModel

/// What the editor remembers about the edits: the undo history, which revision is on disk,
/// the run the last command belongs to, and the clipboard, counts and values new events take.
public struct EditsState: Equatable, Sendable {
  public var history = History()
  /// The history revision that matches the file on disk.
  public var savedRevision = 0
  /// The run key of the last command, so a run of nudges becomes one undo step.
  public var lastRunKey: String?
  /// The clipboard, the range anchor, the fade step and the values new events inherit.
  public var memory = EditMemory()
  /// The revisions that read the file again (a reload or the external editor's return).
  public var reloadRevisions: Set<Int> = []
  /// How many of those undo has taken back: above 0, the pattern predates the file as it was
  /// last read, so a save must not drop the events the file has (D150).
  public var reloadsUndone = 0
  /// What new events inherited before and after each revision the track recorded, so undo
  /// and redo put it back: an undone edit is not "the last used value" (D152).
  /// The `fallbacks.web` a first `W` found and the one it would write, waiting for a second
  /// `W` to confirm the replacement (D153); `nil` when none waits.
  public var pendingWeb: [[Int]]?
  public var shapeBefore: [Int: RememberedShape] = [:]
  public var shapeAfter: [Int: RememberedShape] = [:]

  /// No edits yet: the history at its start, which is what the disk holds.
  public init() {}

  /// Notes what new events inherited around the revision just recorded; `merged` is the id
  /// the revision had before a run merged into it (its "before" is that revision's).
  mutating func noteShape(before: RememberedShape, merged: Int?) {
    let first = merged.flatMap { shapeBefore.removeValue(forKey: $0) } ?? before
    if let merged { shapeAfter[merged] = nil }
    shapeBefore[history.current] = first
    shapeAfter[history.current] = memory.shape
  }
}
