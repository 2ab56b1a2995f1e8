import Testing

@testable import HapRender

/// The verdict texts every platform shares are literals (so that threads share them without
/// counting them); each says what the text made from the values it names says (D420).
@Suite struct SharedVerdictTextTests {
  @Test func literalsSayWhatTheValuesMake() {
    #expect(
      EventVerdicts.intensityNote
        == "; not written: the default \(Decimal.text(PlayEvent.defaultIntensity)) "
        + "(DECISIONS.md D017)")
    #expect(
      EventVerdicts.sharpnessNote
        == "; not written: the default \(Decimal.text(PlayEvent.defaultSharpness)) "
        + "(DECISIONS.md D017)")
    #expect(
      EventVerdicts.ignoredDuration.reason
        == "the grammar ignores \(Construct.duration.rawValue) on transient events")
    #expect(
      EventVerdicts.ignoredCurve.reason
        == "the grammar ignores \(Construct.curve.rawValue) on transient events")
    for verdict in [
      EventVerdicts.ignoredDuration, EventVerdicts.ignoredCurve, EventVerdicts.noDuration,
      EventVerdicts.noLength,
    ] {
      #expect(verdict.status == .dropped)
    }
  }
}
