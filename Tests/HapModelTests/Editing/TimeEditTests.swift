import Testing

@testable import HapModel

@Suite("Selection edits: stretch and reverse in time")
struct TimeEditTests {
  /// Two taps around a 100 ms hold at 100 ms, and a step after the selection.
  let events = [
    EditingFixture.transient(1, at: 100),
    EditingFixture.continuous(2, at: 120, duration: 100, intensity: 0.6, curve: .hold),
    EditingFixture.transient(3, at: 300),
    EditingFixture.continuous(4, at: 400, duration: 50),
  ]
  let first3: Set<EventID> = [EventID(1), EventID(2), EventID(3)]

  @Test("stretch scales times from the selection's start and durations, others stay")
  func stretch() throws {
    let result = try TimeEdit.stretch(by: 150, first3, in: events, nextID: 5)
    #expect(result.events.map(\.at) == [100, 130, 400, 400])
    #expect(result.events.map(\.id.raw) == [1, 2, 3, 4])
    #expect(result.events[1].duration == 150 && result.events[3].duration == 50)
    #expect(result.summary == "stretched 3 events to 150%: 200 → 300 ms")
    let shrunk = try TimeEdit.stretch(by: 50, first3, in: events, nextID: 5)
    #expect(shrunk.events.map(\.at) == [100, 110, 200, 400])
    #expect(shrunk.events[1].duration == 50)
  }

  @Test("a single continuous event stretches its duration; a lone tap has no length")
  func stretchEdges() throws {
    let one = try TimeEdit.stretch(by: 200, [EventID(2)], in: events, nextID: 5)
    #expect(one.events[1].at == 120 && one.events[1].duration == 200)
    let tiny = try TimeEdit.stretch(by: 1, [EventID(2)], in: events, nextID: 5)
    #expect(tiny.events[1].duration == 1)
    #expect(throws: EditError("the selection lasts 0 ms, so there is nothing to stretch")) {
      try TimeEdit.stretch(by: 200, [EventID(1)], in: events, nextID: 5)
    }
    #expect(throws: EditError.self) { try TimeEdit.stretch(by: 0, first3, in: events, nextID: 5) }
    #expect(throws: EditError.self) { try TimeEdit.stretch(by: 200, [], in: events, nextID: 5) }
  }

  @Test("reverse mirrors the range: the last to end starts first, flat events keep every field")
  func reverse() throws {
    let result = try TimeEdit.reverse(first3, in: events, nextID: 5)
    // Range 100–300: the tap at 300 goes to 100, the hold 120–220 to 180–280, the tap to 300.
    #expect(result.events.map(\.id.raw) == [3, 2, 1, 4])
    #expect(result.events.map(\.at) == [100, 180, 300, 400])
    #expect(result.events[1].curve == .hold && result.events[1].duration == 100)
    #expect(result.nextID == 5)
    #expect(result.summary == "reversed 3 events over 100–300 ms")
    let twice = try TimeEdit.reverse(first3, in: result.events, nextID: 5)
    #expect(twice.events == events)
  }

  @Test("a reversed curve becomes held stairs that fall as the curve rose, with fresh ids")
  func reverseCurve() throws {
    let rise = [EditingFixture.continuous(1, at: 0, duration: 200, intensity: 0.8, curve: .linear)]
    let result = try TimeEdit.reverse([EventID(1)], in: rise, nextID: 7)
    #expect(result.events.count == 4)
    #expect(result.events.map(\.id.raw) == [7, 8, 9, 10])
    #expect(result.events.map(\.at) == [0, 50, 100, 150])
    #expect(result.events.allSatisfy { $0.curve == .hold && $0.duration == 50 })
    // Linear 0.8 at the stairs' middles 7/8, 5/8, 3/8, 1/8 of the rise: a fall.
    #expect(result.events.map(\.intensity) == [0.7, 0.5, 0.3, 0.1])
    #expect(result.events.allSatisfy { $0.sharpness == 0.3 })
    #expect(result.nextID == 11)
    #expect(result.summary.contains("1 curve became 4 held stairs"))
    let short = [EditingFixture.continuous(1, at: 0, duration: 1, curve: .easeIn)]
    let one = try TimeEdit.reverse([EventID(1)], in: short, nextID: 2)
    #expect(one.events.count == 1 && one.events[0].duration == 1)
  }
}
