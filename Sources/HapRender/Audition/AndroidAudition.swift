import HapModel

/// What an Android phone is asked to play for a pattern: the effect of the branch the ladder
/// chose for the phone's profile, and what that branch physically does (D101).
public struct AndroidAudition: Sendable, Equatable {
  /// The effect to send.
  public var vibration: AndroidVibration
  /// What the chosen branch does on the motor, millisecond by millisecond (the ladder's feel).
  public var feel: LevelGrid
  /// The rendition's path (`envelope`, `composition`, `waveform`, `duration-only`…), "" when
  /// nothing plays.
  public var path: String

  public init(vibration: AndroidVibration, feel: LevelGrid, path: String) {
    self.vibration = vibration
    self.feel = feel
    self.path = path
  }

  /// The effect `profile` plays for `pattern` under `settings`, as `render` reports it.
  public init(
    _ pattern: HapticPattern, profile: DeviceProfile, settings: RenderSettings = .standard
  ) {
    guard profile.platform == .android, !settings.hapticsOff else {
      self.init(vibration: .silent, feel: LevelGrid(levels: [], sharpness: []), path: "")
      return
    }
    let input = RenderInput(pattern)
    let plan = Ladder.plan(input, settings: settings, on: AndroidLadder())
    guard let branch = plan.branch(for: profile) else {
      self.init(vibration: .silent, feel: LevelGrid(levels: [], sharpness: []), path: "")
      return
    }
    self.init(
      vibration: Self.vibration(branch.effect), feel: LevelGrid(branch.signal),
      path: branch.path)
  }

  /// The shell line for `pattern` on the newest shell grammar, for copy and paste:
  /// `adb shell 'cmd vibrator_manager …'` (D103). The profile defaults to Android's `api36`.
  ///
  /// `adb shell` joins its words with spaces and the phone's shell splits that line again, so
  /// the command line (its words quoted for the phone) is quoted once more, as one word, for
  /// the computer's shell (bash, zsh): the phone's shell gets exactly what `haptui play`
  /// sends (D225).
  public static func adbCommandLine(
    _ pattern: HapticPattern,
    profile: DeviceProfile = DeviceProfile.named("api36", platform: .android)!,
    settings: RenderSettings = .standard
  ) -> String {
    adbCommandLine(playing: AndroidAudition(pattern, profile: profile, settings: settings))
  }

  /// The shell line that plays `audition`, as `adbCommandLine(_:profile:settings:)` says it.
  public static func adbCommandLine(playing audition: AndroidAudition) -> String {
    let command = VibratorCommandBuilder.command(audition.vibration, grammar: .newest)
    return "adb shell " + ShellQuote.quoted(command.shellLine)
  }

  /// The `<vibration-effect>` XML the adb line plays for `pattern` (what `VibrationXmlParser`
  /// reads, and `cmd vibrator_manager xml` takes), `nil` when nothing plays on `profile`.
  public static func vibrationXML(
    _ pattern: HapticPattern,
    profile: DeviceProfile = DeviceProfile.named("api36", platform: .android)!,
    settings: RenderSettings = .standard
  ) -> String? {
    vibrationXML(playing: AndroidAudition(pattern, profile: profile, settings: settings))
  }

  /// The `<vibration-effect>` XML of `audition`, `nil` when it plays nothing.
  public static func vibrationXML(playing audition: AndroidAudition) -> String? {
    if case .silent = audition.vibration { return nil }
    return VibratorXML.text(audition.vibration)
  }

  static func vibration(_ effect: Effect) -> AndroidVibration {
    switch effect {
    case .envelope(let envelope):
      .envelope(
        initialSharpness: envelope.initialSharpness,
        points: envelope.points.map {
          AndroidEnvelopeStep(
            intensity: $0.intensity, sharpness: $0.sharpness, duration: $0.duration)
        })
    case .composition(let taps):
      .primitives(taps.map { AndroidTap(id: $0.primitive.rawValue, scale: $0.scale, at: $0.at) })
    case .waveform(let waveform):
      .waveform(timings: waveform.timings, amplitudes: waveform.amplitudes)
    case .onOff(let timings):
      .onOff(timings: timings)
    case .predefined(let effect):
      .predefined(id: prebakedID(effect), constant: effect.rawValue)
    default:
      .silent
    }
  }

  /// The `prebaked` id of a predefined effect (`VibrationEffect.EFFECT_*` values).
  static func prebakedID(_ effect: AndroidPredefinedEffect) -> Int {
    switch effect {
    case .click: 0
    case .tick: 2
    case .heavyClick: 5
    }
  }
}
