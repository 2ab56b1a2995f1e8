import Testing

@testable import HapModel

/// A block whose lines are the file's own is read from the file's bytes, not a copy, and its
/// positions are shifted, not mapped line by line (D302): the same content and the same
/// positions as the copying path, for plain blocks and for every container that needs it.
@Suite struct BlockInPlaceTests {
  static let json = [
    "{",
    "  \"haptic\": \"0.1\", \"id\": \"t\",",
    "  \"track\": [ { \"at\": 0, \"type\": \"transient\", \"intensity\": 0.5 },",
    "    { \"at\": 40, \"type\": \"continuous\", \"duration\": 30, \"curve\": \"hold\" } ],",
    "  \"x\": \"é ü\", \"fallbacks\": { \"web\": [30] }",
    "}",
  ]

  /// The file around `lines` (already prefixed), with `ending` after every line.
  static func file(_ lines: [String], opening: String, closing: String, ending: String) -> String {
    (["---", "id: t", "---", "", "Prose.", "", opening] + lines + [closing]).joined(
      separator: ending) + ending
  }

  /// Each shape, whether its content is the file's bytes, and the file.
  static let shapes: [(name: String, inPlace: Bool, text: String)] = [
    ("plain", true, file(json, opening: "```haptic", closing: "```", ending: "\n")),
    ("CRLF", false, file(json, opening: "```haptic", closing: "```", ending: "\r\n")),
    (
      "block quote", false,
      file(json.map { "> " + $0 }, opening: "> ```haptic", closing: "> ```", ending: "\n")
    ),
    (
      "list item", false,
      file(json.map { "   " + $0 }, opening: "1. ```haptic", closing: "   ```", ending: "\n")
    ),
    (
      "indented fence", false,
      file(json.map { "  " + $0 }, opening: "  ```haptic", closing: "  ```", ending: "\n")
    ),
    (
      "tab split by a list item", false,
      file(json.map { "\t" + $0 }, opening: "- ```haptic", closing: "  ```", ending: "\n")
    ),
    (
      "unclosed at the end of the file", true,
      (["---", "id: t", "---", "", "```haptic"] + json).joined(separator: "\n") + "\n"
    ),
  ]

  @Test(arguments: shapes.indices)
  func theContentIsTheBlocksTextAndSharedOnlyWhenPlain(_ shape: Int) throws {
    let (name, inPlace, text) = Self.shapes[shape]
    let document = HapDocument(bytes: Array(text.utf8))
    let block = try #require(document.block, "\(name)")
    #expect((block.content.startIndex > 0) == inPlace, "\(name)")
    #expect((block.plainShift != nil) == inPlace, "\(name)")
    if name != "tab split by a list item" {
      let expected = Self.json.joined(separator: "\n") + "\n"
      #expect(String(decoding: block.content, as: UTF8.self) == expected, "\(name)")
    }
  }

  @Test(arguments: shapes.indices)
  func positionsAreThoseTheLineByLineMappingGives(_ shape: Int) throws {
    let (name, _, text) = Self.shapes[shape]
    let document = HapDocument(bytes: Array(text.utf8))
    let block = try #require(document.block, "\(name)")
    let tree = try #require(document.tree, "\(name): the block parses")
    var mapped = try JSONParser.parse(Array(block.content))
    mapped.nodes.mapPositions(block.filePosition(of:))
    #expect(tree.nodes.count == mapped.nodes.count)
    for index in tree.nodes.indices {
      let read = tree.nodes[index]
      let expected = mapped.nodes[index]
      #expect(read.position == expected.position, "\(name): value \(index)")
      #expect(read.keyPosition == expected.keyPosition, "\(name): name of value \(index)")
    }
    // And the positions point at the file's bytes: every member name's offset is its quote.
    let bytes = Array(text.utf8)
    for index in tree.nodes.indices {
      guard let key = tree.nodes[index].keyPosition else { continue }
      #expect(bytes[key.offset] == UInt8(ascii: "\""), "\(name): name of value \(index)")
    }
  }

  @Test func aSliceParsesAsTheSameBytesCopied() throws {
    let text = Array(("prefix " + Self.json.joined(separator: "\n") + " suffix").utf8)
    let slice = text[7..<(text.count - 7)]
    let fromSlice = try JSONParser.parse(slice)
    let fromCopy = try JSONParser.parse(Array(slice))
    #expect(fromSlice == fromCopy)
    for index in fromSlice.nodes.indices {
      #expect(fromSlice.nodes[index].position == fromCopy.nodes[index].position)
    }
  }
}
