import HapModel

/// Settles from the pattern's top-level facts which profiles certainly play something, so
/// HAPW03 plans the ladder only for the profiles still in doubt.
///
/// A profile is silent when no branch of its platform's plan holds on it (standard settings).
/// Some branches exist, and hold on any device with an actuator, whatever the track says: a
/// Tier-0 intent on iOS, Flutter and React Native, and a `fallbacks.web` with a vibration on
/// every platform that plays it. Building those branches costs signals and texts, so the screen
/// asks the same questions the ladders ask before they build them, and nothing else. It may
/// leave a playing profile undecided (the plan then settles it), but never passes a silent one:
/// `SilenceScreenTests` holds it to the plan on generated and library patterns.
enum SilenceScreen {
  /// The profiles HAPW03 counts: those with a haptic actuator, in catalogue order.
  static let actuated = DeviceProfile.all.filter { $0.has(.actuator) }

  /// What the screen asks of each actuated profile, read once (a feature lookup hashes).
  private static let actuatedTraits = actuated.map(Traits.init)

  /// The profiles among `profiles` (each with an actuator) that the screen cannot show to play.
  static func undecided(_ pattern: HapticPattern, among profiles: [DeviceProfile])
    -> [DeviceProfile]
  {
    let facts = Facts(pattern)
    return profiles.filter { !facts.certainlyPlays(on: Traits($0)) }
  }

  /// The actuated profiles that the screen cannot show to play, in catalogue order.
  static func undecided(_ pattern: HapticPattern) -> [DeviceProfile] {
    let facts = Facts(pattern)
    var result: [DeviceProfile] = []
    for (index, traits) in actuatedTraits.enumerated() where !facts.certainlyPlays(on: traits) {
      result.append(actuated[index])
    }
    return result
  }

  /// The actuated profiles, in catalogue order, that the screen shows to play nothing, each
  /// with the reason its report would give, and those it can settle neither way.
  ///
  /// Only the intent-only toolkits are shown silent, for a pattern with a track and no intent
  /// written: Flutter has no branch then, and React Native only the web's, which needs a web
  /// host; the report's reason is the track's, which their ladders give whatever the track
  /// holds (D259). `SilenceReasonTests` holds this to the rendered reports.
  static func screened(_ pattern: HapticPattern) -> (
    silent: [SilentProfile], undecided: [DeviceProfile]
  ) {
    let facts = Facts(pattern)
    var silent: [SilentProfile] = []
    var undecided: [DeviceProfile] = []
    silent.reserveCapacity(actuatedTraits.count)
    undecided.reserveCapacity(actuatedTraits.count)
    for (index, traits) in actuatedTraits.enumerated() where !facts.certainlyPlays(on: traits) {
      if let reason = facts.certainSilence(on: traits) {
        silent.append(SilentProfile(profile: actuated[index], reason: reason))
      } else {
        undecided.append(actuated[index])
      }
    }
    return (silent, undecided)
  }

  /// The parts of a profile the screen reads.
  private struct Traits {
    var platform: Platform
    var actuator: Bool
    var vibrate: Bool
    var host: HostOS?

    init(_ profile: DeviceProfile) {
      platform = profile.platform
      actuator = profile.has(.actuator)
      vibrate = profile.has(.vibrate)
      host = profile.host
    }
  }

  /// Whether the profile's platform plans from the pattern's top-level facts alone, the same
  /// for any track with at least one event: React Native, Flutter and the web, whose track rung
  /// never has a branch (`SilenceScreenTests` holds the warnings to the whole plan).
  static func plansWithoutEvents(_ profile: DeviceProfile) -> Bool {
    profile.platform == .reactNative || profile.platform == .flutter || profile.platform == .web
  }

  /// What the screen reads of a pattern, as `RenderInput` resolves it.
  private struct Facts {
    /// A Tier-0 intent (an unknown token plays nothing).
    var hasIntent: Bool
    /// `fallbacks.web` has an on-entry (even index) longer than zero, as native targets play it.
    var webVibratesNatively: Bool
    /// `fallbacks.web` still vibrates once fitted for `navigator.vibrate`.
    var webVibratesInBrowsers: Bool
    /// The track has a playable event (a transient, or a continuous event with a positive
    /// duration) and no `requiredCapability` guards it.
    var trackPlaysAnywhere: Bool
    /// An intent is written (a Tier-0 token or not), so the report's first entry is its own.
    var writesIntent: Bool
    /// The track has an event.
    var hasTrack: Bool
    /// `fallbacks.web` is written.
    var hasWeb: Bool

    init(_ pattern: HapticPattern) {
      hasIntent = pattern.intentToken != nil
      writesIntent = pattern.intent != nil
      hasTrack = !(pattern.track ?? []).isEmpty
      hasWeb = pattern.fallbacks?.web != nil
      trackPlaysAnywhere =
        pattern.capability == nil
        && (pattern.track ?? []).contains {
          $0.type == .transient || ($0.type == .continuous && ($0.duration ?? 0) > 0)
        }
      // RenderInput clamps negative entries to 0 (and caps them, which keeps them positive).
      let web = pattern.fallbacks?.web ?? []
      webVibratesNatively = web.enumerated().contains { $0.offset % 2 == 0 && $0.element > 0 }
      // A pattern browsers take as it is (99 entries or fewer, none over 10 s) loses at most a
      // trailing pause to fitting, which vibrates nothing: it vibrates there as natively.
      let fitsBrowsers =
        web.count <= WebPattern.maximumEntries && web.allSatisfy { $0 <= WebPattern.maximumEntry }
      webVibratesInBrowsers =
        webVibratesNatively
        && (fitsBrowsers
          || WebPattern(web.map { Swift.min(Swift.max($0, 0), RenderInput.maximumTime) }).vibrates)
    }

    /// Why `profile` certainly plays nothing, as its report says it, or `nil` when these facts
    /// do not show it: a track and no intent on the intent-only toolkits, where no branch but
    /// React Native's web one exists and that one needs a web host.
    func certainSilence(on profile: Traits) -> String? {
      guard profile.actuator, !writesIntent, hasTrack else { return nil }
      switch profile.platform {
      case .flutter: return FlutterLadder.noTrack
      case .reactNative: return profile.host != .web || !hasWeb ? ReactNativeLadder.noTrack : nil
      case .ios, .android, .gamepad, .web: return nil
      }
    }

    /// Whether some branch that needs no more than these facts holds on `profile`.
    func certainlyPlays(on profile: Traits) -> Bool {
      guard profile.actuator else { return false }
      switch profile.platform {
      case .ios:
        // UIKit feedback for any intent; a playable track as AHAP; fallbacks.web as AHAP; each
        // behind `.actuator` alone when no capability is required.
        return hasIntent || trackPlaysAnywhere || webVibratesNatively
      case .android, .gamepad:
        // A playable track as on/off timings (Android) or rumble steps; fallbacks.web as a
        // duration-only waveform or rumble steps; each behind `.actuator` alone.
        return trackPlaysAnywhere || webVibratesNatively
      case .web:
        return webVibratesInBrowsers && profile.vibrate
      case .flutter:
        return hasIntent
      case .reactNative:
        // expo-haptics plays an intent on iOS and Android hosts, and on the web where
        // navigator.vibrate exists; fallbacks.web plays on the web only.
        let vibratingWeb = profile.host == .web && profile.vibrate
        let intentPlays = hasIntent && (profile.host == .ios || profile.host == .android)
        return intentPlays || ((hasIntent || webVibratesInBrowsers) && vibratingWeb)
      }
    }
  }
}
