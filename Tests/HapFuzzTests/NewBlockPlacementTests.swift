import HapFuzzChecks
import HapModel
import Testing

/// A pattern saved into a file without a haptic block reads back, even when the file ends
/// inside something that would swallow an appended block (the first crash `make fuzz` found).
@Suite struct NewBlockPlacementTests {
  static let swallowingEnds: [String] = [
    "---\nid: t\n---\nprose\n\n```",
    "---\nid: t\n---\n~~~~ text\nstill code\n",
    "---\nid: t\n---\n<!--\na comment that never ends\n",
    "---\nid: t\n---\n<pre>\nnever closed\n",
    "\u{FEFF}---\r\nid: t\r\n---\r\n```\r\n",
    "no frontmatter\n```\n",
  ]

  @Test(arguments: swallowingEnds)
  func newBlockReadsBackAndTheFileIsKept(text: String) throws {
    let document = HapDocument(bytes: Array(text.utf8))
    #expect(document.block == nil)
    #expect(DocumentChecks.editViolations(of: document).isEmpty)
    // No intent: a block with one would also add its `intent:` mirror line to the
    // frontmatter (issue 11), a second insertion this check of one insertion does not expect.
    let pattern = HapticPattern(id: "t")
    let output = document.serialized(with: pattern)
    // Only an insertion: every byte of the file is still there, in order around it.
    let common = zip(output, document.bytes).prefix { $0 == $1 }.count
    let tail = document.bytes.count - common
    #expect(Array(output.suffix(tail)) == Array(document.bytes.suffix(tail)))
    let reread = HapDocument(bytes: output)
    #expect(
      reread.pattern.map(PatternEncoder.canonicalText) == PatternEncoder.canonicalText(of: pattern))
  }

  @Test func aFileThatEndsInTheOpenStillGetsTheBlockAppended() {
    let document = HapDocument(bytes: Array("---\nid: t\n---\n# Title\n".utf8))
    let output = document.serialized(with: HapticPattern(id: "t"))
    #expect(output.starts(with: document.bytes))
  }
}
