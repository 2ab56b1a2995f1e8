import HapModel

/// HAPW03: the pattern renders nothing on some platform or profile that could play something.
public enum RenderWarnings {
  /// The code of the warning.
  public static let code = "HAPW03"

  /// The profiles with a haptic actuator that play nothing (standard settings), in catalogue
  /// order, each with its reason. A device without one plays nothing by design and is not
  /// counted.
  ///
  /// What the screen cannot settle is decided on the whole pattern from the ladder's plan
  /// alone. The reasons are those of the pattern cut to its first event, so a 100,000-event
  /// track costs one plan per platform; they come from the plans too, not from renditions
  /// (D259).
  static func silentProfiles(of pattern: HapticPattern) -> [SilentProfile] {
    // Profiles an intent or web branch plays on, and the intent-only toolkits facing a track,
    // are settled without planning.
    let (settled, undecided) = SilenceScreen.screened(pattern)
    let planned = plannedSilence(of: pattern, among: undecided)
    if planned.isEmpty { return settled }
    if settled.isEmpty { return planned }
    let silent = settled + planned
    return SilenceScreen.actuated.compactMap { profile in
      silent.first { $0.profile.platform == profile.platform && $0.profile.name == profile.name }
    }
  }

  /// The profiles among `undecided` (in catalogue order) that play nothing, each with its
  /// reason, from the ladder's plans.
  private static func plannedSilence(of pattern: HapticPattern, among undecided: [DeviceProfile])
    -> [SilentProfile]
  {
    guard !undecided.isEmpty else { return [] }
    // React Native, Flutter and the web plan the same for the sample as for the whole pattern
    // (their track rung is always empty; their intent and web rungs read no event), so the
    // sample's plan decides them; the other platforms are planned on the whole track.
    let toPlan = undecided.filter { !SilenceScreen.plansWithoutEvents($0) }
    let planned = Set(
      toPlan.isEmpty ? [] : Renderer.silentProfiles(of: pattern, among: toPlan).map(\.description))
    let candidates = undecided.filter {
      SilenceScreen.plansWithoutEvents($0) || planned.contains($0.description)
    }
    guard !candidates.isEmpty else { return [] }
    var sample = pattern
    if let track = pattern.track, track.count > 1 { sample.track = [track[0]] }
    var sampled = SilencePlans(sample)
    // A sample that plays cannot explain the silence: the whole pattern's plans explain those.
    var whole: SilencePlans?
    var silent: [SilentProfile] = []
    for profile in candidates {
      if sampled.isSilent(on: profile) {
        silent.append(SilentProfile(profile: profile, reason: sampled.reason(silentOn: profile)))
      } else if !SilenceScreen.plansWithoutEvents(profile) {
        var plans = whole ?? SilencePlans(pattern)
        silent.append(SilentProfile(profile: profile, reason: plans.reason(silentOn: profile)))
        whole = plans
      }
    }
    return silent
  }

  /// One HAPW03 warning per platform with silent profiles, placed at `line`/`column` (the
  /// haptic block's opening, say).
  public static func diagnostics(for pattern: HapticPattern, line: Int, column: Int)
    -> [Diagnostic]
  {
    let silent = silentProfiles(of: pattern)
    guard !silent.isEmpty else { return [] }
    // Read in place: a copy of a silent profile retains its names, summary and features.
    return Platform.allCases.compactMap { platform in
      let here = silent.indices.filter { silent[$0].profile.platform == platform }
      guard let first = here.first.map({ silent[$0] }) else { return nil }
      // The message's bytes are gathered, then made a string once: it is built for every
      // file without an intent, and a string's `+=` cost a few hundred instructions a piece.
      let advice = advice(pattern, platform)
      var bytes: [UInt8] = []
      bytes.reserveCapacity(
        32 + platform.rawValue.utf8.count + first.reason.utf8.count + advice.utf8.count
          + here.reduce(0) { $0 + silent[$1].profile.name.utf8.count + 2 })
      bytes.appendUTF8("renders nothing on ")
      bytes.appendUTF8(platform.rawValue)
      bytes.appendUTF8(" (")
      for (position, index) in here.enumerated() {
        if position > 0 { bytes.appendUTF8(", ") }
        bytes.appendUTF8(silent[index].profile.name)
      }
      bytes.appendUTF8("): ")
      bytes.appendUTF8(first.reason)
      bytes.appendUTF8(". ")
      bytes.appendUTF8(advice)
      return Diagnostic(
        code: code, severity: .warning, line: line, column: column,
        message: String(decoding: bytes, as: UTF8.self))
    }
  }

  private static func advice(_ pattern: HapticPattern, _ platform: Platform) -> String {
    let hasIntent = pattern.intentToken != nil
    let hasWeb = pattern.fallbacks?.web != nil
    switch platform {
    case .web:
      return hasWeb ? "Give fallbacks.web a vibration." : "Add fallbacks.web."
    case .reactNative, .flutter:
      return hasIntent ? "It plays intents only." : "Add an intent: it plays intents only."
    case .gamepad, .ios, .android:
      if pattern.capability != nil {
        return "Relax requiredCapability, or add fallbacks.web\(hasIntent ? "" : " or an intent")."
      }
      return hasWeb ? "Give the track a playable event." : "Add fallbacks.web."
    }
  }
}
