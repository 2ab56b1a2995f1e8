import HapModel
import Testing

@testable import HapRender

/// Issue 11, items 1–8: each case where the report and the artefact disagreed, or the artefact
/// did not honour the platform, checked on the artefact's text and the report.
@Suite struct ReportAgreementTests {
  static let library = PatternsLibraryRenderTests.patterns

  static func pattern(_ id: String) -> HapticPattern {
    library.first { $0.id == id }!
  }

  /// The `[at, duration, strong, weak]` rows of a gamepad artefact's `STEPS`.
  static func steps(_ text: String) -> [[Double]] {
    guard let start = text.firstRange(of: "const STEPS = [") else { return [] }
    return text[start.upperBound...].split(separator: "\n").prefix { !$0.hasPrefix("];") }
      .filter { $0.contains("[") }
      .map { row in
        row.filter { !"[] ".contains($0) }.split(separator: ",").compactMap { Double($0) }
      }
  }

  /// The `//` comment lines of a text joined into one line, so wrapped sentences can be found.
  static func comments(_ text: String) -> String {
    text.split(separator: "\n").filter { $0.hasPrefix("//") }
      .map { $0.dropFirst(2).drop { $0 == " " } }.joined(separator: " ")
  }

  // MARK: 1. Gamepad plays nothing when the report says silent

  @Test func gamepadArtefactIsEmptyWhereTheReportIsSilent() {
    var heartbeat = Self.pattern("heartbeat")
    heartbeat.fallbacks = nil
    let onOff = DeviceProfile.named("on-off", platform: .gamepad)!
    let rendition = Renderer.render(heartbeat, profile: onOff)
    #expect(rendition.rung == .silent)
    #expect(Self.steps(rendition.artifact.text).isEmpty)
    #expect(rendition.artifact.text.contains("requiredCapability 'amplitude' is not met"))
    for var pattern in Self.library {
      pattern.fallbacks = nil
      for profile in DeviceProfile.profiles(for: .gamepad) {
        let played = Renderer.render(pattern, profile: profile)
        if played.rung == .silent {
          #expect(Self.steps(played.artifact.text).isEmpty, "\(pattern.id) on \(profile)")
        }
      }
    }
  }

  // MARK: 2. Gamepad web rung pulses last the header's minimum

  @Test func gamepadWebPulsesLastAtLeastTheHeadersMinimum() {
    let dual = DeviceProfile.defaultProfile(for: .gamepad)
    for id in ["impact-rigid", "impact-soft", "pull-to-refresh"] {
      let rendition = Renderer.render(Self.pattern(id), profile: dual)
      #expect(rendition.rung == .web, "\(id)")
      #expect(Self.comments(rendition.artifact.text).contains("every pulse lasts at least 40 ms"))
      for row in Self.steps(rendition.artifact.text) {
        #expect(row[1] >= 40, "\(id): a \(row[1]) ms pulse")
      }
      let web = rendition.report.first { $0.construct == .web }
      #expect(web?.status == .approximated, "\(id): \(web?.reason ?? "")")
    }
  }

  // MARK: 3. iOS stepped curves are not reported kept

