import HapTestSupport
import Testing

@testable import HapModel

/// A block read again from an earlier reading after an edit (D430) is exactly the block read
/// whole: every value, name, position and diagnostic, whether the changed lines were spliced
/// in or the edit fell back to a whole parse.
@Suite struct JSONSpliceTests {
  /// One track element as a line of text (some with escapes, names not ASCII, nested values,
  /// or, with `multiline`, spread over lines).
  static func element(_ random: inout SplitMix64, multiline: Bool) -> String {
    let at = Int.random(in: 0..<100_000, using: &random)
    switch Int.random(in: 0..<(multiline ? 8 : 6), using: &random) {
    case 0:
      return
        #"{"type": "transient", "at": \#(at), "intensity": 0.\#(Int.random(in: 0..<10, using: &random))}"#
    case 1:
      return #"{"type": "continuous", "at": \#(at), "duration": 1.5e2, "curve": "easeIn"}"#
    case 2: return #"{"id": "tap-\#(at)", "type": "transient", "at": \#(at), "naïve": "é\n"}"#
    case 3: return #"{"type": "transient", "at": \#(at), "extra": [1, {"a": null}, true]}"#
    case 4:
      return
        #"{"at": \#(at), "type": "transient", "sharpness": -0.\#(Int.random(in: 0..<9, using: &random))}"#
    case 5: return "[\(at), \"x\"]"
    case 6: return "{\"type\": \"transient\",\n      \"at\": \(at)}"
    // A name on another line than its value.
    default: return "{\"at\"\n      : \(at), \"type\": \"transient\"}"
    }
  }

  /// A `.hap.md` file whose track holds `elements`, each on its own line.
  static func file(_ elements: [String], id: String = "spliced") -> [UInt8] {
    let track = elements.enumerated().map { index, element in
      "    " + element + (index < elements.count - 1 ? "," : "")
    }
    let lines =
      [
        "---", "id: \(id)", "---", "", "# Spliced", "", "```haptic", "{",
        "  \"haptic\": \"0.1\",", "  \"id\": \"\(id)\",", "  \"track\": [",
      ] + track + ["  ],", "  \"requiredCapability\": \"basic\"", "}", "```", "", "After.", ""]
    return Array(lines.joined(separator: "\n").utf8)
  }

  /// Every field of every value, as `JSONParser` would give it.
  static func values(_ tree: JSONTree?) -> [String] {
    guard let tree else { return [] }
    return tree.nodes.indices.map { index in
      let node = tree.nodes[index]
      let place = { (position: SourcePosition) in
        "\(position.line):\(position.column)@\(position.offset)"
      }
      return "\(node.kind) \(place(node.position)) \(node.key ?? "-") "
        + "\(node.keyPosition.map(place) ?? "-") \(node.end)"
    }
  }

  /// Reads `new` after `old` and whole, and expects the same; gives whether the splice
  /// itself made the tree.
  @discardableResult
  static func expectSame(old: [UInt8], new: [UInt8]) -> Bool {
    let earlier = HapDocument(bytes: old, path: "t.hap.md")
    let again = HapDocument(
      bytes: new, path: "t.hap.md", decoding: false, earlier: EarlierReading(earlier))
    let whole = HapDocument(bytes: new, path: "t.hap.md", decoding: false)
    #expect(values(again.tree) == values(whole.tree))
    #expect(again.diagnostics == whole.diagnostics)
    guard let tree = earlier.tree, let before = earlier.block, let after = whole.block else {
      return false
    }
    return JSONSplice.tree(
      tree, old: old, content: before.content.startIndex..<before.content.endIndex, new: new,
      newContent: after.content.startIndex..<after.content.endIndex) != nil
  }

