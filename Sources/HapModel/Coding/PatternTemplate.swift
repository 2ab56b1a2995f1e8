/// The text of a new `.hap.md` file: frontmatter, prose headings to fill in, and a conformant
/// starting pattern shaped after the intent (or a single medium tap without one).
public enum PatternTemplate {
  /// A complete, conformant file for `id` (a slug) with an optional Tier-0 `intent`.
  public static func text(id: String, intent: IntentToken? = nil) -> String {
    let title = id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined(separator: " ")
    let pattern = starter(id: id, intent: intent)
    var front = "---\nid: \(id)\ntitle: \(title)\nspec: \"0.1\"\nversion: 0.1.0\n"
    front += "category: \(intent.map(category) ?? "feedback")\n"
    if let intent { front += "intent: \(intent.rawValue)\n" }
    front += "platforms: [ios, android, web:best-effort]\ntags: []\n"
    front += "feel: \(feel(intent))\n---\n"
    return front + """

      # \(title)

      ## When to fire it

      Name the moment this pattern marks: the user action it confirms or the outcome it
      reports. Haptics accompany a visual or audible change; they are never the only signal.

      ## What it should feel like

      Describe the sensation in a sentence or two: how strong, how crisp, how long, and how it
      differs from the patterns next to it.

      ## Pattern

      ```haptic
      \(PatternEncoder.canonicalText(of: pattern))```

      """
  }

  /// The starting pattern: a track and web fallback that resemble the intent.
  public static func starter(id: String, intent: IntentToken?) -> HapticPattern {
    // (at, intensity, sharpness) taps and the web on/off pattern.
    let taps: [(Int, Double, Double)]
    let web: [Int]
    switch intent {
    case .impactLight: (taps, web) = ([(0, 0.4, 0.4)], [30])
    case .impactMedium, nil: (taps, web) = ([(0, 0.6, 0.5)], [40])
    case .impactHeavy: (taps, web) = ([(0, 1, 0.3)], [60])
    case .impactSoft: (taps, web) = ([(0, 0.5, 0.1)], [30])
    case .impactRigid: (taps, web) = ([(0, 0.8, 1)], [30])
    case .notificationSuccess: (taps, web) = ([(0, 0.6, 0.6), (120, 1, 0.8)], [40, 80, 50])
    case .notificationWarning: (taps, web) = ([(0, 0.9, 0.5), (150, 0.9, 0.5)], [50, 100, 50])
    case .notificationError:
      (taps, web) = ([(0, 1, 0.9), (100, 1, 0.9), (200, 1, 0.9)], [60, 40, 60, 40, 60])
    case .selection: (taps, web) = ([(0, 0.35, 0.9)], [20])
    }
    let track = taps.enumerated().map { index, tap in
      TrackEvent(
        id: EventID(index + 1), at: tap.0, type: .transient, intensity: tap.1, sharpness: tap.2)
    }
    let reduced: String? =
      switch intent {
      case .notificationSuccess, .notificationWarning, .notificationError: "impact.light"
      default: nil
      }
    return HapticPattern(
      haptic: "0.1", id: id, intent: intent?.rawValue, track: track,
      fallbacks: Fallbacks(web: web, reduced: reduced))
  }

  private static func category(_ intent: IntentToken) -> String {
    switch intent {
    case .selection: "ui"
    case .notificationSuccess, .notificationWarning, .notificationError: "feedback"
    default: "gesture"
    }
  }

  private static func feel(_ intent: IntentToken?) -> String {
    switch intent {
    case .impactLight: "A light tap."
    case .impactMedium, nil: "A medium tap."
    case .impactHeavy: "A heavy, weighty tap."
    case .impactSoft: "A dull, cushioned tap."
    case .impactRigid: "A stiff, crisp tap."
    case .notificationSuccess: "Two rising taps that say it worked."
    case .notificationWarning: "Two even, firm taps that say careful."
    case .notificationError: "Three hard taps that say it failed."
    case .selection: "A faint tick as the value changes."
    }
  }
}
