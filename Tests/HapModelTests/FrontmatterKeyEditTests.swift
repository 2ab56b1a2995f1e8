import HapModel
import Testing

/// Setting, adding and removing one frontmatter key (`audio:`) changes only that key's bytes.
@Suite struct FrontmatterKeyEditTests {
  static let file = """
    ---
    id: tap   # the id
    title: 'Tap'
    tags: [a, b]
    ---

    # Tap
    """

  func set(_ value: String?, in text: String = file) throws(SaveError) -> String {
    String(
      decoding: try FrontmatterKeyEdit.setting(
        "audio", to: value, in: Array(text.utf8), file: "tap.hap.md"), as: UTF8.self)
  }

  @Test func aMissingKeyGoesBeforeTheClosingLine() throws {
    let edited = try set("sounds/Button 1.wav")
    #expect(
      edited
        == Self.file.replacing("tags: [a, b]\n", with: "tags: [a, b]\naudio: sounds/Button 1.wav\n")
    )
    // A value YAML could misread is quoted; CRLF files keep their line endings.
    let crlf = Self.file.replacing("\n", with: "\r\n")
    let quoted = try set("yes: no.wav", in: crlf)
    #expect(quoted.contains("tags: [a, b]\r\naudio: \"yes: no.wav\"\r\n---\r\n"))
  }

  @Test func anExistingValueIsReplacedInPlaceKeepingItsQuotes() throws {
    let with = Self.file.replacing("title: 'Tap'\n", with: "title: 'Tap'\naudio: 'old.wav' # src\n")
    let edited = try set("new.wav", in: with)
    #expect(edited == with.replacing("'old.wav'", with: "'new.wav'"))
    #expect(try set("old.wav", in: with) == with, "unchanged when it already reads so")
  }

  @Test func removingTakesTheWholeLineAndNothingElse() throws {
    let with = Self.file.replacing("title: 'Tap'\n", with: "title: 'Tap'\naudio: old.wav\n")
    #expect(try set(nil, in: with) == Self.file)
    #expect(try set(nil) == Self.file, "nothing to remove")
  }

  @Test func refusalsNameTheFileAndTheFix() {
    #expect(throws: SaveError.self) { try set("a.wav", in: "# no frontmatter\n") }
    do {
      _ = try set("a.wav", in: "---\nid: x\naudio: [a, b]\n---\n")
      Issue.record("a list value was rewritten")
    } catch {
      #expect(error.message.hasPrefix("tap.hap.md: `audio:` is not a one-line value"))
    }
    do {
      _ = try set("a.wav", in: "---\nid: x\naudio: a\naudio: b\n---\n")
      Issue.record("a repeated key was rewritten")
    } catch {
      #expect(error.message.contains("appears 2 times"))
    }
  }
}
