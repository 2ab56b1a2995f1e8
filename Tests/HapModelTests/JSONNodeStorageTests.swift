import Testing

@testable import HapModel

/// A member name kept in its value's record and numbers or strings shared between values
/// (D370) read back exactly as when each had an entry of its own.
@Suite struct JSONNodeStorageTests {
  /// Where each member name of `text` starts, found by a plain scan: the quote before each
  /// `":` that follows a `{` or `,` (the texts here hold no colon or comma inside a string).
  private static func namePositions(_ text: String) -> [SourcePosition] {
    let scalars = Array(text.unicodeScalars)
    var found: [SourcePosition] = []
    var line = 1
    var column = 1
    var offset = 0
    var expectingName = false
    for scalar in scalars {
      if scalar == "{" || scalar == "," { expectingName = true }
      if scalar == "\"", expectingName {
        found.append(SourcePosition(line: line, column: column, offset: offset))
        expectingName = false
      }
      offset += String(scalar).utf8.count
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return found
  }

  @Test(arguments: [
    // On the value's line, ASCII between: kept in the record.
    #"{"a": 1, "bb":   [2, {"c": "x"}]}"#,
    // On another line than the value.
    "{\"a\":\n  1, \"b\"\n : true}",
    // A name that is not ASCII: its bytes and scalars differ.
    #"{"é": 1, "naïve": {"ü": null}}"#,
    // A value farther than 65,535 bytes after its name.
    "{\"far\":" + String(repeating: " ", count: 70_000) + "1, \"near\": 2}",
  ])
  func everyNameKeepsItsPosition(text: String) throws {
    let tree = try JSONParser.parse(text)
    let named = tree.nodes.indices.compactMap { tree.nodes[$0].keyPosition }
    #expect(named == Self.namePositions(text))
    // A copy made node by node (every name in the side table) is the same tree.
    let rebuilt = JSONTree(nodes: Array(tree.nodes))
    #expect(rebuilt == tree)
    #expect(rebuilt.nodes.indices.compactMap { rebuilt.nodes[$0].keyPosition } == named)
  }

  @Test func aMappingThatSplitsANameFromItsValueMovesTheName() throws {
    var tree = try JSONParser.parse(#"{"a": 1, "b": 2}"#)
    // Values move to line 9 column 40, names stay on their line: no longer one line apart.
    tree.nodes.mapPositions { position in
      position.offset == 6 || position.offset == 14
        ? SourcePosition(line: 9, column: 40, offset: 400 + position.offset) : position
    }
    #expect(tree.nodes[1].position == SourcePosition(line: 9, column: 40, offset: 406))
    #expect(tree.nodes[1].keyPosition == SourcePosition(line: 1, column: 2, offset: 1))
    #expect(tree.nodes[2].keyPosition == SourcePosition(line: 1, column: 10, offset: 9))
    #expect(tree.nodes.key(at: 2) == "b")
  }

  @Test func aLongCanonicalTrackStoresNoNameEntriesAndSharesItsValues() throws {
    let events = (0..<2_000).map { index in
      #"    { "at": \#(index * 10), "type": "transient", "intensity": 0.5, "sharpness": 0.25 }"#
    }
    let text = "{\n  \"track\": [\n" + events.joined(separator: ",\n") + "\n  ]\n}\n"
    #expect(text.utf8.count >= JSONParser.cachedSize)
    let tree = try JSONParser.parse(text)
    #expect(tree.nodes.count == 2 + 2_000 * 5)
    #expect(tree.nodes.keys.isEmpty)
    // 2,000 distinct starts, one 0.5 and one 0.25 (a slot may be shared by two of them and
    // make an extra entry now and then); one "transient".
    #expect(tree.nodes.numbers.count < 2_100)
    #expect(tree.nodes.strings.count < 10)
    // The last event: its object, then `at`, `type`, `intensity` and `sharpness`.
    let last = tree.nodes.count - 3
    #expect(tree.nodes.key(at: last) == "type")
    #expect(tree.nodes.kind(at: last) == .string("transient"))
    #expect(tree.nodes.kind(at: last - 1) == .number(JSONNumber(lexeme: "19990", value: 19990)))
  }

  @Test func changingOneSharedValueLeavesTheOthers() throws {
    let text = "[" + Array(repeating: "0.5", count: 30_000).joined(separator: ",") + "]"
    var tree = try JSONParser.parse(text)
    #expect(tree.nodes.numbers.count < 10)
    var node = tree.nodes[7]
    node.kind = .number(JSONNumber(lexeme: "0.75", value: 0.75))
    tree.nodes[7] = node
    #expect(tree.nodes.kind(at: 7) == .number(JSONNumber(lexeme: "0.75", value: 0.75)))
    for index in [1, 6, 8, 30_000] {
      #expect(tree.nodes.kind(at: index) == .number(JSONNumber(lexeme: "0.5", value: 0.5)))
    }
    let copy = tree.subtree(at: 8)
    #expect(copy.nodes.kind(at: 0) == .number(JSONNumber(lexeme: "0.5", value: 0.5)))
  }
}
