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
}
