import HapModel
import HapTestSupport
import Testing

@testable import HapTUI

/// Issue 22, item 5: an import's staircase of touching steps is not a stack of events.
@Suite("Picture: touching steps show no count, overlapping ones do")
struct StaircasePictureTests {
  /// A fan-like import: 60 touching hold steps of 10 ms rising and falling, then two spans
  /// that truly overlap.
  static let pattern: HapticPattern = {
    var events: [TrackEvent] = (0..<60).map { index in
      let level = 0.2 + 0.6 * Double(min(index, 59 - index)) / 30
      return EditorFixture.event(
        index + 1, .continuous, at: index * 10, intensity: (level * 100).rounded() / 100,
        sharpness: 0.5, duration: 10, curve: .hold)
    }
    events.append(
      EditorFixture.event(61, .continuous, at: 700, intensity: 0.5, sharpness: 0.5, duration: 100))
    events.append(
      EditorFixture.event(62, .continuous, at: 750, intensity: 0.3, sharpness: 0.5, duration: 100))
    return HapticPattern(id: "staircase", track: events)
  }()

  /// The grid at 120 × 40, zoomed out to 20 ms a column so every column holds two steps.
  static func screen() -> CellBuffer {
    var state = EditorFixture.state(pattern: pattern, monochrome: true)
    state.track.viewport = Viewport(start: 0, zoom: 4)
    return EditorScreen.render(state)
  }

  /// The plot rows of the track pane, left of the inspector.
  static func plotRows(_ buffer: CellBuffer) -> [String] {
    buffer.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).prefix(12)
      .map { String($0.prefix(80)) }
  }

  @Test("the staircase is drawn without digits; the overlapping pair carries a 2")
  func staircase() {
    let buffer = Self.screen()
    let rows = Self.plotRows(buffer)
    // Columns 5–34 hold the staircase (0–600 ms at 20 ms a column): no digit there.
    let stairs = rows.map { String($0.dropFirst(5).prefix(30)) }.joined()
    #expect(!stairs.contains { $0.isNumber }, "\(rows.joined(separator: "\n"))")
    // 750–800 ms is where the two spans overlap: columns 42–44 of the plot.
    let overlap = rows.map { String($0.dropFirst(5 + 37).prefix(3)) }.joined()
    #expect(overlap.contains("2"), "\(rows.joined(separator: "\n"))")
    SnapshotFolder.screens.check(buffer.text, named: "staircase-120x40")
  }

  @Test("spans that touch are not counted; one starting inside another is")
  func counts() {
    var touching = SpanOverlaps()
    #expect(touching.add(start: 0, end: 10).isEmpty)
    #expect(touching.add(start: 10, end: 20).isEmpty)
    var nested = SpanOverlaps()
    _ = nested.add(start: 0, end: 100)
    _ = nested.add(start: 10, end: 20)
    let third = nested.add(start: 15, end: 200)
    #expect(third.map(\.from) == [15, 20] && third.map(\.to) == [20, 100])
    #expect(third.map(\.playing) == [3, 2])
  }
}
