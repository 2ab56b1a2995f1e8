import Testing

@testable import HapModel

@Suite("Selection edits: set, scale and normalise levels")
struct LevelEditTests {
  let events = EditingFixture.pattern.events
  let all: Set<EventID> = [EventID(1), EventID(2), EventID(3)]

  @Test("set intensity and sharpness to a value on every selected event, transients too")
  func setValues() throws {
    let result = try LevelEdit.set(
      .intensity, to: 0.25, [EventID(1), EventID(3)], in: events, nextID: 4)
    #expect(result.events.map(\.intensity) == [0.25, 0.6, 0.25])
    #expect(result.summary == "set intensity of 2 events to 0.25")
    let crisp = try LevelEdit.set(.sharpness, to: 1, all, in: events, nextID: 4)
    #expect(crisp.events.allSatisfy { $0.sharpness == 1 })
    #expect(crisp.events.map(\.at) == events.map(\.at))
  }

  @Test("values outside 0...1 and an empty selection are refused with the reason")
  func setRefusals() {
    #expect(throws: EditError("intensity is 0 to 1; 1.5 is not")) {
      try LevelEdit.set(.intensity, to: 1.5, all, in: events, nextID: 4)
    }
    #expect(throws: EditError.self) {
      try LevelEdit.set(.sharpness, to: .nan, all, in: events, nextID: 4)
    }
    #expect(throws: EditError("select events first (Tab, A for all, V for a range)")) {
      try LevelEdit.set(.intensity, to: 0.5, [], in: events, nextID: 4)
    }
  }

  @Test("scale multiplies intensities (an absent one counts as 1) and holds results at 1")
  func scale() throws {
    let softer = try LevelEdit.scale(by: 80, all, in: events, nextID: 4)
    #expect(softer.events.map(\.intensity) == [0.8, 0.48, 0.8])
    #expect(softer.summary == "scaled 3 events by 80%")
    let louder = try LevelEdit.scale(by: 150, all, in: events, nextID: 4)
    #expect(louder.events.map(\.intensity) == [1, 0.9, 1])
    #expect(louder.summary == "scaled 3 events by 150% (2 held at 1, the most)")
    let silent = try LevelEdit.scale(by: 0, [EventID(2)], in: events, nextID: 4)
    #expect(silent.events[1].intensity == 0)
    #expect(throws: EditError.self) { try LevelEdit.scale(by: -5, all, in: events, nextID: 4) }
  }

  @Test("normalise scales the selection together so its loudest event is the peak")
  func normalize() throws {
    let quiet = [
      EditingFixture.transient(1, at: 0, intensity: 0.2),
      EditingFixture.continuous(2, at: 10, intensity: 0.4),
    ]
    let result = try LevelEdit.normalize(to: 1, [EventID(1), EventID(2)], in: quiet, nextID: 3)
    #expect(result.events.map(\.intensity) == [0.5, 1])
    #expect(result.summary == "normalised 2 events to peak 1 (×2.5)")
    let single = try LevelEdit.normalize(to: 0.8, [EventID(1)], in: quiet, nextID: 3)
    #expect(single.events.map(\.intensity) == [0.8, 0.4])
  }

  @Test("normalising silence, or to a peak outside (0, 1], is refused")
  func normalizeRefusals() {
    let silent = [EditingFixture.transient(1, at: 0, intensity: 0)]
    #expect(throws: EditError.self) {
      try LevelEdit.normalize(to: 1, [EventID(1)], in: silent, nextID: 2)
    }
    #expect(throws: EditError.self) {
      try LevelEdit.normalize(to: 0, [EventID(1)], in: events, nextID: 4)
    }
    #expect(throws: EditError.self) {
      try LevelEdit.normalize(to: 1.2, [EventID(1)], in: events, nextID: 4)
    }
  }

  @Test("a rewrite applied as an edit keeps the pattern well formed and is one step")
  func appliedAsEdit() throws {
    let result = try LevelEdit.scale(by: 50, all, in: events, nextID: 4)
    let pattern = try EditOp.rewrite(result.events, label: "scale").apply(
      to: EditingFixture.pattern)
    #expect(pattern.events == result.events)
    #expect(pattern.fallbacks == EditingFixture.pattern.fallbacks)
    #expect(EditingFixture.isWellFormed(pattern))
    #expect(EditOp.rewrite([], label: "trim").label == "trim")
    #expect(try EditOp.rewrite([], label: "x").apply(to: EditingFixture.pattern).track == nil)
  }
}
