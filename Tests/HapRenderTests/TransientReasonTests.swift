import HapTestSupport
import Testing

@testable import HapRender

/// iOS's transient reason, written in one go (D442), is the text its interpolation wrote.
@Suite struct TransientReasonTests {
  @Test func theReasonIsTheInterpolatedText() {
    var random = SplitMix64(seed: 42)
    let times =
      [0, 1, 9, 10, 999, 1_000, 1_001, 1_234, 59_999, 123_456_789, RenderInput.maximumTime]
      + (0..<500).map { _ in Int(random.next() % UInt64(RenderInput.maximumTime)) }
    let rows = [
      TableRow.cite(.transient, .ios), "", "é ✓ …", String(repeating: "row ", count: 40),
    ]
    for row in rows {
      for at in times {
        let expected =
          "CHHapticEvent(.hapticTransient) at \(Decimal.seconds(Double(at))) s (\(row))"
        #expect(TransientReason.text(at: at, row: row) == expected)
      }
    }
  }
}
