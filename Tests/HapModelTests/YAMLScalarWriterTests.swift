import Testing

@testable import HapModel

/// Which texts go out plain, which quoted, and how the escapes read.
@Suite struct YAMLScalarWriterTests {
  @Test(
    "plain only when no YAML reader could read it as something else",
    arguments: [
      ("Double tap", true), ("Café ☕️ 触覚", true), ("a#b", true), ("don't", true),
      ("yes", false), ("On", false), ("1:30", false), ("0x1F", false), ("1_000", false),
      ("-1", false), (".5", false), ("null", false), ("~", false), ("true", false),
      ("Note: tap", false), ("a #b", false), ("[x]", false), ("a, b", false), ("", false),
      (" lead", false), ("trail ", false), ("tab\there", false), ("'quoted'", false),
      ("- item", false), ("bom\u{FEFF}", false), ("nel\u{85}", false),
    ])
  func plainSafety(_ text: String, _ plain: Bool) {
    #expect(YAMLScalarWriter.isPlainSafe(text) == plain, "\(text)")
  }

  @Test func escapesAreWhatYAMLDefines() {
    #expect(YAMLScalarWriter.doubleQuoted("a\"b\\c") == #""a\"b\\c""#)
    #expect(YAMLScalarWriter.doubleQuoted("\u{1}\u{7F}\u{9F}") == #""\x01\x7F\x9F""#)
    #expect(YAMLScalarWriter.doubleQuoted("\u{85}\u{2028}\u{2029}\u{FEFF}") == #""\N\L\P\uFEFF""#)
    #expect(YAMLScalarWriter.doubleQuoted("\n\t\r\u{0}") == #""\n\t\r\0""#)
    #expect(YAMLScalarWriter.singleQuoted("it's") == "'it''s'")
    #expect(!YAMLScalarWriter.canSingleQuote("bell\u{7}"))
  }
}
