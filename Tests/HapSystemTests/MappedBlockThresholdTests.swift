import HapSystem
import Testing

/// The allocator takes the fixed threshold `validate` sets (D465).
@Suite struct MappedBlockThresholdTests {
  @Test func theAllocatorTakesTheThreshold() {
    #expect(MappedBlockThreshold.hold())
    // Holding it again changes nothing and is taken again.
    #expect(MappedBlockThreshold.hold())
  }
}
