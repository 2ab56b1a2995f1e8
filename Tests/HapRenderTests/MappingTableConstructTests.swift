import HapModel
import Testing

@testable import HapRender

/// The construct rows of the spec's normative mapping table (intensity, sharpness, transient,
/// continuous, curve), cell by cell.
@Suite struct MappingTableConstructTests {
  typealias S = SamplePatterns

  static func render(_ pattern: HapticPattern, _ platform: Platform, _ profile: String? = nil)
    -> Rendition
  {
    let chosen =
      profile.flatMap { DeviceProfile.named($0, platform: platform) }
      ?? DeviceProfile.defaultProfile(for: platform)
    return Renderer.render(pattern, profile: chosen)
  }

  static func entry(_ rendition: Rendition, _ construct: Construct, event: Int = 1) -> ReportEntry?
  {
    rendition.report.first { $0.event == "event \(event)" && $0.construct == construct }
  }

  /// A continuous event and a transient, with a web fallback and an intent for the intent-only
  /// surfaces to fall back to.
  static let mixed = HapticPattern(
    id: "mixed", intent: "impact.medium",
    track: [S.continuous(0, 300, 0.8, 0.2, curve: .linear), S.transient(400, 0.6, 0.9, id: 1)],
    fallbacks: Fallbacks(web: [300, 100, 30]))
  static let mixedNoIntent = HapticPattern(
    id: "mixed", track: mixed.track, fallbacks: mixed.fallbacks)
  static let taps = HapticPattern(
    id: "taps", track: [S.transient(0, 0.8, 0.9), S.transient(200, 0.5, 0.1, id: 1)])

  // MARK: iOS column

  @Test func iosKeepsEveryConstructInAHAP() {
    let rendition = Self.render(Self.mixedNoIntent, .ios)
    #expect(rendition.rung == .track)
    let text = rendition.artifact.text
    #expect(text.contains("\"EventType\": \"HapticContinuous\""))
    #expect(text.contains("\"EventDuration\": 0.3"))
    #expect(text.contains("\"EventType\": \"HapticTransient\""))
    #expect(text.contains("{ \"ParameterID\": \"HapticIntensity\", \"ParameterValue\": 0.8 }"))
    #expect(text.contains("{ \"ParameterID\": \"HapticSharpness\", \"ParameterValue\": 0.2 }"))
    #expect(text.contains("\"ParameterID\": \"HapticIntensityControl\""))
    for construct in [Construct.continuous, .duration, .intensity, .sharpness, .curve] {
      #expect(Self.entry(rendition, construct)?.status == .kept, "\(construct)")
    }
    #expect(Self.entry(rendition, .transient, event: 2)?.status == .kept)
  }

  // MARK: Android column

  @Test func androidQuantisesIntensityWithAmplitudeControlAndDropsItWithout() {
    let full = Self.render(Self.mixedNoIntent, .android, "full")
    #expect(full.path == "waveform")
    #expect(Self.entry(full, .intensity)?.status == .approximated)
    #expect(Self.entry(full, .intensity)?.reason.contains("quantised to 255 levels") == true)
    #expect(full.artifact.text.contains("vibrator.hasAmplitudeControl()"))
    let basic = Self.render(Self.mixedNoIntent, .android, "basic")
    #expect(basic.path == "duration-only")
    #expect(Self.entry(basic, .intensity)?.status == .dropped)
    #expect(Self.entry(basic, .intensity)?.reason.contains("DEFAULT_AMPLITUDE") == true)
  }

  @Test func androidApproximatesSharpnessByPrimitiveChoiceOnlyOnTheCompositionPath() {
    let full = Self.render(Self.taps, .android, "full")
    #expect(full.path == "composition")
    #expect(Self.entry(full, .sharpness)?.status == .approximated)
    #expect(Self.entry(full, .sharpness)?.reason.contains("PRIMITIVE_TICK") == true)
    #expect(Self.entry(full, .sharpness, event: 2)?.reason.contains("PRIMITIVE_THUD") == true)
    #expect(Self.entry(full, .transient)?.status == .kept)
    #expect(Self.entry(full, .intensity)?.reason.contains("primitive scale 0.8") == true)
    // The waveform path has no sharpness at all.
    let waveform = Self.render(Self.mixedNoIntent, .android, "full")
    #expect(Self.entry(waveform, .sharpness)?.status == .dropped)
    let amplitude = Self.render(Self.taps, .android, "amplitude")
    #expect(amplitude.path == "waveform")
    #expect(Self.entry(amplitude, .sharpness)?.status == .dropped)
    #expect(Self.entry(amplitude, .transient)?.status == .approximated)
  }

