import Testing

@testable import HapModel

/// The per-event member table (D254) finds, for every event and grammar member, exactly the
/// member `JSONTree.member` finds by comparing names: the last one of that name.
@Suite struct EventMemberTableTests {
  /// Names an event may carry: the grammar's, near misses, repeats, names that only look the
  /// same (a Kelvin sign, a combining accent, a trailing space) and names with escapes.
  static let names = [
    "at", "type", "intensity", "sharpness", "duration", "curve", "primitive", "At", "a\u{0074}",
    "t\u{0079}pe", "dur\\u0061tion", "curv\\u00e9", "curve\u{0301}", "at ", "\u{212A}", "x",
    "intensit", "", "sharpness2",
  ]

  /// A random track of objects (and a few non-objects) whose members are drawn from `names`.
  static func track(seed: UInt64, events: Int) -> String {
    var state = seed
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    let values = ["0", "1.5", "\"transient\"", "\"continuous\"", "null", "[1, 2]", "{\"at\": 3}"]
    var elements: [String] = []
    for _ in 0..<events {
      if next(12) == 0 {
        elements.append(values[next(values.count)])
        continue
      }
      let members = (0..<next(9)).map { _ in
        "\"\(names[next(names.count)])\": \(values[next(values.count)])"
      }
      elements.append("{" + members.joined(separator: ", ") + "}")
    }
    return "{\"haptic\": \"0.1\", \"track\": [" + elements.joined(separator: ", ") + "]}"
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func theTableAgreesWithTheNameLookUp(seed: UInt64) throws {
    let tree = try JSONParser.parse(Self.track(seed: seed, events: 300))
    let context = BlockContext(tree: tree)
    #expect(!context.events.isEmpty)
    for (offset, event) in context.events.enumerated() {
      for member in EventMember.allCases {
        #expect(
          context.member(member, ofEventAt: offset) == tree.member(member.name, of: event),
          "event \(offset + 1), \(member.name)")
      }
      for child in tree.childIndices(of: event) {
        let key = Array((tree.nodes.key(at: child) ?? "\u{0}").utf8)
        let known = PatternKeys.event.contains { Array($0.utf8) == key }
        #expect(context.eventMembers.isEventMember(child, in: tree) == known)
      }
    }
  }

  /// Members are kept as their distance after the event, a byte each, until one stands 256
  /// values or more after it: the table then keeps indices, and agrees all the same.
  @Test(arguments: [252, 253, 2_000])
  func aMemberFarAfterItsEventIsStillFound(padding: Int) throws {
    let far =
      "{\"type\": \"transient\", \"extra\": ["
      + Array(repeating: "0", count: padding).joined(separator: ", ") + "], \"intensity\": 1}"
    let opening = "{\"haptic\": \"0.1\", \"track\": ["
    let text = opening + far + ", " + Self.track(seed: 9, events: 200).dropFirst(opening.count)
    let tree = try JSONParser.parse(text)
    let context = BlockContext(tree: tree)
    let first = try #require(context.events.first)
    #expect(context.member(.intensity, ofEventAt: 0) == first + padding + 3)
    for (offset, event) in context.events.enumerated() {
      for member in EventMember.allCases {
        #expect(
          context.member(member, ofEventAt: offset) == tree.member(member.name, of: event),
          "event \(offset + 1), \(member.name)")
      }
    }
  }

  @Test func aNameOnlyCanonicallyEqualToAMemberIsAnotherMember() {
    #expect(EventMember(name: "at") == .at)
    #expect(EventMember(name: "curve\u{0301}") == nil)
    #expect(EventMember(name: "At") == nil)
    #expect(EventMember(name: "") == nil)
    #expect(EventMember.allCases.map(\.name) == PatternKeys.event)
  }

  @Test func decodingThroughTheTableKeepsEveryMember() throws {
    // A repeated name: the last wins, an earlier kept one is dropped, an unknown one is kept.
    let text =
      "{\"haptic\": \"0.1\", \"id\": \"x\", \"track\": [{\"at\": \"soon\", \"type\": \"transient\", "
      + "\"at\": 5, \"intensity\": 2, \"zz\": 1, \"intensity\": \"high\"}]}"
    let pattern = try #require(PatternDecoder.decode(try JSONParser.parse(text)))
    let event = try #require(pattern.track?.first)
    #expect(event.at == 5)
    #expect(event.intensity == nil)
    #expect(event.extra.keys == ["zz", "intensity"])
  }
}
