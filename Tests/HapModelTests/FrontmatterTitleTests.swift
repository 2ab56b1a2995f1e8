import Foundation
import HapModel
import Testing

/// Writing the frontmatter `title`: only the title's bytes change, and libyaml reads back
/// exactly the text written.
@Suite struct FrontmatterTitleTests {
  static let text = """
    ---
    # comment kept
    id: "tap"   # id comment
    title: Tap once
    spec: '0.1'
    tags: [a, b]   # tags
    ---
    Prose about *tap*.

    ```haptic
    {"haptic": "0.1", "id": "tap", "track": [{"at": 0, "type": "transient"}]}
    ```

    """

  /// Titles a user may type that a careless writer would get wrong.
  static let awkwardTitles = [
    "Double tap", "Note: tap", "# hash first", "a #b", "a#b", "  leading", "trailing  ",
    "it's \"quoted\"", "Café ☕️ 触覚", "", "true", "123", "0x1F", "1e3", "yes", "on", "1:30",
    "- dash", "[x]", "{x}", "a, b", "back\\slash", "tab\there", "ctrl\u{1}x", "del\u{7F}x",
    "nel\u{85}x", "line\u{2028}sep", "bom\u{FEFF}x", "null", "~", "@at", "`tick`", "% pct",
    "!tag", "&anchor", "*alias", "|pipe", ">gt", "?q", "multi\nline", "---", "...", " ", "'",
    "\"", ":", "emoji 🫨 end",
  ]

  func serialized(
    _ text: String = Self.text, title: String, edit: (inout HapticPattern) -> Void = { _ in }
  )
    throws -> (before: HapDocument, after: HapDocument)
  {
    let document = HapDocument(bytes: Array(text.utf8))
    var pattern = try #require(document.pattern)
    edit(&pattern)
    let bytes = try document.serialized(with: pattern, title: title)
    return (document, HapDocument(bytes: bytes))
  }

  func lines(_ document: HapDocument) -> [Substring] {
    String(decoding: document.bytes, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)
  }

  @Test("a typed title reads back exactly and only its line changes", arguments: awkwardTitles)
  func awkwardTitleRoundTrips(_ title: String) throws {
    let (before, after) = try serialized(title: title)
    #expect(after.frontmatter?.title == title)
    #expect(after.diagnostics == before.diagnostics)
    var expected = lines(before)
    var got = lines(after)
    #expect(got.count == expected.count)
    guard got.count == expected.count else { return }
    #expect(got[3].hasPrefix("title: "))
    expected.remove(at: 3)
    got.remove(at: 3)
    #expect(got == expected)
  }

  @Test func plainWhenSafeElseDoubleQuoted() throws {
    #expect(lines(try serialized(title: "Double tap").after)[3] == "title: Double tap")
    #expect(lines(try serialized(title: "Note: tap").after)[3] == "title: \"Note: tap\"")
    #expect(lines(try serialized(title: "").after)[3] == "title: \"\"")
    #expect(lines(try serialized(title: "ctrl\u{1}x").after)[3] == "title: \"ctrl\\x01x\"")
    #expect(lines(try serialized(title: "yes").after)[3] == "title: \"yes\"")
  }

  @Test func theAuthorsQuotesAreKept() throws {
    let double = Self.text.replacingOccurrences(of: "title: Tap once", with: "title: \"Tap once\"")
    #expect(lines(try serialized(double, title: "Tap").after)[3] == "title: \"Tap\"")
    let single = Self.text.replacingOccurrences(of: "title: Tap once", with: "title: 'Tap once'")
    #expect(lines(try serialized(single, title: "It's").after)[3] == "title: 'It''s'")
    // Single quotes cannot hold a control character: double quotes take over.
    let control = try serialized(single, title: "a\u{7}b").after
    #expect(lines(control)[3] == "title: \"a\\x07b\"")
    #expect(control.frontmatter?.title == "a\u{7}b")
  }

  @Test func anUnchangedTitleLeavesTheFileAlone() throws {
    let (before, after) = try serialized(title: "Tap once")
    #expect(after.bytes == before.bytes)
  }

  @Test func aMissingTitleIsAddedAfterTheIDLine() throws {
    let text = Self.text.replacingOccurrences(of: "title: Tap once\n", with: "")
    let (before, after) = try serialized(text, title: "New: title")
    var expected = lines(before)
    expected.insert("title: \"New: title\"", at: 3)
    #expect(lines(after) == expected)
    #expect(after.frontmatter?.title == "New: title")
  }

