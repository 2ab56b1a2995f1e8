import HapModel

@testable import HapRender

/// What the artefact interpreters run: every library pattern, a few adversarial ones, and
/// generated patterns, each under the three settings.
enum InterpreterCorpus {
  /// The settings every artefact is checked under, with a name usable in file and package names.
  static let settings: [(name: String, value: RenderSettings)] = [
    ("normal", .standard), ("reduced", RenderSettings(reduced: true)),
    ("off", RenderSettings(hapticsOff: true)),
  ]

  /// How many generated patterns join the library.
  static let generatedCount = 300

  /// How many of the generated patterns the JVM runs: kotlinc costs about 65 ms of CPU per
  /// artefact, so 100 keep the JVM part near half a minute on an idle machine.
  static let generatedOnTheJVM = 100

  /// The library, the adversarial cases of issue 11, and generated patterns.
  static let patterns: [HapticPattern] = library + generated

  /// What the JVM runs: the library, the adversarial cases, the first generated patterns.
  static var jvmPatterns: [HapticPattern] { library + generated.prefix(generatedOnTheJVM) }

  private static let library = PatternsLibraryRenderTests.patterns + adversarial
  private static let generated = PatternGenerator.patterns(generatedCount, seed: 0x1111)

  /// Cases that once made the report and the artefact disagree.
  static var adversarial: [HapticPattern] {
    var noFallbacks = PatternsLibraryRenderTests.patterns.filter { $0.id == "heartbeat" }
    for index in noFallbacks.indices {
      noFallbacks[index].fallbacks = nil
      noFallbacks[index].id = "heartbeat-no-fallbacks"
    }
    let curves = (0..<10).map {
      SamplePatterns.continuous(0, 500, 0.8, 0.5, curve: .easeIn, id: $0)
    }
    return noFallbacks + [
      HapticPattern(id: "many-curves", track: curves),
      HapticPattern(id: "long-event", track: [SamplePatterns.continuous(0, 45_000, 0.5)]),
      HapticPattern(
        id: "close-taps",
        track: (0..<4).map { SamplePatterns.transient($0 * 40, 0.7, 0.8, id: $0) },
        fallbacks: Fallbacks(web: [30, 10, 30])),
      HapticPattern(
        id: "defaults",
        track: [SamplePatterns.transient(0), SamplePatterns.continuous(50, 100, id: 1)],
        requiredCapability: "amplitude"),
      HapticPattern(
        id: "short-web", intent: "notification.warning", fallbacks: Fallbacks(web: [20, 30, 10])),
    ]
  }

  /// Android devices: every catalogue profile and two more the catalogue lacks, an API 25 phone
  /// (below the floor) and an API 30 phone with the API 30 primitives.
  static let androidDevices: [DeviceProfile] =
    DeviceProfile.profiles(for: .android) + [
      DeviceProfile(
        platform: .android, name: "api25", summary: "API 25 phone: no VibrationEffect",
        features: [.actuator, .amplitude], apiLevel: 25, motor: .erm),
      ReportAgreementTests.api30,
    ] + touchOffDevices

  /// API 26-32 phones whose user turned touch feedback off (issue 20 item 10): every call must
  /// carry the touch usage the platform offers there, so none of them is felt.
  static let touchOffDevices: [DeviceProfile] = [
    DeviceProfile(
      platform: .android, name: "api26-touch-off", summary: "API 26 ERM phone, touch feedback off",
      features: [.actuator], apiLevel: 26, motor: .erm),
    DeviceProfile(
      platform: .android, name: "api29-touch-off",
      summary: "API 29 phone with amplitude control, touch feedback off",
      features: [.actuator, .amplitude, .predefinedEffects, .halEffects], apiLevel: 29,
      motor: .lra),
    DeviceProfile(
      platform: .android, name: "api32-touch-off",
      summary: "API 32 phone with every primitive, touch feedback off",
      features: [
        .actuator, .amplitude, .composition, .primitives30, .primitives31, .predefinedEffects,
        .halEffects,
      ], apiLevel: 32, motor: .lra),
  ]
}
