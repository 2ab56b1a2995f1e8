import Testing

@testable import HapModel

@Suite("Undo history")
struct HistoryTests {
  let base = EditingFixture.pattern

  func snapshot(_ pattern: HapticPattern, _ selection: [Int] = [], title: String? = nil)
    -> EditSnapshot
  {
    EditSnapshot(pattern: pattern, selection: selection.map(EventID.init), title: title)
  }

  @Test("every edit undoes to the pattern, selection and title before it, and redoes to after")
  func undoRedoEveryEdit() throws {
    let ids: Set<EventID> = [EventID(2)]
    let ops: [EditOp] = [
      .insert(EditingFixture.transient(9, at: 120)), .remove(ids),
      .move(ids, time: 10, intensity: 0.1), .move(ids, time: 400, intensity: 0),
      .retime(ids, by: 20), .adjustSharpness(ids, by: 0.1), .setCurve(ids, .hold),
      .quantize(ids, grid: 50), .setEvent(EventID(2), .intensity(0.2)),
      .setPattern(.intent("impact.heavy")), .setPattern(.fallbacksWeb([5])),
      .remove([EventID(1), EventID(2), EventID(3)]),
    ]
    for op in ops {
      var history = History()
      let after = try op.apply(to: base)
      let before = snapshot(base, [2], title: "Old")
      let later = snapshot(after, [9], title: "New")
      history.record(op.label, before: before, after: later)
      #expect(history.current != 0)
      let undoneResult = history.undo(from: later)
      let undone = try #require(undoneResult)
      #expect(undone.snapshot == before, "\(op.label)")
      #expect(undone.label == op.label)
      #expect(history.current == 0)
      let redoneResult = history.redo(from: undone.snapshot)
      let redone = try #require(redoneResult)
      #expect(redone.snapshot == later, "\(op.label)")
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
    let secondResult = history.undo(from: snapshot(next))
    let second = try #require(secondResult)
    #expect(second.snapshot.pattern == pattern)
    #expect(pattern.events.first { $0.id == EventID(1) }?.at == 50)
    let firstResult = history.undo(from: second.snapshot)
    let first = try #require(firstResult)
    #expect(first.snapshot.pattern == base)
  }

  @Test("a merged run of moves that cross other events undoes and redoes exactly")
  func mergedCrossingRun() throws {
    var history = History()
    var pattern = base
    let steps: [EditOp] = [
      .move([EventID(1)], time: 100, intensity: 0), .move([EventID(1)], time: 250, intensity: 0.1),
      .move([EventID(3)], time: -300, intensity: 0), .retime([EventID(2)], by: 30),
      .insert(EditingFixture.transient(7, at: 10)), .move([EventID(7)], time: 500, intensity: 0),
    ]
    for op in steps {
      let next = try op.apply(to: pattern)
      history.record("run", before: snapshot(pattern), after: snapshot(next), run: "run")
      pattern = next
    }
    #expect(history.undoStack.count == 1)
    let undoneResult = history.undo(from: snapshot(pattern))
    let undone = try #require(undoneResult)
    #expect(undone.snapshot.pattern == base)
    let redoneResult = history.redo(from: undone.snapshot)
    let redone = try #require(redoneResult)
    #expect(redone.snapshot.pattern == pattern)
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
    _ = history.undo(from: snapshot(base))
    #expect(history.canRedo)
    history.record("b", before: snapshot(base), after: snapshot(base))
    #expect(!history.canRedo)
  }

  @Test("a step holds what it changed, not the track; old steps go past the budget")
  func budget() throws {
    var history = History(eventBudget: 20)
    // A title change holds no events, however long the track.
    for index in 0..<10 {
      history.record(
        "title", before: snapshot(base, title: "\(index)"),
        after: snapshot(base, title: "\(index + 1)"))
    }
    #expect(history.undoStack.count == 10)
    // Each of these replaces the whole three-event track (six events held): three fit.
    var pattern = base
    for _ in 0..<5 {
      let next = try EditOp.move(Set(pattern.events.map(\.id)), time: 0, intensity: -0.1)
        .apply(to: pattern)
      history.record("all", before: snapshot(pattern), after: snapshot(next))
      pattern = next
    }
    #expect(history.undoStack.count == 3)
  }

  @Test("a long track keeps every small step, and undoing them all gives the track back")
  func longTrack() throws {
    let events = (0..<20_000).map { EditingFixture.transient($0, at: $0 * 10) }
    let start = HapticPattern(id: "long", track: events)
    var history = History()
    var pattern = start
    for step in 0..<100 {
      let id = EventID(step * 150)
      let next = try EditOp.move([id], time: 25, intensity: 0).apply(to: pattern)
      history.record("drag", before: snapshot(pattern), after: snapshot(next))
      pattern = next
    }
    // Whole snapshots (two of 20,000 events a step) would have kept 50 under the budget.
    #expect(history.undoStack.count == 100)
    var current = snapshot(pattern)
    while let step = history.undo(from: current) { current = step.snapshot }
    #expect(current.pattern == start)
  }
}
