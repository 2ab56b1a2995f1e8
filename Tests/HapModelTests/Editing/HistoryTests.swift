import Testing

@testable import HapModel

@Suite("Undo history")
struct HistoryTests {
  let base = EditingFixture.pattern

  func snapshot(_ pattern: HapticPattern, _ selection: [Int] = []) -> EditSnapshot {
    EditSnapshot(pattern: pattern, selection: selection.map(EventID.init))
  }

  @Test("every edit undoes to the pattern and selection before it, and redoes to after")
  func undoRedoEveryEdit() throws {
    let ids: Set<EventID> = [EventID(2)]
    let ops: [EditOp] = [
      .insert(EditingFixture.transient(9, at: 120)), .remove(ids),
      .move(ids, time: 10, intensity: 0.1),
      .retime(ids, by: 20), .adjustSharpness(ids, by: 0.1), .setCurve(ids, .hold),
      .quantize(ids, grid: 50), .setEvent(EventID(2), .intensity(0.2)),
      .setPattern(.intent("impact.heavy")), .setPattern(.fallbacksWeb([5])),
    ]
    for op in ops {
      var history = History()
      let after = try op.apply(to: base)
      history.record(op.label, before: snapshot(base, [2]), after: snapshot(after, [9]))
      #expect(history.current != 0)
      let undoResult = history.undo()
      let undone = try #require(undoResult)
      #expect(
        undone.before.pattern == base && undone.before.selection == [EventID(2)], "\(op.label)")
      #expect(history.current == 0)
      let redoResult = history.redo()
      let redone = try #require(redoResult)
      #expect(redone.after.pattern == after, "\(op.label)")
    }
  }

  @Test("records with the same run key merge into one step until the run ends")
  func runsMerge() throws {
    var history = History()
    var pattern = base
    for _ in 0..<5 {
      let next = try EditOp.move([EventID(1)], time: 10, intensity: 0).apply(to: pattern)
      history.record("drag", before: snapshot(pattern), after: snapshot(next), run: "drag")
      pattern = next
    }
    #expect(history.undoStack.count == 1)
    history.endRun()
    let next = try EditOp.move([EventID(1)], time: 10, intensity: 0).apply(to: pattern)
    history.record("drag", before: snapshot(pattern), after: snapshot(next), run: "drag")
    #expect(history.undoStack.count == 2)
    _ = history.undo()
    let firstResult = history.undo()
    let first = try #require(firstResult)
    #expect(first.before.pattern == base)
    #expect(first.after.pattern.events.first { $0.id == EventID(1) }?.at == 50)
  }

  @Test("a merge gives the revision a fresh id, so a save mid-run is not mistaken for clean")
  func mergeChangesID() throws {
    var history = History()
    let one = try EditOp.move([EventID(1)], time: 10, intensity: 0).apply(to: base)
    history.record("drag", before: snapshot(base), after: snapshot(one), run: "drag")
    let saved = history.current
    let two = try EditOp.move([EventID(1)], time: 10, intensity: 0).apply(to: one)
    history.record("drag", before: snapshot(one), after: snapshot(two), run: "drag")
    #expect(history.current != saved)
  }

  @Test("a new record clears redo")
  func recordClearsRedo() throws {
    var history = History()
    history.record("a", before: snapshot(base), after: snapshot(base))
    _ = history.undo()
    #expect(history.canRedo)
    history.record("b", before: snapshot(base), after: snapshot(base))
    #expect(!history.canRedo)
  }

  @Test("old revisions are forgotten once snapshots exceed the event budget")
  func budget() {
    var history = History(eventBudget: 20)
    for _ in 0..<10 { history.record("x", before: snapshot(base), after: snapshot(base)) }
    #expect(history.undoStack.count == 3)
  }
}
