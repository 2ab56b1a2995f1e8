import HapModel
import Testing

@Suite struct DocumentReadingTests {
  @Test func readsFrontmatterBlockAndPattern() throws {
    let document = Fixture.document("double-tap.hap.md")
    #expect(document.isReadable)
    let frontmatter = try #require(document.frontmatter)
    #expect(frontmatter.id == "double-tap")
    #expect(frontmatter.spec == "0.1")
    #expect(frontmatter.version == "1.0.0")
    #expect(frontmatter.intent == "impact.rigid")
    #expect(frontmatter.requiredCapability == "amplitude")
    #expect(frontmatter.platforms == ["ios", "android", "web:best-effort"])
    #expect(frontmatter.tags == ["tap", "confirm"])
    #expect(frontmatter.feel == "Two crisp knocks, the second a little softer.")
    #expect(frontmatter.unknownKeys == ["owner"])
    #expect(frontmatter.entry("intent")?.keyPosition.line == 7)
    #expect(document.blocks.count == 1)
    #expect(document.block?.openingLine == 27)
    let pattern = try #require(document.pattern)
    #expect(pattern.id == "double-tap")
    #expect(pattern.intentToken == .impactRigid)
    #expect(pattern.events.map(\.at) == [0, 90])
    #expect(pattern.events.map(\.id) == [EventID(1), EventID(2)])
    #expect(pattern.events[1].intensity == 0.7)
    #expect(pattern.fallbacks?.web == [30, 60, 30])
    #expect(pattern.fallbacks?.reduced == "selection")
  }

  @Test func treePositionsAreFileLinesAndColumns() throws {
    let document = Fixture.document("double-tap.hap.md")
    let tree = try #require(document.tree)
    let track = try #require(tree.member("track", of: tree.root))
    let second = tree.children(of: track)[1]
    let intensity = try #require(tree.member("intensity", of: second))
    // Line 34 is `    { "at": 90, "type": "transient", "intensity": 0.7, ... }`.
    #expect(tree.nodes[intensity].position.line == 34)
    #expect(tree.nodes[intensity].position.column == 51)
  }

  @Test func keepsUnknownMembersEverywhere() throws {
    let document = Fixture.document("future-grammar.hap.md")
    let pattern = try #require(document.pattern)
    #expect(pattern.haptic == "0.2")
    #expect(pattern.extra.keys == ["x-top", "x-last"])
    #expect(pattern.events[0].extra.keys == ["x-event", "curve"])
    #expect(pattern.events[0].curve == nil)
    #expect(pattern.events[1].extra.keys == ["x-also"])
    #expect(pattern.fallbacks?.extra.keys == ["x-fallback"])
  }

  @Test func acceptsByteOrderMarkAndCRLF() throws {
    let document = Fixture.document("crlf-bom.hap.md")
    #expect(document.hasByteOrderMark)
    #expect(document.frontmatter?.id == "crlf-bom")
    #expect(document.pattern?.events.count == 1)
    #expect(document.errors.isEmpty, "\(document.errors)")
    let tree = try #require(document.tree)
    let intent = try #require(tree.member("intent", of: tree.root))
    #expect(tree.nodes[intent].position.line == 12)
    #expect(tree.nodes[intent].position.column == 13)
  }
}
