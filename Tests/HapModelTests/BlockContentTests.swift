import Foundation
import HapModel
import Testing

/// The JSON reader sees the block's bytes exactly as they are in the file (cmark's own copy
/// turns U+0000 into U+FFFD), and positions inside the block map back to file columns.
@Suite struct BlockContentTests {
  static let good =
    "{\"haptic\": \"0.1\", \"id\": \"t\", \"track\": [{\"at\": 0, \"type\": \"transient\"}], "
    + "\"fallbacks\": {\"web\": [30]}}"

  /// A file whose block's JSON is file line 6, with `insert` after the first `marker`.
  static func file(_ marker: String, _ insert: [UInt8], block: String = good) -> [UInt8] {
    let text = Array("---\nid: t\n---\n\n```haptic\n\(block)\n```\n".utf8)
    let start = text.firstRange(of: Array(marker.utf8))!.upperBound
    return Array(text[..<start]) + insert + Array(text[start...])
  }

  static func found(_ document: HapDocument) -> [String] {
    document.diagnostics.map { "\($0.line):\($0.column) \($0.code)" }
  }

  @Test func aRawNulInsideAStringIsHAP007AtTheNul() {
    // `{"haptic": "0.1` is 15 characters: the NUL is column 16.
    let document = HapDocument(bytes: Self.file("\"0.1", [0]))
    #expect(Self.found(document) == ["6:16 HAP007"])
    #expect(document.diagnostics.first?.message.contains("U+0000") == true)
    #expect(document.block?.content.contains(0) == true, "the content is the file's bytes")
    #expect(document.pattern == nil)
    #expect(document.formatted() == nil, "fmt leaves the file alone")
  }

  @Test func aRawNulBetweenTokensIsHAP007() {
    let document = HapDocument(bytes: Self.file("\"id\"", [0]))
    #expect(Self.found(document) == ["6:23 HAP007"])
  }

  @Test func aNulInsideABlockQuoteIsFoundAtItsFileColumn() {
    let text =
      "---\nid: t\n---\n\n> ```haptic\n> {\"haptic\": \"0.1\", \"id\": \"t\", \"x\": \"a\u{0}b\",\n"
      + ">  \"track\": [{\"at\": 0, \"type\": \"transient\"}], \"fallbacks\": {\"web\": [30]}}\n"
      + "> ```\n"
    let document = HapDocument(bytes: Array(text.utf8))
    // `> ` then `{"haptic": "0.1", "id": "t", "x": "a` (36 characters): column 39.
    #expect(Self.found(document) == ["6:39 HAP007"])
  }

  @Test func aRealReplacementCharacterIsKeptAndNoneIsInvented() throws {
    let withReplacement = Self.good.replacingOccurrences(
      of: "\"id\": \"t\"", with: "\"id\": \"t\", \"x\": \"\u{FFFD}\"")
    let document = HapDocument(bytes: Self.file("\"id\"", [], block: withReplacement))
    #expect(document.isConformant, "\(document.diagnostics)")
    #expect(document.pattern?.extra.keys == ["x"])
    let formatted = try #require(document.formatted())
    #expect(String(decoding: formatted, as: UTF8.self).contains("\"x\": \"\u{FFFD}\""))

    // A NUL in the prose is prose: the block is read, and fmt writes the NUL back as it was.
    var bytes = Array("---\nid: t\n---\n\nProse\u{0} here.\n\n```haptic\n\(Self.good)\n```\n".utf8)
    bytes.replaceSubrange(bytes.firstRange(of: Array("[30]".utf8))!, with: Array("[30, 40]".utf8))
    let prose = HapDocument(bytes: bytes)
    #expect(prose.isConformant, "\(prose.diagnostics)")
    let output = try #require(prose.formatted())
    #expect(output.contains(0))
    #expect(output.firstRange(of: [0xEF, 0xBF, 0xBD]) == nil, "no U+FFFD written")
  }

  @Test func aTabSplitByTheQuoteMarkerMapsToFileColumns() throws {
    let line =
      ">\t{\"haptic\": \"0.1\", \"id\": \"t\", \"track\": [{\"at\": 0, \"type\": \"transient\", "
      + "\"intensity\": 2}], \"fallbacks\": {\"web\": [30]}}"
    let text = "---\nid: t\n---\n\n> ```haptic\n\(line)\n> ```\n"
    let document = HapDocument(bytes: Array(text.utf8))
    let column = line.utf8.firstRange(of: Array("\"intensity\": 2".utf8))!.upperBound
    let offset = line.utf8.distance(from: line.utf8.startIndex, to: column)
    #expect(Self.found(document) == ["6:\(offset) HAP002"])
    var pattern = try #require(document.pattern)
    pattern.track?[0].intensity = 0.5
    let output = HapDocument(bytes: document.serialized(with: pattern))
    #expect(output.isConformant, "\(output.diagnostics)")
    #expect(output.blocks.count == 1)
  }
}
