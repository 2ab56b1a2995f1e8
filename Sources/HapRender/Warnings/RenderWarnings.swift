import HapModel

/// HAPW03: the pattern renders nothing on some platform or profile that could play something.
public enum RenderWarnings {
  /// The code of the warning.
  public static let code = "HAPW03"

  /// Renditions (standard settings) that play nothing on a profile with a haptic actuator. A
  /// device without one plays nothing by design and is not counted.
  public static func silentRenditions(of pattern: HapticPattern) -> [Rendition] {
    Renderer.render(
      pattern, profiles: DeviceProfile.all.filter { $0.has(.actuator) }, includeArtifact: false
    ).filter(\.isSilent)
  }

  /// One HAPW03 warning per platform with silent profiles, placed at `line`/`column` (the
  /// haptic block's opening, say).
  public static func diagnostics(for pattern: HapticPattern, line: Int, column: Int)
    -> [Diagnostic]
  {
    let silent = silentRenditions(of: pattern)
    return Platform.allCases.compactMap { platform in
      let renditions = silent.filter { $0.platform == platform }
      guard let first = renditions.first else { return nil }
      let profiles = renditions.map(\.profile.name).joined(separator: ", ")
      return Diagnostic(
        code: code, severity: .warning, line: line, column: column,
        message:
          "renders nothing on \(platform.rawValue) (\(profiles)): \(why(first)). "
          + advice(pattern, platform))
    }
  }

  /// The reason of the highest rung the pattern has: its intent, else its track, else its web
  /// fallback.
  private static func why(_ rendition: Rendition) -> String {
    let order: [Set<Construct>] = [[.intent], [.transient, .continuous], [.web]]
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