  @Test func androidSustainsContinuousEventsAndStepsCurves() {
    let full = Self.render(Self.mixedNoIntent, .android, "full")
    #expect(Self.entry(full, .continuous)?.status == .kept)
    #expect(Self.entry(full, .duration)?.status == .kept)
    #expect(Self.entry(full, .curve)?.status == .approximated)
    #expect(Self.entry(full, .curve)?.reason.contains("stepped every 25 ms: 12") == true)
    guard
      case .waveform(let waveform)? = chosenBranch(
        Self.mixedNoIntent, DeviceProfile.named("full", platform: .android)!)?.effect
    else {
      Issue.record("no waveform")
      return
    }
    // The linear rise: rising amplitudes, 25 ms apart, then the transient.
    #expect(Array(waveform.timings.prefix(12)) == Array(repeating: 25, count: 12))
    #expect(waveform.amplitudes.prefix(12).elementsEqual(waveform.amplitudes.prefix(12).sorted()))
    #expect(waveform.amplitudes.contains(153))
  }

  @Test func androidDropsCurvesOnTheCompositionPath() {
    var pattern = Self.taps
    pattern.track![0].curve = .easeIn
    let full = Self.render(pattern, .android, "full")
    #expect(full.path == "composition")
    #expect(Self.entry(full, .curve)?.status == .dropped)
  }

  @Test func androidThirtySixKeepsSharpnessAndCurvesInAnEnvelope() {
    let pattern = HapticPattern(
      id: "swell", track: [S.continuous(0, 400, 0.9, 0.7, curve: .easeOut)],
      requiredCapability: "curve")
    let rendition = Self.render(pattern, .android, "api36")
    #expect(rendition.path == "envelope")
    #expect(Self.entry(rendition, .sharpness)?.status == .kept)
    #expect(Self.entry(rendition, .curve)?.status == .kept)
    #expect(Self.entry(rendition, .curve)?.reason.contains("platform-facts 2") == true)
    #expect(rendition.artifact.text.contains("VibrationEffect.BasicEnvelopeBuilder()"))
    #expect(rendition.artifact.text.contains("vibrator.areEnvelopeEffectsSupported()"))
    // Below API 36 the capability is missing: the track is skipped.
    #expect(Self.render(pattern, .android, "full").rung == .silent)
  }

  // MARK: web column

  @Test func webDropsEveryTrackConstructAndPlaysFallbacksWeb() {
    let rendition = Self.render(Self.mixedNoIntent, .web)
    #expect(rendition.rung == .web)
    for construct in [Construct.intensity, .sharpness, .curve, .continuous, .duration] {
      #expect(Self.entry(rendition, construct)?.status == .dropped, "\(construct)")
    }
    #expect(Self.entry(rendition, .transient, event: 2)?.status == .dropped)
    #expect(ArtifactChecks.vibratePattern(rendition.artifact.text) == [300, 100, 30])
    #expect(rendition.artifact.text.contains("typeof navigator.vibrate !== \"function\""))
    #expect(rendition.artifact.text.contains("iOS"))
    #expect(rendition.artifact.text.contains("silent no-op"))
    #expect(Self.render(Self.mixedNoIntent, .web, "ios-safari").rung == .silent)
    #expect(Self.render(Self.mixedNoIntent, .web, "desktop").rung == .silent)
  }

  // MARK: React Native and Flutter columns

  @Test(arguments: [Platform.reactNative, .flutter])
  func intentOnlySurfacesFallBackToTheIntent(_ platform: Platform) {
    let rendition = Self.render(Self.mixed, platform)
    #expect(rendition.rung == .intent)
    for construct in [Construct.intensity, .sharpness, .curve, .continuous] {
      #expect(Self.entry(rendition, construct)?.status == .dropped, "\(construct)")
    }
    // Without an intent the track has nowhere to go.
    let none = Self.render(Self.mixedNoIntent, platform)
    #expect(none.rung == .silent)
    #expect(Self.entry(none, .intensity)?.reason.contains("falls back to the intent") == true)
  }
}
