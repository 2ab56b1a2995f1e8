import Testing

@testable import HapSystem

/// A value handed to the exit arena outlives every other reference to it.
@Suite struct ExitArenaTests {
  /// An object whose lifetime the test watches through a weak reference.
  final class Probe: Sendable {}

  @Test func aKeptValueOutlivesItsLastReference() {
    weak var kept: Probe?
    weak var dropped: Probe?
    do {
      let probe = Probe()
      kept = probe
      ExitArena.keep(probe)
      let other = Probe()
      dropped = other
      _ = other
    }
    #expect(kept != nil)
    #expect(dropped == nil)
  }
}
