import HapRender
import Testing

/// The phone's profile built from `dumpsys vibrator_manager`, in both print styles.
@Suite struct VibratorDumpTests {
  @Test func theIndentedAndroid16DumpGivesTheVibratorsFields() {
    let info = VibratorDump.info(AuditionSamples.fixture("dumpsys-api36.txt"))
    #expect(info.vibratorIDs == [0])
    #expect(info.capabilities.contains("COMPOSE_PWLE_EFFECTS_V2"))
    #expect(
      !info.capabilities.contains("SYNC"), "the manager's capabilities are not the vibrator's")
    #expect(info.primitiveLengths.count == 8)
    #expect(info.primitiveLength(1) == 12 && info.primitiveLength(5) == 110)
    #expect(info.supportedEffects.contains("HEAVY_CLICK"))
    #expect(info.compositionSizeMax == 1023)
    #expect(info.maxEnvelopeEffectSize == 32)
    #expect(info.minEnvelopeControlPointMillis == 20 && info.maxEnvelopeControlPointMillis == 1000)
    #expect(info.resonantFrequency == 150)
    #expect(info.qFactor == 9.5)
  }

  @Test func theOneLineAndroid13DumpGivesTheVibratorsFields() {
    let info = VibratorDump.info(AuditionSamples.fixture("dumpsys-api33.txt"))
    #expect(info.vibratorIDs == [0])
    #expect(info.capabilities == ["AMPLITUDE_CONTROL", "COMPOSE_EFFECTS", "ALWAYS_ON_CONTROL"])
    #expect(Set(info.primitiveLengths.keys) == [1, 4, 5, 6, 7])
    #expect(info.primitiveLength(7) == 5)
    #expect(info.resonantFrequency == nil, "NaN is no frequency")
    #expect(info.compositionSizeMax == 128)
  }

  @Test func theAndroid16PhoneIsAnEnvelopeProfile() {
    let profile = AuditionSamples.api36Phone
    #expect(profile.platform == .android && profile.apiLevel == 36)
    for feature: DeviceFeature in [
      .actuator, .amplitude, .composition, .primitives30, .primitives31, .envelopeEffects,
      .sharpness, .curve, .halEffects,
    ] {
      #expect(profile.has(feature), "\(feature)")
    }
  }

  @Test func theAndroid13PhoneHasAPI30PrimitivesOnly() {
    let profile = AuditionSamples.api33Phone
    #expect(profile.has(.primitives30) && !profile.has(.primitives31))
    #expect(!profile.has(.envelopeEffects) && profile.has(.amplitude))
    #expect(profile.motor == .lra)
  }

  @Test func anEmptyDumpIsNoVibrator() {
    let profile = VibratorDump.info("").profile(name: "p", summary: "", apiLevel: 34)
    #expect(!profile.has(.actuator))
    #expect(Renderer.render(AuditionSamples.swell, profile: profile).isSilent)
  }

  @Test func renderFollowsThePhonesProfile() {
    let rendition = Renderer.render(AuditionSamples.swell, profile: AuditionSamples.api36Phone)
    #expect(rendition.path == "envelope")
    let older = Renderer.render(AuditionSamples.swell, profile: AuditionSamples.api33Phone)
    #expect(older.path == "waveform")
  }

  @Test func thePhonesEnvelopeLimitsDecideWhetherItsEnvelopePlays() {
    var phone = AuditionSamples.api36Phone
    #expect(phone.envelope == EnvelopeLimits(maxSize: 32, shortestPoint: 20, longestPoint: 1000))
    #expect(Renderer.render(AuditionSamples.swell, profile: phone).path == "envelope")
    // A phone whose points must last 50 ms cannot take the envelope's 20 ms edges: it plays
    // the waveform branch, as the generated Kotlin's guard makes the app do on it.
    phone.envelope?.shortestPoint = 50
    #expect(Renderer.render(AuditionSamples.swell, profile: phone).path == "waveform")
    // Nor can one whose envelopes last at most 4 points of 100 ms (the swell lasts 800 ms).
    phone.envelope = EnvelopeLimits(maxSize: 4, shortestPoint: 20, longestPoint: 100)
    #expect(Renderer.render(AuditionSamples.swell, profile: phone).path == "waveform")
    let limits = EnvelopeLimits(maxSize: 4, shortestPoint: 20, longestPoint: 100)
    #expect(limits.failure(shortest: 20, longest: 100, total: 400) == nil)
    #expect(
      limits.failure(shortest: 20, longest: 100, total: 401)?.contains("at most 400 ms") == true)
    #expect(
      limits.failure(shortest: 10, longest: 100, total: 40)?.contains("at least 20 ms") == true)
    #expect(
      limits.failure(shortest: 20, longest: 150, total: 300)?.contains("at most 100 ms") == true)
  }
}
