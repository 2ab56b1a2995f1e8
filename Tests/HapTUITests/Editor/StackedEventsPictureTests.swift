import HapModel
import Testing

@testable import HapTUI

/// Issue 11, item 16: events drawn in the same cell are not shown as one.
@Suite("Picture: a column holding several events says how many")
struct StackedEventsPictureTests {
  /// The plot of `events` in a 12 × 4 area at 10 ms a column, monochrome.
  func picture(_ events: [TrackEvent]) -> String {
    var buffer = CellBuffer(width: 12, height: 4)
    TrackPlot(
      events: events,
      longestDuration: TrackState.longestDuration(
        in: HapticPattern(
          id: "p", track: events)),
      viewport: Viewport(start: 0, zoom: 3), selection: [], errors: [], warnings: [],
      cursor: nil, playhead: nil, theme: .monochrome
    ).render(in: buffer.bounds, into: &buffer)
    return buffer.text
  }

  func tap(_ id: Int, at: Int, _ intensity: Double) -> TrackEvent {
    EditorFixture.event(id, .transient, at: at, intensity: intensity, sharpness: 0.5)
  }

  @Test("two taps at the same time and height show a 2 above the one stem drawn")
  func twoTaps() {
    let one = picture([tap(1, at: 20, 0.5), tap(3, at: 60, 0.5)])
    let two = picture([tap(1, at: 20, 0.5), tap(2, at: 20, 0.5), tap(3, at: 60, 0.5)])
    // Without the mark the two pictures would be the same: the second tap disappears.
    #expect(one != two)
    #expect(two == ["", "  2", "  ▓   ▓", "  ┃   ┃"].joined(separator: "\n"))
    #expect(one == ["", "", "  ▓   ▓", "  ┃   ┃"].joined(separator: "\n"))
  }

  @Test("three events in one column, a tap hidden under a taller one, and two spans")
  func counts() {
    let three = picture([tap(1, at: 50, 0.25), tap(2, at: 51, 1), tap(3, at: 55, 0.5)])
    #expect(three.split(separator: "\n", omittingEmptySubsequences: false)[0] == "     3")
    let spans = picture([
      EditorFixture.event(1, .continuous, at: 0, intensity: 0.5, sharpness: 0.5, duration: 30),
      EditorFixture.event(2, .continuous, at: 0, intensity: 0.5, sharpness: 0.5, duration: 30),
    ])
    let rows = spans.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows[1] == "222", "\(spans)")
    #expect(TrackPlot.stackMark(12) == "+")
  }

  @Test("a tap over a continuous event is two kinds in one column: no mark, both visible")
  func tapOnSpanIsNotAStack() {
    let drawn = picture([
      EditorFixture.event(1, .continuous, at: 0, intensity: 0.25, sharpness: 0.5, duration: 60),
      tap(2, at: 20, 1),
    ])
    #expect(!drawn.contains { $0.isNumber }, "\(drawn)")
  }
}
