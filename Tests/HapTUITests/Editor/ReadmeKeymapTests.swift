import Glibc
import HapTestSupport
import Testing

@testable import HapTUI

@Suite("README keymap")
struct ReadmeKeymapTests {
  static let start = "<!-- keymap:start -->\n"
  static let end = "<!-- keymap:end -->"

  @Test(
    "the README's keymap is the one the key tables generate (HAPTUI_RECORD=1 rewrites it)"
  )
  func readmeMatches() throws {
    let path = Repository.root + "/README.md"
    let readme = try #require(TextFile.read(path))
    let generated = KeyMap.standard.markdown(order: HelpWidget.order)
    let startRange = try #require(readme.range(of: Self.start))
    let endRange = try #require(readme.range(of: Self.end))
    let current = String(readme[startRange.upperBound..<endRange.lowerBound])
    if SnapshotFolder.isRecording {
      TextFile.write(
        String(readme[..<startRange.upperBound]) + generated
          + String(readme[endRange.lowerBound...]), to: path)
      return
    }
    #expect(
      current == generated, "README keymap is stale:\n\(SnapshotFolder.diff(current, generated))")
  }
}
