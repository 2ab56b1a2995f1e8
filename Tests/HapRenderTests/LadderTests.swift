import HapModel
import Testing

@testable import HapRender

/// Every rung on every platform, the two user settings, and tokens 0.1 does not know.
@Suite struct LadderTests {
  typealias S = SamplePatterns

  static let intentOnly = HapticPattern(id: "tap", intent: "impact.light")
  static let trackOnly = HapticPattern(id: "buzz", track: [S.continuous(0, 200, 0.7, 0.5)])
  static let webOnly = HapticPattern(id: "web", fallbacks: Fallbacks(web: [40, 60, 40]))
  static let everything = HapticPattern(
    id: "all", intent: "impact.heavy", track: [S.transient(0, 1, 0.2)],
    fallbacks: Fallbacks(web: [50], reduced: "selection"))
  static let empty = HapticPattern(id: "empty")

  static func rung(
    _ pattern: HapticPattern, _ platform: Platform, _ profile: String? = nil,
    settings: RenderSettings = .standard
  ) -> Rung {
    let chosen =
      profile.flatMap { DeviceProfile.named($0, platform: platform) }
      ?? DeviceProfile.defaultProfile(for: platform)
    return Renderer.render(pattern, profile: chosen, settings: settings).rung
  }

  @Test func iosReachesEveryRung() {
    #expect(Self.rung(Self.everything, .ios) == .intent)
    #expect(Self.rung(Self.trackOnly, .ios) == .track)
    #expect(Self.rung(Self.webOnly, .ios) == .web)
    #expect(Self.rung(Self.everything, .ios, settings: RenderSettings(reduced: true)) == .reduced)
    #expect(Self.rung(Self.everything, .ios, "no-taptic") == .silent)
    #expect(Self.rung(Self.empty, .ios) == .silent)
  }

