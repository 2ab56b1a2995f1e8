/// Undo and redo as labelled revisions, each holding what one step changed.
///
/// A revision keeps the span of the track the step replaced (a `TrackPatch`), the pattern's
/// other members, the selection and the title before and after, not two whole patterns: on a
/// 100,000-event track a step costs what it touched, so the history keeps every step (D033).
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
    /// What the step changed.
    public var change: EditChange
    /// Records with the same key merge while the run is open.
    public var runKey: String?
  }

  /// A step undone or redone: its label, and the snapshot to restore.
  public struct Step: Equatable, Sendable {
    public var label: String
    public var snapshot: EditSnapshot
    /// The events the step put back into the track (the rest of it is as it was), so a
    /// caller can update what it knows about the track without reading all of it.
    public var entering: [TrackEvent] = []
  }

  public private(set) var undoStack: [Revision] = []
  public private(set) var redoStack: [Revision] = []
  private var nextID = 1
  private var runOpen = false
  /// The most events (and selected ids) the revisions may hold before the oldest are forgotten.
  public var eventBudget: Int
  /// What the undo revisions hold now, kept as they change so a record costs no scan.
  private var heldEvents = 0

  public init(eventBudget: Int = 2_000_000) {
    self.eventBudget = eventBudget
  }

  /// The id of the revision the document is at; `0` before any edit.
  public var current: Int { undoStack.last?.id ?? 0 }

  public var canUndo: Bool { !undoStack.isEmpty }
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Records a step from `before` to `after`; merges it into the previous one when both carry
  /// the same `run` key and the run was not ended. `before` must be what the previous record's
  /// `after` was (the editor's state just before this step).
  public mutating func record(
    _ label: String, before: EditSnapshot, after: EditSnapshot, run: String? = nil
  ) {
    record(
      label, change: EditChange(from: before, to: after), middle: before.pattern.events,
      run: run)
  }

  /// Records a step already worked out as a change; `middle` is the track the change starts
  /// from (the previous record's result), read only where a run's merge needs it, so the
  /// caller can patch its track in place afterwards.
  public mutating func record(
    _ label: String, change: EditChange, middle: [TrackEvent], run: String? = nil
  ) {
    redoStack.removeAll()
    if let run, runOpen, var last = undoStack.last, last.runKey == run {
      heldEvents -= last.change.cost
      last.change = last.change.then(change, through: middle)
      last.id = takeID()
      heldEvents += last.change.cost
      undoStack[undoStack.count - 1] = last
      trim()
      return
    }
    undoStack.append(Revision(id: takeID(), label: label, change: change, runKey: run))
    heldEvents += change.cost
    runOpen = run != nil
    trim()
  }

  /// Ends the current run, so the next record starts a new revision.
  public mutating func endRun() {
    runOpen = false
  }

  /// Steps back from `current` (the snapshot the last revision left): returns the step undone,
  /// with the snapshot to restore, or `nil` at the start. Pass the caller's only reference to
  /// the track and it is patched in place.
  public mutating func undo(from current: consuming EditSnapshot) -> Step? {
    runOpen = false
    guard let revision = undoStack.popLast() else { return nil }
    heldEvents -= revision.change.cost
    redoStack.append(revision)
    return Step(
      label: revision.label, snapshot: revision.change.reverted(from: consume current),
      entering: revision.change.track.removed)
  }

  /// Forgets the last revision without undoing it, for a step whose net change is nothing (a
  /// drag that came back to where it started): undo then never offers a step that does
  /// nothing, and `current` is the revision before it again.
  public mutating func discardLast() {
    runOpen = false
    guard let revision = undoStack.popLast() else { return }
    heldEvents -= revision.change.cost
  }

  /// Steps forward again from `current`: returns the step redone, or `nil`.
  public mutating func redo(from current: consuming EditSnapshot) -> Step? {
    runOpen = false
    guard let revision = redoStack.popLast() else { return nil }
    undoStack.append(revision)
    heldEvents += revision.change.cost
    return Step(
      label: revision.label, snapshot: revision.change.applied(to: consume current),
      entering: revision.change.track.inserted)
  }

  /// Makes every revision that names the sound `old` name it `new` instead, for a file saved
  /// into another folder whose `audio:` was rewritten to reach the same sound from there.
  public mutating func renameAudio(_ old: String, to new: String) {
    func renamed(_ revision: Revision) -> Revision {
      var revision = revision
      if revision.change.audioBefore == old { revision.change.audioBefore = new }
      if revision.change.audioAfter == old { revision.change.audioAfter = new }
      return revision
    }
    undoStack = undoStack.map(renamed)
    redoStack = redoStack.map(renamed)
  }

  private mutating func takeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// Forgets the oldest revisions while they hold more than the budget.
  private mutating func trim() {
    var drop = 0
    var total = heldEvents
    while total > eventBudget, drop < undoStack.count - 1 {
      total -= undoStack[drop].change.cost
      drop += 1
    }
    guard drop > 0 else { return }
    undoStack.removeFirst(drop)
    heldEvents = total
  }
}
