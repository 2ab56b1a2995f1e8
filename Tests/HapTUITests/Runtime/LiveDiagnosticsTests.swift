import HapModel
import Testing

@testable import HapTUI

@Suite("Live diagnostics find the event they are about")
struct LiveDiagnosticsTests {
  func position(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column, offset: 0)
  }

  @Test("a position maps to the event whose text holds it, by binary search")
  func eventIndex() {
    let locator = TrackEventLocator(
      starts: [position(10, 5), position(11, 5), position(11, 40), position(14, 5)],
      end: position(20, 3))
    #expect(locator.event(line: 9, column: 1) == nil)
    #expect(locator.event(line: 10, column: 5) == 0)
    #expect(locator.event(line: 11, column: 39) == 1)
    #expect(locator.event(line: 11, column: 41) == 2)
    #expect(locator.event(line: 19, column: 80) == 3)
    #expect(locator.event(line: 20, column: 3) == nil)
  }

  @Test("a warning inside the third event of a file names that event")
  func fromDocument() throws {
    let text = """
      ---
      id: close
      ---

      ```haptic
      { "haptic": "0.1", "id": "close", "track": [
        { "at": 0, "type": "transient", "intensity": 1 },
        { "at": 200, "type": "transient", "intensity": 1 },
        { "at": 203, "type": "transient", "intensity": 1 } ],
        "fallbacks": { "web": [20] } }
      ```

      """
    let document = HapDocument(bytes: Array(text.utf8), path: "close.hap.md")
    let live = LiveDiagnostics.from(document)
    let close = try #require(live.first { $0.code == "HAPW04" })
    let ids = document.pattern?.events.map(\.id) ?? []
    #expect(close.eventID == ids[2] || close.eventID == ids[1])
    #expect(
      live.filter { $0.code != "HAPW04" }.allSatisfy {
        $0.eventID == nil || ids.contains($0.eventID!)
      })
  }
}
