import Testing

@testable import HapCLI

/// The names `PatternFiles` shows for files are those of the character-by-character
/// expressions they replace (D263), for ASCII paths and for the others.
@Suite struct PatternFilesNameTests {
  static let paths = [
    "", "/", "///", "a", "a/", "a//", "/a", "dir/file.hap.md", "/tmp/x/y/pattern-1.hap.md",
    "dir/sub/", "d\u{e9}j\u{e0}/vu.hap.md", "a/\u{301}b.hap.md", "a\r/\nb", "a/b\r\n/c",
    "./x.hap.md", "x/./y", "e\u{301}/f",
  ]

  @Test func lastComponentIsTheLastPartSplitBySlashes() {
    for path in Self.paths {
      let expected = path.split(separator: "/").last.map(String.init) ?? path
      #expect(PatternFiles.lastComponent(of: path) == expected, "\(path.debugDescription)")
    }
  }

  @Test func namesDropTheFolderByCharacters() {
    for path in Self.paths {
      for count in [0, 1, 2, 3, 4, 40] {
        let expected = String(path.dropFirst(count))
        #expect(
          PatternFiles.name(of: path, dropping: count) == expected,
          "\(path.debugDescription) \(count)")
      }
    }
  }
}
