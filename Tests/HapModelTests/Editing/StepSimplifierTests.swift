import Testing

@testable import HapModel

@Suite("Simplify: a selection's held steps merged within a tolerance")
struct StepSimplifierTests {
  /// A staircase of touching 10 ms hold steps at the given intensities, from `at`.
  func stairs(_ levels: [Double], at start: Int = 0, firstID: Int = 1) -> [TrackEvent] {
    levels.enumerated().map { index, level in
      EditingFixture.continuous(
        firstID + index, at: start + index * 10, duration: 10, intensity: level, curve: .hold)
    }
  }

  func ids(_ events: [TrackEvent]) -> Set<EventID> { Set(events.map(\.id)) }

  @Test("touching steps within twice the tolerance merge into one at the middle of their span")
  func merges() throws {
    let steps = stairs([0.50, 0.51, 0.53, 0.80, 0.81, 0.20])
    let result = try StepSimplifier.simplify(ids(steps), tolerance: 0.02, in: steps, nextID: 7)
    #expect(result.events.map(\.at) == [0, 30, 50])
    #expect(result.events.map(\.duration) == [30, 20, 10])
    #expect(result.events.map(\.intensity) == [0.515, 0.805, 0.2])
    #expect(result.events.map(\.id.raw) == [1, 4, 6])
    #expect(result.summary == "simplified 6 steps to 3 within 0.02 (at most 0.015 from before)")
    // Every millisecond stays within the tolerance of what it played before.
    for step in steps {
      let merged = try #require(result.events.last { $0.at <= step.at })
      #expect(abs((merged.intensity ?? 1) - (step.intensity ?? 1)) <= 0.02 + 1e-9)
    }
  }

  @Test("a larger tolerance merges more; zero merges only equal steps")
  func tolerance() throws {
    let steps = stairs([0.5, 0.5, 0.6, 0.7])
    let loose = try StepSimplifier.simplify(ids(steps), tolerance: 0.1, in: steps, nextID: 5)
    #expect(loose.events.count == 1 && loose.events[0].intensity == 0.6)
    let exact = try StepSimplifier.simplify(ids(steps), tolerance: 0, in: steps, nextID: 5)
    #expect(exact.events.map(\.intensity) == [0.5, 0.6, 0.7])
    #expect(throws: EditError.self) {
      try StepSimplifier.simplify(ids(steps), tolerance: 0.9, in: steps, nextID: 5)
    }
  }

  @Test("gaps, curves, transients and unselected steps end a run and are kept as they are")
  func boundaries() throws {
    var events = stairs([0.5, 0.5])
    events.append(EditingFixture.transient(3, at: 20))
    events += stairs([0.5, 0.5], at: 30, firstID: 4)
    events.append(
      EditingFixture.continuous(6, at: 50, duration: 40, intensity: 0.5, curve: .linear))
    events += stairs([0.5, 0.5], at: 100, firstID: 7)  // after a 10 ms gap
    events += stairs([0.5], at: 120, firstID: 9)  // not selected
    let selected = Set((1...8).map(EventID.init))
    let result = try StepSimplifier.simplify(selected, tolerance: 0.02, in: events, nextID: 10)
    #expect(result.events.map(\.id.raw) == [1, 3, 4, 6, 7, 9])
    #expect(result.events.map(\.duration) == [20, nil, 20, 40, 20, 10])
    #expect(result.events[3].curve == .linear)
    #expect(result.summary.hasSuffix("; 2 transients or curves kept as they are"))
  }

  @Test("nothing to merge, one step, an empty selection: refused with the reason")
  func refusals() {
    let apart = stairs([0.1, 0.5, 0.9])
    #expect(throws: EditError.self) {
      try StepSimplifier.simplify(ids(apart), in: apart, nextID: 4)
    }
    #expect(throws: EditError("simplify merges touching held steps; the selection has one")) {
      try StepSimplifier.simplify([EventID(1)], in: apart, nextID: 4)
    }
    #expect(throws: EditError.self) { try StepSimplifier.simplify([], in: apart, nextID: 4) }
  }

  @Test("sharpness must stay within the tolerance too; absent values stay absent")
  func sharpness() throws {
    var steps = stairs([0.5, 0.5, 0.5])
    steps[2].sharpness = 0.9
    let result = try StepSimplifier.simplify(ids(steps), tolerance: 0.02, in: steps, nextID: 4)
    #expect(result.events.count == 2 && result.events[0].sharpness == 0.3)
    let bare = stairs([0.5, 0.5]).map { event -> TrackEvent in
      var event = event
      event.intensity = nil
      event.sharpness = nil
      return event
    }
    let merged = try StepSimplifier.simplify(ids(bare), in: bare, nextID: 3)
    #expect(merged.events.count == 1 && merged.events[0].intensity == nil)
    #expect(merged.events[0].sharpness == nil && merged.events[0].duration == 20)
  }
}
