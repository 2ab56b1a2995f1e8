import HapModel

/// HAPW03: the pattern renders nothing on some platform or profile that could play something.
public enum RenderWarnings {
  /// The code of the warning.
  public static let code = "HAPW03"

  /// Renditions (standard settings) that play nothing on a profile with a haptic actuator. A
  /// device without one plays nothing by design and is not counted.
  ///
  /// Which profiles are silent is decided on the whole pattern from the ladder's plan alone.
  /// The renditions returned (for their reasons) are of the pattern cut to its first event, so
  /// a 100,000-event track costs one plan per platform, not a report per event and profile.
  public static func silentRenditions(of pattern: HapticPattern) -> [Rendition] {
    // Profiles an intent or web branch plays on are settled without planning the track.
    let undecided = SilenceScreen.undecided(pattern)
    guard !undecided.isEmpty else { return [] }
    // React Native, Flutter and the web plan the same for the sample as for the whole pattern
    // (their track rung is always empty; their intent and web rungs read no event), so the
    // sample's rendition decides them; the other platforms are planned on the whole track.
    let toPlan = undecided.filter { !SilenceScreen.plansWithoutEvents($0) }
    let planned = Set(
      toPlan.isEmpty ? [] : Renderer.silentProfiles(of: pattern, among: toPlan).map(\.description))
    let candidates = undecided.filter {
      SilenceScreen.plansWithoutEvents($0) || planned.contains($0.description)
    }
    guard !candidates.isEmpty else { return [] }
    var sample = pattern
    if let track = pattern.track, track.count > 1 { sample.track = [track[0]] }
    let rendered = Renderer.render(sample, profiles: candidates, includeArtifact: false)
    let sampled = rendered.filter { $0.isSilent || !SilenceScreen.plansWithoutEvents($0.profile) }
    // A sample that plays cannot explain the silence: render the whole pattern for those.
    let unexplained = sampled.filter { !$0.isSilent }.map(\.profile)
    let whole =
      unexplained.isEmpty
      ? [] : Renderer.render(pattern, profiles: unexplained, includeArtifact: false)
    return sampled.map { rendition in
      rendition.isSilent
        ? rendition
        : whole.first {
          $0.profile.name == rendition.profile.name
            && $0.platform == rendition.platform
        } ?? rendition
    }
  }

  /// One HAPW03 warning per platform with silent profiles, placed at `line`/`column` (the
  /// haptic block's opening, say).
  public static func diagnostics(for pattern: HapticPattern, line: Int, column: Int)
    -> [Diagnostic]
  {
    let silent = silentRenditions(of: pattern)
    guard !silent.isEmpty else { return [] }
    // Read in place: a copy of a rendition retains its report, plan and texts.
    return Platform.allCases.compactMap { platform in
      guard let first = silent.firstIndex(where: { $0.platform == platform }) else { return nil }
      let profiles = silent.indices.filter { silent[$0].platform == platform }
        .map { silent[$0].profile.name }.joined(separator: ", ")
      return Diagnostic(
        code: code, severity: .warning, line: line, column: column,
        message:
          "renders nothing on \(platform.rawValue) (\(profiles)): \(why(silent[first])). "
          + advice(pattern, platform))
    }
  }

  /// The reason of the highest rung the pattern has: its intent, else its track, else its web
  /// fallback.
  private static func why(_ rendition: Rendition) -> String {
    // Arrays, not sets: a file with HAPW03 asks this once per platform, and hashing costs more
    // than scanning a report of a few entries.
    let order: [[Construct]] = [[.intent], [.transient, .continuous], [.web]]
    for constructs in order {
      if let entry = rendition.report.first(where: { constructs.contains($0.construct) }) {
        return entry.reason.hasPrefix("track not played: ")
          ? String(entry.reason.dropFirst("track not played: ".count)) : entry.reason
      }
    }
    return rendition.report.first?.reason ?? "it has nothing this target can play"
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
