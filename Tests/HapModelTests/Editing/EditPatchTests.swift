import HapTestSupport
import Testing

@testable import HapModel

/// D139: an edit's local patch gives exactly the track `apply(to:)` gives, and the patch
/// `TrackPatch.between` finds, on random tracks crowded with events that start together.
@Suite("Edit patches agree with whole-track edits")
struct EditPatchTests {
  /// A sorted track of `count` events on a coarse time grid, so many start together.
  static func track(_ count: Int, _ random: inout SplitMix64) -> [TrackEvent] {
    var at = 0
    return (0..<count).map { index in
      at += [0, 0, 5, 10, 40][Int.random(in: 0..<5, using: &random)]
      let continuous = Bool.random(using: &random)
      return TrackEvent(
        id: EventID(index), at: at, type: continuous ? .continuous : .transient,
        intensity: Bool.random(using: &random)
          ? Double(Int.random(in: 0...10, using: &random)) / 10 : nil,
        sharpness: Double(Int.random(in: 0...10, using: &random)) / 10,
        duration: continuous ? Int.random(in: 1...200, using: &random) : nil,
        curve: continuous && Bool.random(using: &random) ? .easeIn : nil)
    }
  }

  /// A random edit of `events`: mostly the keystroke kinds, on one to 80 events.
  static func edit(_ events: [TrackEvent], _ random: inout SplitMix64) -> EditOp {
    let size = [1, 1, 2, 3, 70, 80][Int.random(in: 0..<6, using: &random)]
    var ids = Set<EventID>()
    let start = Int.random(in: 0..<events.count, using: &random)
    let spread = Bool.random(using: &random) ? 1 : 7
    for step in 0..<size { ids.insert(events[(start + step * spread) % events.count].id) }
    if Int.random(in: 0..<20, using: &random) == 0 { ids.insert(EventID(999_999)) }
    let one = events[start].id
    switch Int.random(in: 0..<9, using: &random) {
    case 0:
      return .insert(
        TrackEvent(
          id: EventID(100_000), at: Int.random(in: -5...events.last!.at + 50, using: &random),
          type: .transient, intensity: 0.5))
    case 1: return .remove(ids)
    case 2: return .retime(ids, by: Int.random(in: -300...300, using: &random))
    case 3:
      return .adjustSharpness(ids, by: [-0.1, 0.05, 2][Int.random(in: 0..<3, using: &random)])
    case 4: return .setCurve(ids, Bool.random(using: &random) ? .easeOut : nil)
    case 5:
      let fields: [EventField] = [
        .intensity(0.3), .sharpness(nil), .duration(40), .curve(.linear), .type(.continuous),
        .type(.transient), .primitive("click"), .intensity(7),
      ]
      return .setEvent(one, fields[Int.random(in: 0..<fields.count, using: &random)])
    default:
      let time = [-1, 1, -10, 10, -500, 500, 0, -100_000][Int.random(in: 0..<8, using: &random)]
      let level = [0, 0.05, -0.05, 2][Int.random(in: 0..<4, using: &random)]
      return .move(ids, time: time, intensity: level)
    }
  }

  @Test("2,000 random edits: same track, same error, same patch")
  func agreeWithApply() throws {
    var random = SplitMix64(seed: 139)
    var local = 0
    for round in 0..<2_000 {
      let events = Self.track(Int.random(in: 1...300, using: &random), &random)
      let pattern = HapticPattern(id: "p", track: events)
      let op = Self.edit(events, &random)
      let whole: Result<HapticPattern, EditError> = Result { () throws(EditError) in
        try op.apply(to: pattern)
      }
      let patched: Result<TrackPatch?, EditError> = Result { () throws(EditError) in
        try op.patch(in: events)
      }
      switch (whole, patched) {
      case (.success(let applied), .success(let patch?)):
        local += 1
        #expect(patch.applied(to: events) == applied.events, "round \(round): \(op)")
        // An edit that changes nothing has no span to agree on: any empty patch is the answer.
        let expected = TrackPatch.between(events, applied.events)
        if expected.isEmpty {
          #expect(patch.isEmpty, "round \(round): \(op)")
        } else {
          #expect(patch == expected, "round \(round): \(op)")
        }
      case (.success, .success(nil)):
        continue
      case (.failure(let expected), .failure(let error)):
        #expect(error.message == expected.message, "round \(round): \(op)")
      default:
        Issue.record("round \(round): \(op): apply \(whole), patch \(patched)")
      }
    }
    // Most edits take the local path; the rest (an id not there, emptying) go whole.
    #expect(local > 1_400, "only \(local) of 2,000 edits had a local patch")
  }

  @Test("the patch covers only what moved: a drag in a long track touches a few events")
  func smallSpan() throws {
    let events = (0..<100_000).map {
      TrackEvent(id: EventID($0), at: $0 * 10, type: .transient, intensity: 0.5)
    }
    let patch = try #require(
      try EditOp.move([EventID(50_000)], time: 25, intensity: 0).patch(in: events))
    #expect(patch.start == 50_000 && patch.removed.count == 3 && patch.inserted.count == 3)
    let add = try #require(
      try EditOp.insert(TrackEvent(id: EventID(-1), at: 12_345, type: .transient)).patch(
        in: events))
    #expect(add.start == 1_235 && add.removed.isEmpty && add.inserted.count == 1)
    #expect(try EditOp.setPattern(.intent("tap")).patch(in: events) == nil)
  }
}
