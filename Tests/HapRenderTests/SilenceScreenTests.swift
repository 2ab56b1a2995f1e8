import HapModel
import Testing

@testable import HapRender

/// HAPW03's screen never passes a profile the ladder's plan leaves silent, so the warnings are
/// those of planning every profile.
@Suite struct SilenceScreenTests {
  /// Generated patterns, the library, the samples, and web fallbacks at the screen's edges.
  static var patterns: [HapticPattern] {
    var edges: [HapticPattern] = []
    let webs: [[Int]] = [
      [], [0], [0, 100], [0, 100, 0], [-5, 10, 40], [-5], [30], [0, 0, 0, 20],
      Array(repeating: 0, count: 120) + [50], Array(repeating: 40, count: 120),
      [25_000], [0, 10, 25_000], Array(repeating: 0, count: 98) + [7, 0, 9],
    ]
    let intents: [String?] = [nil, "impact.light", "notification.error", "haptic.tap"]
    let endless = TrackEvent(id: EventID(1), at: 0, type: .continuous, intensity: 0.5)
    var negative = endless
    negative.duration = -40
    let tracks: [[TrackEvent]?] = [
      nil, [], [SamplePatterns.transient(0, 0.5, 0.5)], [SamplePatterns.transient(0, 0, 0)],
      [SamplePatterns.continuous(0, 0, 0.5)], [endless], [negative],
      [SamplePatterns.continuous(0, 0, 0.5), SamplePatterns.continuous(50, 80, 0.5)],
    ]
    for web in webs {
      for intent in intents {
        for track in tracks {
          for capability in [nil, "curve", "amplitude", "haptics"] {
            var pattern = HapticPattern(id: "edge", intent: intent, track: track)
            pattern.requiredCapability = capability
            pattern.fallbacks = Fallbacks(web: web)
            edges.append(pattern)
          }
        }
      }
    }
    return edges + PatternGenerator.patterns(400, seed: 0x51_1E)
      + PatternsLibraryRenderTests.patterns + SamplePatterns.all
  }

  @Test func screenedProfilesPlayOnTheWholePlan() {
    var wrong: [String] = []
    for (number, pattern) in Self.patterns.enumerated() {
      let undecided = SilenceScreen.undecided(pattern, among: SilenceScreen.actuated)
      let passed = SilenceScreen.actuated.filter { !undecided.contains($0) }
      let silent = Renderer.silentProfiles(of: pattern, among: passed)
      wrong += silent.map { "pattern \(number) (\(pattern.id)): \($0) is silent" }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10))")
  }

  @Test func warningsNameTheProfilesThePlanLeavesSilent() {
    for pattern in Self.patterns {
      let planned = Renderer.silentProfiles(of: pattern, among: SilenceScreen.actuated)
      let warned = RenderWarnings.silentProfiles(of: pattern).map(\.profile)
      #expect(warned == planned, "\(pattern)")
    }
  }

  @Test func theScreenSettlesTheCommonCases() {
    // An intent and a vibrating fallbacks.web settle every profile: nothing to plan.
    var pattern = SamplePatterns.doubleTap
    pattern.intent = "impact.light"
    pattern.fallbacks = Fallbacks(web: [30, 60, 30])
    #expect(SilenceScreen.undecided(pattern, among: SilenceScreen.actuated).isEmpty)
    // Without the intent, only the intent-only toolkits on native hosts are left to plan.
    pattern.intent = nil
    #expect(
      SilenceScreen.undecided(pattern, among: SilenceScreen.actuated).map(\.description) == [
        "react-native/ios", "react-native/android", "flutter/classic", "flutter/notifications",
        "flutter/android", "flutter/android-notifications",
      ])
  }
}
