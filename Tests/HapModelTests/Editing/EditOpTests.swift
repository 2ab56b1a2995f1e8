import Testing

@testable import HapModel

@Suite("Edit operations")
struct EditOpTests {
  let pattern = EditingFixture.pattern

  @Test("insert places an event in time order, after events that start at the same time")
  func insertKeepsOrder() throws {
    let tap = EditingFixture.transient(9, at: 40)
    let result = try EditOp.insert(tap).apply(to: pattern)
    #expect(result.events.map(\.id.raw) == [1, 2, 9, 3])
    #expect(EditingFixture.isWellFormed(result))
  }

  @Test("insert into a pattern without a track creates the track")
  func insertCreatesTrack() throws {
    let empty = HapticPattern(id: "empty")
    let result = try EditOp.insert(EditingFixture.transient(1, at: 5)).apply(to: empty)
    #expect(result.track?.count == 1)
  }

  @Test("insert clamps values the schema would reject")
  func insertClamps() throws {
    var wild = EditingFixture.continuous(9, at: -20, duration: -5, intensity: 1.7)
    wild.sharpness = -0.2
    let result = try EditOp.insert(wild).apply(to: pattern)
    let event = try #require(result.events.first { $0.id == EventID(9) })
    #expect(event.at == 0 && event.intensity == 1 && event.sharpness == 0 && event.duration == 0)
  }

  @Test("removing every event leaves the track out rather than empty")
  func removeAll() throws {
    let result = try EditOp.remove([EventID(1), EventID(2), EventID(3)]).apply(to: pattern)
    #expect(result.track == nil)
    #expect(EditingFixture.isWellFormed(result))
  }

  @Test("removing nothing is refused")
  func removeNothing() {
    #expect(throws: EditError.self) { try EditOp.remove([EventID(42)]).apply(to: pattern) }
  }

  @Test("move shifts time and reorders; intensity clamps per event")
  func moveReorders() throws {
    let result = try EditOp.move([EventID(1)], time: 100, intensity: 0.3).apply(to: pattern)
    #expect(result.events.map(\.id.raw) == [2, 1, 3])
    let moved = try #require(result.events.first { $0.id == EventID(1) })
    #expect(moved.at == 100 && moved.intensity == 1)
  }

  @Test("a group moved before time zero stops there and keeps its rhythm")
  func moveClampsGroup() throws {
    let result = try EditOp.move([EventID(2), EventID(3)], time: -1000, intensity: 0).apply(
      to: pattern)
    let times = result.events.filter { $0.id != EventID(1) }.map(\.at)
    #expect(times == [0, 260])
    #expect(EditingFixture.isWellFormed(result))
  }

  @Test("dragging an event past one at the same time keeps the drag direction's order")
  func moveTies() throws {
    let tied = HapticPattern(
      id: "t", track: [EditingFixture.transient(1, at: 0), EditingFixture.transient(2, at: 10)])
    let right = try EditOp.move([EventID(1)], time: 10, intensity: 0).apply(to: tied)
    #expect(right.events.map(\.id.raw) == [2, 1])
    let left = try EditOp.move([EventID(2)], time: -10, intensity: 0).apply(to: tied)
    #expect(left.events.map(\.id.raw) == [2, 1])
  }

  @Test("a large group moves by merging, a small one by re-insertion, with the same result")
  func largeAndSmallMoves() throws {
    let events = (0..<300).map { EditingFixture.transient($0, at: ($0 * 7) % 1000) }
    let pattern = HapticPattern(id: "many", track: TrackOrder.stablySorted(events))
    for count in [3, 64, 65, 200] {
      let ids = Set((0..<count).map { EventID($0 * 300 / count) })
      for shift in [-130, 45] {
        let moved = try EditOp.move(ids, time: shift, intensity: 0).apply(to: pattern)
        #expect(EditingFixture.isWellFormed(moved), "\(count) by \(shift)")
        #expect(moved.events.count == 300)
        // Every event is where a plain stable sort of the shifted track puts it.
        var expected = pattern.events
        let earliest = expected.filter { ids.contains($0.id) }.map(\.at).min()!
        let applied = max(shift, -earliest)
        for index in expected.indices where ids.contains(expected[index].id) {
          expected[index].at += applied
        }
        #expect(moved.events.map(\.at) == expected.map(\.at).sorted(), "\(count) by \(shift)")
        #expect(Set(moved.events.map(\.id)) == Set(pattern.events.map(\.id)))
      }
    }
  }