  @Test func randomEditsOfOneLineElementsReadAsAWholeParse() {
    var random = SplitMix64(seed: 7)
    var elements = (0..<40).map { _ in Self.element(&random, multiline: false) }
    var spliced = 0
    let edits = 300
    for _ in 0..<edits {
      let old = Self.file(elements)
      var next = elements
      switch Int.random(in: 0..<5, using: &random) {
      case 0 where !next.isEmpty:
        next[Int.random(in: 0..<next.count, using: &random)] = Self.element(
          &random, multiline: false)
      case 1:
        let at = Int.random(in: 0..<next.count + 1, using: &random)
        next.insert(
          contentsOf: (0..<1 + Int.random(in: 0..<3, using: &random)).map { _ in
            Self.element(&random, multiline: false)
          },
          at: at)
      case 2 where !next.isEmpty:
        let at = Int.random(in: 0..<next.count, using: &random)
        next.removeSubrange(at..<min(next.count, at + 1 + Int.random(in: 0..<3, using: &random)))
      case 3 where !next.isEmpty:
        // The last element changed or removed: the comma of the one before moves.
        if Int.random(in: 0..<2, using: &random) == 0 {
          next.removeLast()
        } else {
          next[next.count - 1] = "{}"
        }
      default:
        next.append(Self.element(&random, multiline: false))
      }
      if next.isEmpty { next = ["{}"] }
      if Self.expectSame(old: old, new: Self.file(next)) { spliced += 1 }
      elements = next
    }
    // Nearly every edit of a track laid out one element a line is spliced.
    #expect(spliced > edits * 9 / 10)
  }

  @Test func elementsOverSeveralLinesReadAsAWholeParse() {
    var random = SplitMix64(seed: 11)
    var elements = (0..<30).map { _ in Self.element(&random, multiline: true) }
    var spliced = 0
    for _ in 0..<200 {
      let old = Self.file(elements)
      var next = elements
      let at = Int.random(in: 0..<next.count, using: &random)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: next[at] = Self.element(&random, multiline: true)
      case 1: next.insert(Self.element(&random, multiline: true), at: at)
      default: if next.count > 1 { next.remove(at: at) }
      }
      if Self.expectSame(old: old, new: Self.file(next)) { spliced += 1 }
      elements = next
    }
    #expect(spliced > 150)
  }

  @Test func anEditOutsideTheTrackIsParsedWhole() {
    let elements = Array(repeating: #"{"type": "transient", "at": 0}"#, count: 20)
    let spliced = Self.expectSame(
      old: Self.file(elements), new: Self.file(elements, id: "renamed"))
    #expect(!spliced)
  }

  @Test func aLineInsideAnElementReadsThatElementAgain() {
    let rest = Array(repeating: #"{"type": "transient", "at": 90}"#, count: 20)
    let old = Self.file(["{\"type\": \"transient\",\n      \"at\": 0}"] + rest)
    let new = Self.file(["{\"type\": \"transient\",\n      \"at\": 5}"] + rest)
    #expect(Self.expectSame(old: old, new: new))
  }

  @Test func mostOfTheTextChangedIsParsedWhole() {
    let old = Self.file((0..<20).map { #"{"at": \#($0)}"# })
    #expect(!Self.expectSame(old: old, new: Self.file((0..<20).map { #"{"at": \#($0 + 1)}"# })))
  }

  @Test(arguments: [
    // The last element's comma left behind: a trailing comma.
    ("    {\"at\": 2}\n  ],", "  ],"),
    // A comma missing between two elements.
    ("    {\"at\": 1},\n", "    {\"at\": 1}\n"),
    // An element not closed.
    ("    {\"at\": 1},\n", "    {\"at\": 1,\n"),
  ])
  func aBrokenEditGivesTheWholeParsesError(edit: (String, String)) {
    let text = String(
      decoding: Self.file([#"{"at": 0}"#, #"{"at": 1}"#, #"{"at": 2}"#]), as: UTF8.self)
    let broken = text.replacingOccurrences(of: edit.0, with: edit.1)
    #expect(broken != text)
    #expect(!Self.expectSame(old: Array(text.utf8), new: Array(broken.utf8)))
    #expect(HapDocument(bytes: Array(broken.utf8)).diagnostics.contains { $0.code == "HAP007" })
  }

  @Test func anEmptiedTrackAndAFilledOneAreSpliced() {
    let full = Self.file([#"{"at": 0}"#, #"{"at": 1}"#])
    let empty = Self.file([])
    #expect(Self.expectSame(old: full, new: empty))
    #expect(Self.expectSame(old: empty, new: full))
  }
}
