import Testing

@testable import HapModel

/// The tables a long track's checks keep per event stay small: they are alive through every
/// rule, beside the tree and the file (D465).
@Suite struct CheckTableSizeTests {
  @Test func aTimedEventTakesThreeWords() {
    #expect(MemoryLayout<TimedEvent>.stride == 24)
    let event = TimedEvent(number: 100_000, at: 11_245_100, type: .continuous, duration: 30)
    #expect(event.number == 100_000)
    #expect(event.end == 11_245_130)
  }
}
