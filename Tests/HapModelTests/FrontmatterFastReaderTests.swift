import Foundation
import Testing

@testable import HapModel

/// The libyaml-free reader of plain frontmatter (D306) gives exactly libyaml's entries for
/// every text it accepts, accepts a pattern's usual frontmatter, and gives up on the rest.
@Suite struct FrontmatterFastReaderTests {
  /// The YAML between the `---` lines of `text` (a whole file), read both ways.
  static func both(_ text: String) -> (
    fast: FrontmatterReader.Result?, libyaml: FrontmatterReader.Result
  )? {
    let lines = LineIndex(Array(text.utf8))
    guard case .found(let range, _, _, _) = FrontmatterSplit.locate(in: lines) else { return nil }
    return (
      FrontmatterFastReader(lines: lines, yamlRange: range).read(),
      FrontmatterReader(lines: lines, yamlRange: range).readWithLibYAML()
    )
  }

  static func file(_ yaml: String) -> String { "---\n" + yaml + "---\n\nProse.\n" }

  static let usual = """
    id: pattern-12
    title: Pattern pattern-12
    spec: "0.1"
    version: 1.0.3
    category: feedback
    intent: impact.light
    requiredCapability: null
    platforms: [ios, android, web:best-effort]
    tags: [generated, benchmark, tap]
    feel: A short crisp tap, when the user (gently) fires; then settles!

    """

  @Test func aPatternsUsualFrontmatterIsReadWithoutLibYAMLAsLibYAMLReadsIt() throws {
    let read = try #require(Self.both(Self.file(Self.usual)))
    let fast = try #require(read.fast, "the usual frontmatter is in the subset")
    #expect(fast.entries == read.libyaml.entries)
    #expect(fast.diagnostics.isEmpty && read.libyaml.diagnostics.isEmpty)
    #expect(!fast.failed && !read.libyaml.failed)
  }

  /// Lines to mix: most in the subset, some just outside it.
  static let lines = [
    "id: a-b", "title: Two  spaces", "spec: \"0.1\"", "spec: \"\"", "version: 1.0",
    "version: 1", "intent: null", "intent: ~", "flag: true", "flag: yes", "n: 0x1F",
    "n: -1", "n: .5", "n: 1e3", "n: .inf", "list: []", "list: [a]", "list: [1, 2.5, null]",
    "list: [web:best-effort, a.b]", "list: [a:, b]", "list: [a:b:c]", "list: [:a]", "list: [a,b]",
    "list: [ a ]", "list: [a, [b]]",
    "text: a: b", "text: a #c", "text: a#c", "text: it's", "text: say \"x\"", "text: tab\there",
    "text: trailing ", "text: (x) = y + z; ok? fine!", "text: a, b", "text: -x", "text: x-",
    "quoted: \"a\\\"b\"", "quoted: \"a 'b' c\"", "quoted: 'single'", "key_1: v",
    "Key-2: v", "  indented: v", "key:", "key:  two", "- item", "# comment", "é: v",
    "text: é", "k: [a, b, c, d, e, f, g]", "k: {a: 1}", "k: &x v", "k: *x", "k: !!str 1",
    "k: |", "dup: 1",
  ]

  @Test func anyTextItAcceptsReadsAsLibYAMLReadsIt() throws {
    var generator = SystemRandomNumberGenerator()
    var accepted = 0
    for _ in 0..<10_000 {
      var chosen: [String] = []
      for _ in 0..<Int.random(in: 1...8, using: &generator) {
        chosen.append(Self.lines.randomElement(using: &generator)!)
        if Int.random(in: 0..<6, using: &generator) == 0 { chosen.append("") }
      }
      let yaml = chosen.joined(separator: "\n") + "\n"
      let read = try #require(Self.both(Self.file(yaml)))
      guard let fast = read.fast else { continue }
      accepted += 1
      #expect(fast.entries == read.libyaml.entries, "\(yaml)")
      #expect(
        fast.diagnostics.map(\.message) == read.libyaml.diagnostics.map(\.message), "\(yaml)")
      #expect(fast.failed == read.libyaml.failed, "\(yaml)")
    }
    #expect(accepted > 700, "the subset is met often enough to be compared")
  }

  @Test func whatItGivesUpOnIsLeftToLibYAML() throws {
    for yaml in [
      "id: a\nid: b\n", "id: a # c\n", "id: [a, {b: c}]\n", "id: |\n  x\n", "id: a\r\n",
      "\n", "id: \"a\\nb\"\n", "- a\n",
    ] {
      let read = try #require(Self.both(Self.file(yaml)))
      #expect(read.fast == nil, "\(yaml)")
    }
  }
}
