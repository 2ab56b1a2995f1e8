/// Undo and redo as labelled revisions, each holding the state before and after one step.
///
/// Consecutive records that share a run key (the frames of one drag, a run of nudges of the same
/// kind) merge into one revision until `endRun()` is called, so they undo as one step. Revision
/// ids are never reused, which lets an editor compare "the revision last saved" with `current`.
public struct History: Equatable, Sendable {
  /// One undoable step.
  public struct Revision: Equatable, Sendable {
    /// A unique id; a merged run gets a fresh id on every merge.
    public var id: Int
    /// What the step did, such as `drag` or `add transient`.
    public var label: String
    public var before: EditSnapshot
    public var after: EditSnapshot
    /// Records with the same key merge while the run is open.
    public var runKey: String?
  }

  public private(set) var undoStack: [Revision] = []
  public private(set) var redoStack: [Revision] = []
  private var nextID = 1
  private var runOpen = false
  /// The most events the stored snapshots may hold before the oldest revisions are forgotten.
  public var eventBudget: Int

  public init(eventBudget: Int = 2_000_000) {
    self.eventBudget = eventBudget
  }

  /// The id of the revision the document is at; `0` before any edit.
  public var current: Int { undoStack.last?.id ?? 0 }

  public var canUndo: Bool { !undoStack.isEmpty }
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Records a step from `before` to `after`; merges it into the previous one when both carry
  /// the same `run` key and the run was not ended.
  public mutating func record(
    _ label: String, before: EditSnapshot, after: EditSnapshot, run: String? = nil
  ) {
    redoStack.removeAll()
    if let run, runOpen, var last = undoStack.last, last.runKey == run {
      last.after = after
      last.id = takeID()
      undoStack[undoStack.count - 1] = last
      return
    }
    undoStack.append(
      Revision(id: takeID(), label: label, before: before, after: after, runKey: run))
    runOpen = run != nil
    trim()
  }

  /// Ends the current run, so the next record starts a new revision.
  public mutating func endRun() {
    runOpen = false
  }

  /// Steps back: returns the revision undone (restore its `before`), or `nil` at the start.
  public mutating func undo() -> Revision? {
    runOpen = false
    guard let revision = undoStack.popLast() else { return nil }
    redoStack.append(revision)
    return revision
  }

  /// Steps forward again: returns the revision redone (restore its `after`), or `nil`.
  public mutating func redo() -> Revision? {
    runOpen = false
    guard let revision = redoStack.popLast() else { return nil }
    undoStack.append(revision)
    return revision
  }

  private mutating func takeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// Forgets the oldest revisions while the snapshots hold more events than the budget.
  private mutating func trim() {
    var total = undoStack.reduce(0) {
      $0 + $1.before.pattern.events.count + $1.after.pattern.events.count
    }
    var drop = 0
    while total > eventBudget, drop < undoStack.count - 1 {
      let revision = undoStack[drop]
      total -= revision.before.pattern.events.count + revision.after.pattern.events.count
      drop += 1
    }
    if drop > 0 { undoStack.removeFirst(drop) }
  }
}