  @Test("intensity nudges do not drift and leave untouched fields alone")
  func moveRoundsIntensity() throws {
    var result = pattern
    for _ in 0..<3 {
      result = try EditOp.move([EventID(2)], time: 0, intensity: 0.1).apply(to: result)
    }
    #expect(result.events[1].intensity == 0.9)
    let untouched = try EditOp.move([EventID(3)], time: 5, intensity: 0).apply(to: pattern)
    #expect(untouched.events[2].intensity == nil)
  }

  @Test("retime changes continuous events and refuses transients")
  func retime() throws {
    let result = try EditOp.retime([EventID(2)], by: -500).apply(to: pattern)
    #expect(result.events[1].duration == EventDefaults.minimumDuration)
    #expect(throws: EditError.self) { try EditOp.retime([EventID(1)], by: 10).apply(to: pattern) }
  }

  @Test("sharpness adjusts from the default when absent and clamps")
  func sharpness() throws {
    let result = try EditOp.adjustSharpness([EventID(3), EventID(1)], by: 0.3).apply(to: pattern)
    #expect(result.events[2].sharpness == 0.8)
    #expect(result.events[0].sharpness == 1)
  }

  @Test("curves belong to continuous events")
  func curve() throws {
    let result = try EditOp.setCurve([EventID(2)], .hold).apply(to: pattern)
    #expect(result.events[1].curve == .hold)
    #expect(throws: EditError.self) {
      try EditOp.setCurve([EventID(1)], .linear).apply(to: pattern)
    }
  }

  @Test("quantize moves starts onto the grid and keeps order")
  func quantize() throws {
    let result = try EditOp.quantize([EventID(2), EventID(3)], grid: 250).apply(to: pattern)
    #expect(result.events.map(\.at) == [0, 0, 250])
    #expect(EditingFixture.isWellFormed(result))
  }

  @Test("event fields are validated; type changes keep a duration for continuous events")
  func eventFields() throws {
    let continuous = try EditOp.setEvent(EventID(1), .type(.continuous)).apply(to: pattern)
    #expect(continuous.events[0].duration == EventDefaults.duration)
    let transient = try EditOp.setEvent(EventID(2), .type(.transient)).apply(to: pattern)
    #expect(transient.events[1].duration == nil && transient.events[1].curve == nil)
    let moved = try EditOp.setEvent(EventID(1), .at(350)).apply(to: pattern)
    #expect(moved.events.map(\.id.raw) == [2, 3, 1])
    #expect(throws: EditError.self) {
      try EditOp.setEvent(EventID(1), .intensity(1.5)).apply(to: pattern)
    }
    #expect(throws: EditError.self) {
      try EditOp.setEvent(EventID(1), .duration(50)).apply(to: pattern)
    }
    #expect(throws: EditError.self) { try EditOp.setEvent(EventID(1), .at(-1)).apply(to: pattern) }
    let cleared = try EditOp.setEvent(EventID(1), .primitive("")).apply(to: pattern)
    #expect(cleared.events[0].primitive == nil)
  }

  @Test("pattern fields accept only conformant values")
  func patternFields() throws {
    #expect(try EditOp.setPattern(.id("new-name")).apply(to: pattern).id == "new-name")
    #expect(throws: EditError.self) { try EditOp.setPattern(.id("Bad Name")).apply(to: pattern) }
    #expect(throws: EditError.self) {
      try EditOp.setPattern(.intent("notify.success")).apply(to: pattern)
    }
    #expect(throws: EditError.self) {
      try EditOp.setPattern(.requiredCapability("haptics")).apply(to: pattern)
    }
    #expect(throws: EditError.self) {
      try EditOp.setPattern(.fallbacksWeb([10, -1])).apply(to: pattern)
    }
    let cleared = try EditOp.setPattern(.fallbacksWeb(nil)).apply(to: pattern)
    #expect(cleared.fallbacks?.web == nil && cleared.fallbacks?.reduced == "selection")
    let gone = try EditOp.setPattern(.fallbacksReduced(nil)).apply(to: cleared)
    #expect(gone.fallbacks == nil)
  }

  @Test("every edit keeps a conformant pattern conformant")
  func invariantsOverManyEdits() throws {
    let ids: Set<EventID> = [EventID(1), EventID(2), EventID(3)]
    let ops: [EditOp] = [
      .move(ids, time: 37, intensity: -0.2), .move([EventID(3)], time: -500, intensity: 0.9),
      .retime(ids, by: 13), .adjustSharpness(ids, by: -0.7), .setCurve([EventID(2)], .linear),
      .quantize(ids, grid: 25), .insert(EditingFixture.continuous(7, at: 3)),
      .setEvent(EventID(7), .type(.transient)), .remove([EventID(1)]),
    ]
    var current = pattern
    for op in ops {
      current = (try? op.apply(to: current)) ?? current
      #expect(EditingFixture.isWellFormed(current), "after \(op.label)")
    }
  }
}
