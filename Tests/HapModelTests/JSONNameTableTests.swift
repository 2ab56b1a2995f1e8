import Testing

@testable import HapModel

/// The tree stores each distinct member name once (D180) and still gives every member its own
/// name, in any order and however many distinct names a text holds.
@Suite struct JSONNameTableTests {
  /// The member names of the object at `index`, in source order.
  static func names(_ tree: JSONTree, of index: Int) -> [String?] {
    tree.children(of: index).map { tree.nodes.key(at: $0) }
  }

  @Test func aTrackRepeatsAHandfulOfNamesAndStoresEachOnce() throws {
    let events = (0..<500).map { index in
      index % 2 == 0
        ? "{\"at\": \(index), \"type\": \"transient\", \"intensity\": 0.5}"
        : "{\"at\": \(index), \"type\": \"continuous\", \"duration\": 40, \"curve\": \"hold\"}"
    }
    let text = "{\"haptic\": \"0.1\", \"track\": [" + events.joined(separator: ", ") + "]}"
    let tree = try JSONParser.parse(text)
    let track = try #require(tree.member("track", of: tree.root))
    for (offset, event) in tree.children(of: track).enumerated() {
      let expected: [String?] =
        offset % 2 == 0
        ? ["at", "type", "intensity"] : ["at", "type", "duration", "curve"]
      #expect(Self.names(tree, of: event) == expected)
    }
    #expect(tree.nodes.names.count == 7)
  }

  @Test func manyDistinctNamesInShuffledOrdersKeepTheirOwnText() throws {
    // 40 names, more than the recent names compared, in a different order per object.
    var state: UInt64 = 7
    var objects: [[String]] = []
    for _ in 0..<60 {
      var names = (0..<40).map { "name\($0)" }
      for index in names.indices.reversed() {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        names.swapAt(index, Int(state >> 33) % (index + 1))
      }
      objects.append(Array(names.prefix(Int(state >> 40) % 40 + 1)))
    }
    let text =
      "["
      + objects.map { "{" + $0.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}" }
      .joined(separator: ", ") + "]"
    let tree = try JSONParser.parse(text)
    let found = tree.children(of: tree.root).map { Self.names(tree, of: $0) }
    #expect(found == objects.map { $0.map(Optional.some) })
    #expect(tree.nodes.names.count >= 40)
  }

  @Test func aSubtreeAndABuiltTreeKeepTheNames() throws {
    let tree = try JSONParser.parse(
      "{\"a\": {\"x\": 1, \"y\": [1, {\"x\": 2}]}, \"b\": {\"y\": 3, \"x\": 4}, \"a\": null}")
    let second = try #require(tree.children(of: tree.root).dropFirst().first)
    let subtree = tree.subtree(at: second)
    #expect(subtree.nodes.key(at: 0) == "b")
    #expect(Self.names(subtree, of: 0) == ["y", "x"])
    let rebuilt = JSONTree(nodes: Array(tree.nodes))
    #expect(rebuilt == tree)
    #expect(Self.names(rebuilt, of: rebuilt.root) == ["a", "b", "a"])
    #expect(rebuilt.nodes[1].keyPosition == tree.nodes[1].keyPosition)
  }

  @Test func canonicallyEquivalentNamesStayApart() throws {
    // "é" as one scalar and as "e" with a combining accent; the Kelvin sign and "K".
    let tree = try JSONParser.parse(
      "{\"\u{E9}\": 1, \"e\u{301}\": 2, \"\u{212A}\": 3, \"K\": 4, \"\u{E9}\": 5}")
    let names = Self.names(tree, of: tree.root).map { $0.map { Array($0.unicodeScalars) } }
    #expect(
      names == [["\u{E9}"], ["e", "\u{301}"], ["\u{212A}"], ["K"], ["\u{E9}"]].map(Optional.some))
  }

  @Test func namesOfOneLengthAreToldApartByTheirBytes() throws {
    // Same byte length, different bytes; long names (stored out of line) that differ only
    // in their last byte; a name that repeats after its neighbours changed.
    let long = String(repeating: "n", count: 40)
    let text =
      "[{\"ab\": 1, \"ba\": 2}, {\"ab\": 1, \"bb\": 2}, "
      + "{\"\(long)x\": 1, \"\(long)y\": 2}, {\"\(long)x\": 1, \"\(long)x\": 2}, "
      + "{\"\u{E9}\": 1, \"\u{E8}\": 2}]"
    let tree = try JSONParser.parse(text)
    let found = tree.children(of: tree.root).map { Self.names(tree, of: $0) }
    #expect(
      found == [
        ["ab", "ba"], ["ab", "bb"], [long + "x", long + "y"], [long + "x", long + "x"],
        ["\u{E9}", "\u{E8}"],
      ])
  }
}
