import HapModel
import Testing

/// `FrontmatterEntry.isStringList` says what `stringListValue != nil` says, without the list
/// (D396), for the values a frontmatter line can hold.
@Suite struct FrontmatterListTests {
  @Test func agreesWithTheListOnEveryKindOfValue() throws {
    let values = [
      "[ios, android]", "[]", "[a, 1, 2.5, true]", "[a, null]", "[a, [b]]", "[a, {b: c}]",
      "{a: b}", "word", "null", "3", "\"quoted\"", "\n  - a\n  - b", "\n  - a\n  - {b: c}",
    ]
    var seen = Set<Bool>()
    for value in values {
      let text = "---\nid: tap\ntags: \(value)\n---\n# Tap\n"
      let document = HapDocument(bytes: Array(text.utf8), checking: false)
      let entry = try #require(document.frontmatter?.entry("tags"), "\(value)")
      #expect(entry.isStringList == (entry.stringListValue != nil), "\(value)")
      seen.insert(entry.isStringList)
    }
    #expect(seen == [true, false])
  }
}