  @Test func anAddedTitleKeepsTheFilesLineEndings() throws {
    let text = Self.text.replacingOccurrences(of: "title: Tap once\n", with: "")
      .replacingOccurrences(of: "\n", with: "\r\n")
    let (before, after) = try serialized(text, title: "Tap")
    let output = String(decoding: after.bytes, as: UTF8.self)
    let original = String(decoding: before.bytes, as: UTF8.self)
    #expect(
      output
        == original.replacingOccurrences(
          of: "# id comment\r\n", with: "# id comment\r\ntitle: Tap\r\n"))
    #expect(after.frontmatter?.title == "Tap")
  }

  @Test func withoutAnIDTheTitleOpensTheFrontmatter() throws {
    let text = "---\nspec: '0.1'\n---\nProse.\n"
    let document = HapDocument(bytes: Array(text.utf8))
    let pattern = HapticPattern(
      id: "x", track: [TrackEvent(id: EventID(0), at: 0, type: .transient)])
    let output = try document.serialized(with: pattern, title: "First")
    #expect(
      String(decoding: output, as: UTF8.self).hasPrefix("---\ntitle: First\nspec: '0.1'\n---\n"))
  }

  @Test(
    "a folded, literal, multi-line, empty or list title becomes one scalar",
    arguments: [
      ("title: >-\n  A long\n  folded title\nspec: '0.1'", "title: New one\nspec: '0.1'"),
      ("title: |\n  Literal\n\n# between\nspec: '0.1'", "title: New one\n\n# between\nspec: '0.1'"),
      ("title: A long\n  plain title\nspec: '0.1'", "title: New one\nspec: '0.1'"),
      ("title: \"two\n  lines\"\nspec: '0.1'", "title: \"New one\"\nspec: '0.1'"),
      ("title:\nspec: '0.1'", "title: New one\nspec: '0.1'"),
      ("title: null   # none yet\nspec: '0.1'", "title: New one   # none yet\nspec: '0.1'"),
      ("title: [a, b]\nspec: '0.1'", "title: New one\nspec: '0.1'"),
    ])
  func oddTitlesAreReplaced(_ original: String, _ expected: String) throws {
    let text = Self.text.replacingOccurrences(of: "title: Tap once\nspec: '0.1'", with: original)
    let (before, after) = try serialized(text, title: "New one")
    #expect(before.frontmatter?.entry("title") != nil)
    let want = text.replacingOccurrences(of: original, with: expected)
    #expect(String(decoding: after.bytes, as: UTF8.self) == want)
    #expect(after.frontmatter?.title == "New one")
  }

  @Test func theTitleAndAnEditedBlockAreSavedTogether() throws {
    let (before, after) = try serialized(title: "Twice") {
      $0.id = "double-tap"
      $0.track?.append(TrackEvent(id: EventID(9), at: 100, type: .transient))
    }
    #expect(after.frontmatter?.title == "Twice")
    #expect(after.frontmatter?.id == "double-tap")
    #expect(after.pattern?.events.count == 2)
    #expect(lines(after)[0...1] == lines(before)[0...1])
    #expect(lines(after)[4...7] == lines(before)[4...7])
  }

  @Test func noFrontmatterOrAFlowMappingIsRefused() throws {
    let bare = HapDocument(
      bytes: Array("```haptic\n{\"haptic\": \"0.1\", \"id\": \"x\", \"track\": []}\n```\n".utf8))
    let pattern = HapticPattern(id: "x")
    #expect(throws: SaveError.self) { try bare.serialized(with: pattern, title: "T") }
    let flow = HapDocument(bytes: Array("---\n{id: x, spec: '0.1'}\n---\nProse.\n".utf8))
    do {
      _ = try flow.serialized(with: pattern, title: "T")
      Issue.record("a title line after a one-line mapping was written")
    } catch {
      #expect(error.reason == .frontmatter)
    }
    // A title already inside the flow mapping is rewritten in place.
    let inside = HapDocument(bytes: Array("---\n{id: x, title: Old}\n---\nProse.\n".utf8))
    let output = try inside.serialized(with: pattern, title: "New, with comma")
    #expect(HapDocument(bytes: output).frontmatter?.title == "New, with comma")
  }

  @Test func saveWritesTheTitleToDisk() throws {
    let folder = Fixture.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/tap.hap.md"
    try Data(Self.text.utf8).write(to: URL(fileURLWithPath: path))
    var document = HapDocument.read(path: path)
    let pattern = try #require(document.pattern)
    try document.save(pattern, title: "Saved: yes")
    let onDisk = try String(contentsOfFile: path, encoding: .utf8)
    #expect(onDisk == Self.text.replacingOccurrences(of: "Tap once", with: "\"Saved: yes\""))
    #expect(document.frontmatter?.title == "Saved: yes")
  }
}
