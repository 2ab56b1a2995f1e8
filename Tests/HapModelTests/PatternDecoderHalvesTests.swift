import HapTestSupport
import Testing

@testable import HapModel

/// A long track decoded in two halves on two threads (D466) is the pattern one thread decodes:
/// every event in its place, with its id, its typed fields and its kept members.
@Suite struct PatternDecoderHalvesTests {
  /// One track element: typed members, members of the wrong type, unknown and repeated ones.
  static func element(_ random: inout SplitMix64, number: Int) -> String {
    let at = number * 10 + Int.random(in: 0..<5, using: &random)
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
      return #"{"type": "transient", "at": \#(at), "intensity": 0.\#(number % 10)}"#
    case 1:
      return
        #"{"type": "continuous", "at": \#(at), "duration": \#(number % 400 + 1), "curve": "easeOut", "sharpness": 0.25}"#
    case 2:
      return #"{"type": "transient", "at": \#(at), "intensity": "high", "note": [\#(number)]}"#
    case 3: return #"{"type": "transient", "at": \#(at), "at": \#(at + 1), "primitive": "click"}"#
    case 4: return #"{"type": "continuous", "at": \#(at), "duration": -3, "curve": "wobble"}"#
    case 5: return #"{"type": "buzz", "at": \#(at)}"#
    default: return #"{"at": \#(at), "type": "transient", "sharpness": 2e-1, "é": null}"#
    }
  }

  /// The block's tree for a track of `count` elements.
  static func tree(count: Int, seed: UInt64) throws -> JSONTree {
    var random = SplitMix64(seed: seed)
    let elements = (0..<count).map { element(&random, number: $0) }
    let text =
      "{\n  \"haptic\": \"0.1\",\n  \"id\": \"halves\",\n  \"track\": [\n    "
      + elements.joined(separator: ",\n    ") + "\n  ]\n}\n"
    return try JSONParser.parse(text)
  }

  @Test func halvesDecodeTheSamePatternAsOneThread() throws {
    let start = PatternDecoder.halvesFrom
    for (count, seed) in [(start, 1), (start + 1, 2), (start + 7, 3), (start - 1, 4)] {
      let tree = try Self.tree(count: count, seed: UInt64(seed))
      let one = try #require(PatternDecoder.decode(tree))
      let two = try #require(PatternDecoder.decode(tree, threads: 2))
      #expect(two == one, "\(count) events")
      let events = try #require(two.track)
      #expect(events.count == count)
      // Ids in track order, and each event from its own element (the times rise by ten).
      #expect(events.map(\.id) == (1...count).map { EventID($0) })
      #expect(zip(events, events.dropFirst()).allSatisfy { $0.at < $1.at })
      // The kept members travelled with their events.
      #expect(events.contains { !$0.extra.isEmpty })
      #expect(events.contains { $0.primitive == "click" })
    }
  }

  @Test func aTrackWithANonObjectElementIsKeptWholeOnEitherPath() throws {
    let count = PatternDecoder.halvesFrom + 2
    var random = SplitMix64(seed: 9)
    var elements = (0..<count).map { Self.element(&random, number: $0) }
    elements[count - 1] = "[1, 2]"
    let text =
      "{\"haptic\": \"0.1\", \"id\": \"x\", \"track\": [" + elements.joined(separator: ",") + "]}"
    let tree = try JSONParser.parse(text)
    let two = try #require(PatternDecoder.decode(tree, threads: 2))
    #expect(two.track == nil)
    #expect(two == PatternDecoder.decode(tree))
  }
}
