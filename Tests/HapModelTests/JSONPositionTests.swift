import HapTestSupport
import Testing

@testable import HapModel

/// Every value's position, and an error's, is the one a byte-by-byte count gives, whatever
/// the runs of spaces, tabs, line breaks and multi-byte characters before it (the parser counts
/// columns from a cache as it goes).
@Suite struct JSONPositionTests {
  /// A value's or an error's place, counted the slow way: lines by `\n`, columns by scalars.
  static func place(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<offset] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// Random whitespace: runs of 0–20 spaces, sometimes a tab or a line break.
  static func space(_ random: inout SplitMix64) -> String {
    var text = String(repeating: " ", count: Int(random.next() % 21))
    switch random.next() % 6 {
    case 0: text += "\n" + String(repeating: " ", count: Int(random.next() % 13))
    case 1: text += "\t"
    default: break
    }
    return text
  }

  static let words = ["a", "é", "日本", "🎛️", "wave", "ümlaut long text", "x y z"]

  @Test func everyValueAndErrorIsPlacedAsCountedByteByByte() throws {
    var random = SplitMix64(seed: 445)
    var checked = 0
    for round in 0..<300 {
      var text = "{" + Self.space(&random)
      var starts: [Int] = []
      for member in 0..<Int(random.next() % 12 + 1) {
        if member > 0 { text += "," + Self.space(&random) }
        let word = Self.words[Int(random.next() % UInt64(Self.words.count))]
        text += "\"k\(member)\"" + Self.space(&random) + ":" + Self.space(&random)
        starts.append(text.utf8.count)
        text += random.next() % 2 == 0 ? "\"\(word)\"" : "\(random.next() % 1000)"
        text += Self.space(&random)
      }
      let valid = Array((text + "}").utf8)
      let tree = try JSONParser.parse(valid)
      for (child, start) in zip(tree.children(of: tree.root), starts) {
        let position = tree.nodes.position(at: child)
        let expected = Self.place(of: start, in: valid)
        #expect(position.offset == start, "round \(round)")
        #expect(position.line == expected.line && position.column == expected.column)
        checked += 1
      }
      // The same text broken where it ends: the error names that place.
      let broken = Array((text + "@}").utf8)
      do {
        _ = try JSONParser.parse(broken)
        Issue.record("round \(round) parsed")
      } catch {
        let expected = Self.place(of: text.utf8.count, in: broken)
        #expect(error.position.line == expected.line, "round \(round)")
        #expect(error.position.column == expected.column, "round \(round)")
      }
    }
    #expect(checked > 1_000)
  }
}
