import Glibc
import Testing

@testable import HapTUI

/// docs/editor.md carries the keymap the key tables generate, between two markers.
@Suite("Editor manual keymap")
struct KeymapDocTests {
  static let start = "<!-- keymap:start -->\n"
  static let end = "<!-- keymap:end -->"

  @Test(
    "docs/editor.md's keymap is the one the key tables generate (HAPTUI_RECORD_SNAPSHOTS=1 rewrites it)"
  )
  func editorManualMatches() throws {
    let path = TemporaryFolder.packageRoot + "/docs/editor.md"
    let manual = try #require(Snapshot.read(path))
    let generated = KeyMap.standard.markdown(order: HelpWidget.order)
    let startRange = try #require(manual.range(of: Self.start))
    let endRange = try #require(manual.range(of: Self.end))
    let current = String(manual[startRange.upperBound..<endRange.lowerBound])
    if Snapshot.isRecording {
      Snapshot.write(
        String(manual[..<startRange.upperBound]) + generated
          + String(manual[endRange.lowerBound...]), to: path)
      return
    }
    #expect(
      current == generated, "docs/editor.md keymap is stale:\n\(Snapshot.diff(current, generated))")
  }
}
