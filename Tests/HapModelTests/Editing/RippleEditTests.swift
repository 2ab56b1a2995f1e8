import Testing

@testable import HapModel

@Suite("Ripple edits: insert and delete time, trim silence")
struct RippleEditTests {
  let events = [
    EditingFixture.transient(1, at: 0),
    EditingFixture.continuous(2, at: 50, duration: 100, curve: .hold),
    EditingFixture.transient(3, at: 200),
    EditingFixture.continuous(4, at: 250, duration: 100, curve: .linear),
  ]

  @Test("insert moves every event starting at or after the time, and nothing before it")
  func insert() throws {
    let result = try RippleEdit.insertTime(100, at: 200, in: events, nextID: 5)
    #expect(result.events.map(\.at) == [0, 50, 300, 350])
    #expect(result.summary == "inserted 100 ms at 200 ms: 2 events moved later")
    #expect(throws: EditError.self) { try RippleEdit.insertTime(0, at: 0, in: events, nextID: 5) }
    #expect(throws: EditError.self) {
      try RippleEdit.insertTime(10, at: 400, in: events, nextID: 5)
    }
  }

  @Test("delete cuts the span: inside goes, edges shorten, what follows moves earlier")
  func delete() throws {
    // Cut 100–270: the hold 50–150 keeps 50–100, the tap at 200 goes, the ramp 250–350
    // keeps 270–350 as 100–180.
    let result = try RippleEdit.deleteTime(170, at: 100, in: events, nextID: 5)
    #expect(result.events.map(\.id.raw) == [1, 2, 4])
    #expect(result.events.map(\.at) == [0, 50, 100])
    #expect(result.events.map(\.duration) == [nil, 50, 80])
    #expect(
      result.summary
        == "deleted 170 ms at 100 ms: 1 event removed, 2 shortened (1 curved: its shape is cut too)"
    )
    let after = try RippleEdit.deleteTime(30, at: 160, in: events, nextID: 5)
    #expect(after.events.map(\.at) == [0, 50, 170, 220])
    #expect(after.summary == "deleted 30 ms at 160 ms: 2 moved earlier")
  }

  @Test("deleting a whole track leaves it empty; past the end there is nothing to delete")
  func deleteEdges() throws {
    let all = try RippleEdit.deleteTime(1000, at: 0, in: events, nextID: 5)
    #expect(all.events.isEmpty)
    #expect(throws: EditError.self) {
      try RippleEdit.deleteTime(10, at: 900, in: events, nextID: 5)
    }
    #expect(throws: EditError.self) { try RippleEdit.deleteTime(0, at: 0, in: events, nextID: 5) }
  }

  @Test("trim drops quiet events at both ends and the leading gap, keeping quiet ones inside")
  func trim() throws {
    let quiet = [
      EditingFixture.continuous(1, at: 100, duration: 50, intensity: 0.01),
      EditingFixture.continuous(2, at: 150, duration: 50, intensity: 0.5),
      EditingFixture.continuous(3, at: 200, duration: 50, intensity: 0.0),
      EditingFixture.transient(4, at: 260, intensity: 0.7),
      EditingFixture.continuous(5, at: 300, duration: 50, intensity: 0.02),
    ]
    let result = try RippleEdit.trimSilence(in: quiet, nextID: 6)
    #expect(result.events.map(\.id.raw) == [2, 3, 4])
    #expect(result.events.map(\.at) == [0, 50, 110])
    #expect(
      result.summary
        == "trimmed: 2 events at most 0.02 loud removed, 150 ms of leading silence cut")
    let looser = try RippleEdit.trimSilence(below: 0.6, in: quiet, nextID: 6)
    #expect(looser.events.map(\.id.raw) == [4] && looser.events[0].at == 0)
  }

  @Test("trim refuses a track with nothing to trim, or nothing felt")
  func trimEdges() {
    #expect(throws: EditError.self) { try RippleEdit.trimSilence(in: events, nextID: 5) }
    let silent = [EditingFixture.transient(1, at: 10, intensity: 0)]
    #expect(throws: EditError.self) { try RippleEdit.trimSilence(in: silent, nextID: 2) }
    #expect(throws: EditError.self) { try RippleEdit.trimSilence(below: 1, in: events, nextID: 5) }
  }
}