  @Test func androidReachesEveryRung() {
    #expect(Self.rung(Self.everything, .android) == .intent)
    #expect(Self.rung(Self.trackOnly, .android) == .track)
    #expect(Self.rung(Self.webOnly, .android) == .web)
    #expect(Self.rung(Self.intentOnly.with(web: [30]), .android, "legacy") == .web)
    #expect(
      Self.rung(Self.everything, .android, settings: RenderSettings(reduced: true)) == .reduced)
    #expect(Self.rung(Self.intentOnly, .android, "legacy") == .silent)
    var needsAmplitude = Self.trackOnly
    needsAmplitude.requiredCapability = "amplitude"
    #expect(Self.rung(needsAmplitude, .android, "amplitude") == .track)
    #expect(Self.rung(needsAmplitude, .android, "basic") == .silent)
  }

  @Test func webPlaysOnlyFallbacksWeb() {
    #expect(Self.rung(Self.everything, .web) == .web)
    #expect(Self.rung(Self.intentOnly, .web) == .silent)
    #expect(Self.rung(Self.trackOnly, .web) == .silent)
    #expect(Self.rung(Self.everything, .web, "ios-safari") == .silent)
    #expect(Self.rung(Self.everything, .web, "desktop") == .silent)
    // The reduced token has no native primitive on the web, so reduced feedback is silent.
    #expect(Self.rung(Self.everything, .web, settings: RenderSettings(reduced: true)) == .silent)
  }

  @Test func reactNativeIsIntentTierWithTheWebFallbackInBrowsers() {
    #expect(Self.rung(Self.everything, .reactNative) == .intent)
    #expect(Self.rung(Self.trackOnly, .reactNative) == .silent)
    #expect(Self.rung(Self.webOnly, .reactNative, "web") == .web)
    #expect(Self.rung(Self.webOnly, .reactNative, "ios") == .silent)
    #expect(Self.rung(Self.webOnly, .reactNative, "android") == .silent)
    #expect(
      Self.rung(Self.everything, .reactNative, settings: RenderSettings(reduced: true)) == .reduced)
  }

  @Test func flutterIsIntentTier() {
    #expect(Self.rung(Self.everything, .flutter) == .intent)
    #expect(Self.rung(Self.trackOnly, .flutter) == .silent)
    #expect(Self.rung(Self.webOnly, .flutter) == .silent)
    #expect(
      Self.rung(Self.everything, .flutter, settings: RenderSettings(reduced: true)) == .reduced)
  }

  @Test func gamepadNeverFakesAnIntent() {
    #expect(Self.rung(Self.everything, .gamepad) == .track)
    #expect(Self.rung(Self.webOnly, .gamepad) == .web)
    #expect(Self.rung(Self.intentOnly, .gamepad) == .silent)
    #expect(
      Self.rung(Self.everything, .gamepad, settings: RenderSettings(reduced: true)) == .silent)
    var needsAmplitude = Self.trackOnly
    needsAmplitude.requiredCapability = "amplitude"
    #expect(Self.rung(needsAmplitude, .gamepad, "dual-rumble") == .track)
    #expect(Self.rung(needsAmplitude, .gamepad, "on-off") == .silent)
  }

  @Test func hapticsOffIsSilentEverywhereAndSaysSo() {
    for profile in DeviceProfile.all {
      let rendition = Renderer.render(
        Self.everything, profile: profile, settings: RenderSettings(hapticsOff: true, reduced: true)
      )
      #expect(rendition.rung == .silent, "\(profile)")
      #expect(rendition.feel.steps.isEmpty)
      #expect(rendition.report.allSatisfy { $0.status == .dropped })
      #expect(rendition.report.allSatisfy { $0.reason.contains("system haptics setting is off") })
      #expect(rendition.artifact.text.contains("system haptics off"))
    }
  }

  @Test func reducedFeedbackPlaysFallbacksReducedBeforeTheIntent() {
    let rendition = Renderer.render(
      Self.everything, profile: DeviceProfile.defaultProfile(for: .ios),
      settings: RenderSettings(reduced: true))
    #expect(rendition.rung == .reduced)
    #expect(rendition.artifact.text.contains("UISelectionFeedbackGenerator()"))
    #expect(!rendition.artifact.text.contains("style: .heavy"))
    let entries = Dictionary(uniqueKeysWithValues: rendition.report.map { ($0.construct, $0) })
    #expect(entries[.reduced]?.status == .kept)
    #expect(entries[.intent]?.status == .dropped)
    #expect(entries[.intent]?.reason.contains("reduced feedback is on") == true)
  }

  @Test func reducedFeedbackWithoutFallbacksReducedIsSilent() {
    for profile in DeviceProfile.all {
      let rendition = Renderer.render(
        Self.intentOnly, profile: profile, settings: RenderSettings(reduced: true))
      #expect(rendition.rung == .silent)
      #expect(rendition.report.first?.reason.contains("no usable fallbacks.reduced") == true)
    }
  }

  @Test func anUnknownIntentIsAbsentAndTheLadderStepsDown() {
    var pattern = Self.trackOnly
    pattern.intent = "haptic.tap"
    let rendition = Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: .ios))
    #expect(rendition.rung == .track)
    let intent = rendition.report.first { $0.construct == .intent }
    #expect(intent?.status == .dropped)
    #expect(intent?.reason.contains("'haptic.tap' is not a haptic/0.1 Tier-0 token") == true)
    // On an intent-only surface the unknown intent leaves nothing.
    #expect(Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: .flutter)).isSilent)
  }

  @Test func anUnknownReducedTokenPlaysNothingUnderReducedFeedback() {
    var pattern = Self.everything
    pattern.fallbacks?.reduced = "selection.soft"
    let rendition = Renderer.render(
      pattern, profile: DeviceProfile.defaultProfile(for: .ios),
      settings: RenderSettings(reduced: true))
    #expect(rendition.isSilent)
    let reduced = rendition.report.first { $0.construct == .reduced }
    #expect(reduced?.reason.contains("'selection.soft' is not a haptic/0.1 Tier-0 token") == true)
  }

  @Test func anUnknownCapabilityIsNoRequirement() {
    var pattern = Self.trackOnly
    pattern.requiredCapability = "haptics"
    #expect(Self.rung(pattern, .android, "basic") == .track)
    #expect(Self.rung(pattern, .gamepad, "on-off") == .track)
  }

  @Test func aHigherRungMarksLowerConstructsUnusedNotLost() {
    let rendition = Renderer.render(
      Self.everything, profile: DeviceProfile.defaultProfile(for: .ios))
    let track = rendition.report.filter { $0.event == "event 1" }
    #expect(!track.isEmpty)
    #expect(track.allSatisfy { $0.status == .dropped && $0.unused })
    #expect(rendition.report.first { $0.construct == .web }?.unused == true)
  }
}

extension HapticPattern {
  /// The pattern with `fallbacks.web` set (tests only).
  func with(web: [Int]) -> HapticPattern {
    var copy = self
    copy.fallbacks = Fallbacks(web: web, reduced: fallbacks?.reduced)
    return copy
  }
}
