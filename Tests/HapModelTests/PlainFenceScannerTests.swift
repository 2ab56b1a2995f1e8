import Testing

@testable import HapModel

/// The cmark-free fence scanner (D307) finds exactly cmark's haptic blocks in every body it
/// accepts, accepts a pattern's usual body, and leaves containers and odd fences to cmark.
@Suite struct PlainFenceScannerTests {
  /// The blocks of `text` found both ways, and whether the scanner accepted the body.
  static func both(_ text: String, frontmatter: Bool) -> (
    scanned: [FencedBlock]?, accepted: Bool, cmark: [FencedBlock]?
  ) {
    let file = (frontmatter ? "---\nid: x\n---\n" : "") + text
    let lines = LineIndex(Array(file.utf8))
    let bodyStart = frontmatter ? 14 : lines.lineStarts[0]
    return (
      BlockLocator.blocks(in: lines, bodyStart: bodyStart),
      PlainFenceScanner.fences(in: lines, bodyStart: bodyStart) != nil,
      BlockLocator.blocksWithCmark(in: lines, bodyStart: bodyStart)
    )
  }

  static let usual = """
    # A crisp tap

    A short tap for a confirmed action; *light*, never `buzzy`.

    ```haptic
    {
      "haptic": "0.1",
      "track": [
        { "at": 0, "type": "transient", "intensity": 1.0, "sharpness": 0.5 }
      ]
    }
    ```

    After the block, more prose.

    """

  @Test func aPatternsUsualBodyIsScannedAsCmarkReadsIt() throws {
    let read = Self.both(Self.usual, frontmatter: true)
    #expect(read.accepted)
    let blocks = try #require(read.scanned)
    #expect(blocks.count == 1)
    #expect(blocks == read.cmark)
    #expect(blocks.first?.fencePosition.line == 8)
    let content = String(decoding: blocks.first?.content ?? [], as: UTF8.self)
    #expect(content.hasPrefix("{\n"))
  }

  /// Lines to mix: prose, fences of every kind, closings that do and do not close, and lines
  /// the scanner must leave to cmark.
  static let lines = [
    "Prose line.", "Prose with `code` and *stars*.", "# Heading", "", "", "   ", "\t",
    "```haptic", "```haptic", "``` haptic extra", "```haptic\t", "````haptic", "~~~haptic",
    "~~~ haptic `ok`", "```hap", "```", "```", "````", "~~~", "~~~~", "   ```", "    ```",
    "``` ", "```  \t", "```x", "``", "``haptic", "```haptic`x", "```haptic\\x", "```&amp;",
    "{", "  \"at\": 0,", "}", "[1, 2]", "é accent", "____", "===", "a: b",
    "- item", "* item", "+ item", "1. item", "> quote", "<div>", "    indented", "  two spaces",
    "\tcode", "line\r", "nul\u{0}", "- item", "- `code` item", "- ```haptic", "- ~~~", "-  two",
    "-\ttab", "- - x", "- > q", "- 1. x", "- <b>", "- ", "-", "- # h", "-item", "- * x",
    "- + x", "- [ ] task", "- é", "- a: b",
  ]

  @Test func anyBodyItAcceptsHasCmarksBlocks() {
    var generator = SystemRandomNumberGenerator()
    var accepted = 0
    var withBlocks = 0
    for round in 0..<6_000 {
      var chosen: [String] = []
      for _ in 0..<Int.random(in: 1...12, using: &generator) {
        chosen.append(Self.lines.randomElement(using: &generator)!)
      }
      let ending = Int.random(in: 0..<5, using: &generator) == 0 ? "" : "\n"
      let text = chosen.joined(separator: "\n") + ending
      let read = Self.both(text, frontmatter: round % 2 == 0)
      if read.accepted {
        accepted += 1
        if read.scanned?.isEmpty == false { withBlocks += 1 }
      }
      #expect(read.scanned == read.cmark, "\(text.debugDescription)")
    }
    #expect(accepted > 600, "plain bodies are met often enough to be compared")
    #expect(withBlocks > 200, "and many of them hold a haptic block")
  }

  @Test func containersAndOddFencesAreLeftToCmark() {
    for text in [
      "- ```haptic\n  {}\n  ```\n", "> ```haptic\n> {}\n> ```\n", "  ```haptic\n{}\n```\n",
      "<div>\n```haptic\n{}\n```\n</div>\n", "1. x\n", "```haptic`\n{}\n```\n",
      "```haptic\n{}", "a\r\n```haptic\n{}\n```\n", "\u{FEFF}```haptic\n{}\n```\n",
    ] {
      let read = Self.both(text, frontmatter: true)
      #expect(!read.accepted, "\(text.debugDescription)")
      #expect(read.scanned == read.cmark, "\(text.debugDescription)")
    }
  }

  /// An import's report is a list of plain items (D457): scanned, as cmark reads it.
  @Test func plainListItemsAreScannedAsCmarkReadsThem() throws {
    let text =
      "# Imported\n\n## What the import changed\n\n- approximated: sound: WAV, 48000 Hz\n"
      + "- dropped: `curve` of event 3\n- kept [all]\nlazy line\n\n" + Self.usual
      + "- after\n```haptic\n{}\n```\n"
    let read = Self.both(text, frontmatter: true)
    #expect(read.accepted)
    let blocks = try #require(read.scanned)
    #expect(blocks.count == 2)
    #expect(blocks == read.cmark)
  }

  @Test func moreProseThanTheLimitIsLeftToCmark() {
    let prose = String(repeating: "word ", count: PlainFenceScanner.proseLimit / 5 + 10)
    let read = Self.both(prose + "\n```haptic\n{}\n```\n", frontmatter: true)
    #expect(!read.accepted)
    #expect(read.scanned == read.cmark)
  }
}
