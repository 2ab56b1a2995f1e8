import HapTestSupport
import Testing

@testable import HapModel

/// Locating many places in one walk over the track gives what the locator's table gives for
/// each, in the order asked (D465).
@Suite struct TrackEventLocatorTests {
  @Test func oneWalkAgreesWithTheTable() throws {
    var random = SplitMix64(seed: 4_650)
    for round in 0..<30 {
      let elements = (0..<Int.random(in: 0...60, using: &random)).map { _ in
        JSONSpliceTests.element(&random, multiline: round % 2 == 0)
      }
      let document = HapDocument(bytes: JSONSpliceTests.file(elements), path: "p.hap.md")
      let locator = TrackEventLocator(document.tree)
      let lines = document.lines.lineCount
      var places = document.diagnostics.map { (line: $0.line, column: $0.column) }
      places += (0..<80).map { _ in
        (
          line: Int.random(in: 0...(lines + 2), using: &random),
          column: Int.random(in: 0...12, using: &random)
        )
      }
      places += locator.starts.map { (line: $0.line, column: $0.column) }
      places.shuffle(using: &random)
      let found = TrackEventLocator.events(at: places, in: document.tree)
      #expect(found == places.map { locator.event(line: $0.line, column: $0.column) })
      if !elements.isEmpty { #expect(found.contains { $0 != nil }, "round \(round)") }
    }
    #expect(TrackEventLocator.events(at: [(1, 1)], in: nil) == [nil])
  }
}
