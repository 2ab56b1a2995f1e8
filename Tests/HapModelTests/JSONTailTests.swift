import HapTestSupport
import Testing

@testable import HapModel

/// A long text read in two halves on two threads (D465) gives exactly the tree one thread
/// reads (every value, name, position and end), or exactly its error.
@Suite struct JSONTailTests {
  /// A pattern-like JSON text whose track holds `elements`, one after another on lines of
  /// their own, with `lineBreak` between lines and `indent` before each element.
  static func text(_ elements: [String], lineBreak: String = "\n", indent: String = "    ")
    -> [UInt8]
  {
    let track = elements.map { indent + $0 }.joined(separator: "," + lineBreak)
    let lines = [
      "{", "  \"haptic\": \"0.1\",", "  \"track\": [", track, "  ],",
      "  \"requiredCapability\": \"basic\"", "}",
    ]
    return Array(lines.joined(separator: lineBreak).utf8)
  }

  /// What reading gives, as comparable lines: every value's fields, or the error.
  static func outcome(_ result: Result<JSONTree, JSONSyntaxError>) -> [String] {
    switch result {
    case .success(let tree): return JSONSpliceTests.values(tree)
    case .failure(let error):
      let place = error.position
      return [
        "error \(error.message) \(place.line):\(place.column)@\(place.offset) "
          + "\(error.exceedsLimit)"
      ]
    }
  }

  /// One thread's reading of `bytes`.
  static func alone(_ bytes: [UInt8], limit: Int = JSONParser.valueLimit) -> [String] {
    outcome(Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes, limit: limit) })
  }

  @Test func halvesReadTheSameTreeAsOneThread() {
    var random = SplitMix64(seed: 465)
    var split = 0
    for round in 0..<40 {
      let count = Int.random(in: 200...2_000, using: &random)
      let multiline = round % 3 == 0
      let elements = (0..<count).map { _ in
        JSONSpliceTests.element(&random, multiline: multiline)
      }
      let bytes = Self.text(
        elements, lineBreak: round % 4 == 1 ? "\r\n" : "\n", indent: round % 5 == 2 ? "\t" : "  ")
      let halves = JSONParser.parseInHalves(bytes, splitSize: 0)
      #expect(Self.outcome(halves.result) == Self.alone(bytes), "round \(round)")
      // Every line opening an object after a comma starts an element here, so a guess is
      // always taken.
      let guessed = bytes.withUnsafeBufferPointer { JSONTail.splitPoint(in: $0) } != nil
      #expect(halves.split == guessed, "round \(round)")
      if halves.split { split += 1 }
    }
    #expect(split >= 35)
  }

  @Test func aGuessInsideAnInnerArrayReadsOnlyThatArrayAhead() throws {
    let inner = (0..<400).map { #"{"at": \#($0), "v": [1, 2.5, "é"]}"# }
    let rows = (0..<3).map { _ in "[\n" + inner.joined(separator: ",\n") + "\n]" }
    let bytes = Array(("{\"rows\": [" + rows.joined(separator: ", ") + "], \"after\": true}").utf8)
    let halves = JSONParser.parseInHalves(bytes, splitSize: 0)
    #expect(halves.split)
    #expect(Self.outcome(halves.result) == Self.alone(bytes))
    let tree = try halves.result.get()
    #expect(tree.childCount(of: tree.member("rows", of: 0)!) == 3)
  }

  @Test func brokenTextsGiveTheSameErrorOnEitherSide() {
    var random = SplitMix64(seed: 7)
    let elements = (0..<300).map { _ in JSONSpliceTests.element(&random, multiline: false) }
    let original = Self.text(elements)
    let middle = original.count / 2
    let replacements = Array("{}[],:\"\\ 0a\n-.e".utf8)
    var differed = 0
    for round in 0..<400 {
      var bytes = original
      // Half the mutations near where the second half is guessed to start.
      let position =
        round % 2 == 0
        ? Int.random(in: max(0, middle - 200)..<min(bytes.count, middle + 2_000), using: &random)
        : Int.random(in: 0..<bytes.count, using: &random)
      switch round % 3 {
      case 0: bytes.remove(at: position)
      case 1: bytes.insert(bytes[position], at: position)
      default: bytes[position] = replacements.randomElement(using: &random)!
      }
      let halves = JSONParser.parseInHalves(bytes, splitSize: 0)
      let expected = Self.alone(bytes)
      #expect(Self.outcome(halves.result) == expected, "round \(round)")
      if expected.count == 1 { differed += 1 }
    }
    // Most mutants break the grammar; the check above covered their errors.
    #expect(differed > 150)
  }

  @Test func theValueLimitHoldsAcrossTheHalves() {
    let elements = (0..<500).map { #"{"type": "transient", "at": \#($0 * 10)}"# }
    let bytes = Self.text(elements)
    let total = JSONSpliceTests.values(try? JSONParser.parse(bytes)).count
    for limit in [10, total / 2, total * 3 / 4, total - 1, total, total + 1] {
      let halves = JSONParser.parseInHalves(bytes, limit: limit, splitSize: 0)
      let expected = Self.alone(bytes, limit: limit)
      #expect(Self.outcome(halves.result) == expected, "limit \(limit)")
      #expect((expected.count == 1) == (limit < total), "limit \(limit)")
    }
  }

  /// Long enough for both halves and for the schema checked beside the other rules.
  @Test func aLongDocumentReadOnTwoThreadsIsTheSameDocument() throws {
    var random = SplitMix64(seed: 23)
    let elements = (0..<max(18_000, BlockValidator.besideSize + 1)).map { _ in
      JSONSpliceTests.element(&random, multiline: false)
    }
    let file = JSONSpliceTests.file(elements)
    let one = HapDocument(bytes: file, path: "long.hap.md")
    let two = HapDocument(bytes: file, path: "long.hap.md", threads: 2)
    let content = Array(try #require(two.blocks.first).content)
    #expect(content.count >= JSONTail.splitSize)
    #expect(JSONParser.parseInHalves(content, splitSize: JSONTail.splitSize).split)
    #expect(JSONSpliceTests.values(two.tree) == JSONSpliceTests.values(one.tree))
    #expect(two.diagnostics == one.diagnostics)
    #expect(two.pattern == one.pattern)
    // Schema errors (an array element, HAP002) and usage warnings among them.
    #expect(Set(one.diagnostics.map(\.code)).count >= 3)
    #expect(one.diagnostics.contains { $0.code == "HAP002" })
  }
}