  @Test func steppedCurvesAreReportedApproximated() {
    let events = (0..<10).map {
      SamplePatterns.continuous(0, 500, 0.8, 0.5, curve: .easeIn, id: $0)
    }
    let pattern = HapticPattern(id: "many-curves", track: events)
    let rendition = Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: .ios))
    let layering = AHAPLayering(events: RenderInput(pattern).events)
    #expect(layering.stepped.count == 2)
    for index in layering.stepped {
      for construct in [Construct.continuous, .duration, .intensity, .curve] {
        let entry = rendition.report.first {
          $0.event == "event \(index + 1)" && $0.construct == construct
        }
        #expect(entry?.status == .approximated, "event \(index + 1) \(construct)")
      }
    }
  }

  // MARK: 4. Compositions on API 30 drift late

  static let api30 = DeviceProfile(
    platform: .android, name: "api30-primitives",
    summary: "API 30 phone with the API 30 composition primitives",
    features: [
      .actuator, .amplitude, .composition, .primitives30, .predefinedEffects, .halEffects,
    ],
    apiLevel: 30, motor: .lra)

  @Test func api30CompositionTimingIsNotReportedKept() {
    let taps = HapticPattern(
      id: "taps", track: (0..<4).map { SamplePatterns.transient($0 * 40, 0.7, 0.8, id: $0) })
    let old = Renderer.render(taps, profile: Self.api30)
    #expect(old.path.hasPrefix("composition"))
    let transients = old.report.filter { $0.construct == .transient }
    #expect(transients.first?.status == .kept)
    for entry in transients.dropFirst() {
      #expect(entry.status == .approximated, "\(entry.event): \(entry.reason)")
      #expect(entry.reason.contains("getPrimitiveDurations"))
    }
    let modern = Renderer.render(taps, profile: DeviceProfile.defaultProfile(for: .android))
    #expect(modern.report.filter { $0.construct == .transient }.allSatisfy { $0.status == .kept })
  }

  // MARK: 6. Smaller

  @Test func splitEventDurationNamesTheWrittenPieces() {
    let pattern = HapticPattern(id: "long", track: [SamplePatterns.continuous(0, 45_000, 0.5)])
    let rendition = Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: .ios))
    let duration = rendition.report.first { $0.construct == .duration }!
    #expect(!duration.reason.contains("45.0 s"), "\(duration.reason)")
    #expect(duration.reason.contains("30.0 s") && duration.reason.contains("15.0 s"))
  }

  @Test func defaultIntensityAndSharpnessAreReported() {
    let pattern = HapticPattern(
      id: "defaults",
      track: [SamplePatterns.transient(0), SamplePatterns.continuous(50, 100, id: 1)])
    for rendition in Renderer.renderAll(pattern) {
      for event in ["event 1", "event 2"] {
        for construct in [Construct.intensity, .sharpness] {
          let entry = rendition.report.first { $0.event == event && $0.construct == construct }
          #expect(entry != nil, "\(rendition.profile): \(event) \(construct)")
          if rendition.rung == .track, let entry, !entry.unused {
            #expect(entry.reason.contains("not written"), "\(rendition.profile): \(entry.reason)")
          }
        }
      }
    }
  }

  @Test func reducedSilenceDoesNotPromiseAFallback() {
    let pattern = Self.pattern("impact-rigid")
    for platform in [Platform.web, .gamepad] {
      for profile in DeviceProfile.profiles(for: platform) {
        let rendition = Renderer.render(
          pattern, profile: profile, settings: RenderSettings(reduced: true))
        #expect(rendition.rung == .silent)
        #expect(!rendition.artifact.text.contains("steps down"), "\(profile)")
        #expect(!rendition.artifact.text.contains("step down"), "\(profile)")
      }
    }
  }

  @Test func lightImpactsPlayOnlyWhatTheMappingTableLists() {
    for token in ["impact.light", "impact.soft"] {
      let pattern = HapticPattern(id: "light", intent: token)
      let rendition = Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: .android))
      #expect(!rendition.artifact.text.contains("PRIMITIVE_TICK"), "\(token)")
      #expect(rendition.artifact.text.contains("PRIMITIVE_LOW_TICK"))
      #expect(rendition.artifact.text.contains("EFFECT_TICK"))
    }
  }

  // MARK: 7, 8. Android attributes and API floors

  @Test func kotlinPassesTouchAttributesAndHasAnAPI26Floor() {
    for pattern in Self.library {
      let text = Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: .android))
        .artifact.text
      #expect(!text.contains("vibrator.vibrate(VibrationEffect"), "\(pattern.id)")
      #expect(!text.contains("vibrator.vibrate(composition"), "\(pattern.id)")
      #expect(text.contains("VibrationAttributes.createForUsage(VibrationAttributes.USAGE_TOUCH)"))
      #expect(text.contains("AudioAttributes.USAGE_ASSISTANCE_SONIFICATION"))
      #expect(text.contains("if (Build.VERSION.SDK_INT < 26) return"), "\(pattern.id)")
      if text.contains("private fun composition(") {
        #expect(text.contains("@RequiresApi(30)\n  private fun composition("), "\(pattern.id)")
      }
    }
  }
}
