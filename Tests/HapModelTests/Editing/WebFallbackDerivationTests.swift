import Testing

@testable import HapModel

@Suite("Deriving fallbacks.web")
struct WebFallbackDerivationTests {
  @Test("continuous events keep their length, transients become short pulses, silence between")
  func derive() {
    let events = [
      EditingFixture.transient(1, at: 100, intensity: 1),
      EditingFixture.continuous(2, at: 200, duration: 150),
      EditingFixture.transient(3, at: 400, intensity: 0),
    ]
    #expect(WebFallbackDerivation.derive(from: events) == [50, 50, 150])
  }

  /// Issue 20 item 9: a light transient or a short continuous event still gives a pulse the
  /// web profile's motor renders (30 ms), never the 10 ms one that is not felt.
  @Test("no derived pulse is shorter than the web profile's minimum")
  func minimumPulse() {
    let events = [
      EditingFixture.transient(1, at: 0, intensity: 0.05),
      EditingFixture.continuous(2, at: 200, duration: 8),
    ]
    let derived = WebFallbackDerivation.derive(from: events)
    #expect(derived == [31, 169, 30])
    let pulses = derived.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    #expect(pulses.allSatisfy { $0 >= WebFallbackDerivation.minimumPulse }, "\(derived)")
    #expect(WebFallbackDerivation.minimumPulse == 30)
  }

  @Test("overlapping events merge into one pulse")
  func merge() {
    let events = [
      EditingFixture.continuous(1, at: 0, duration: 100), EditingFixture.transient(2, at: 50),
      EditingFixture.continuous(3, at: 90, duration: 60),
    ]
    #expect(WebFallbackDerivation.derive(from: events) == [150])
  }

  @Test("browser limits hold: at most 99 entries and 10 s per entry")
  func limits() {
    let many = (0..<300).map { EditingFixture.transient($0, at: $0 * 100 + ($0 % 7) * 3) }
    let derived = WebFallbackDerivation.derive(from: many)
    #expect(derived.count <= WebFallbackDerivation.maximumEntries)
    #expect(derived.count % 2 == 1)
    let long = WebFallbackDerivation.derive(from: [
      EditingFixture.continuous(1, at: 0, duration: 25_000)
    ])
    #expect(long == [10_000, 0, 10_000, 0, 5_000])
  }
}
