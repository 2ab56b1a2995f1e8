/// What each member and value of the haptic/0.1 grammar means, for completion and hover.
///
/// The wording follows the spec's tables and the schema's descriptions
/// (`schema/haptic-0.1.schema.json`); the intent feels are the ones haptui renders.
public enum SpecDocs {
  /// Top-level members.
  public static let patternMembers: [String: String] = [
    "haptic": "Grammar version of this block, written \"MAJOR.MINOR\" (\"0.1\"). Required.",
    "id": "Stable slug (`^[a-z0-9]+(-[a-z0-9]+)*$`); the same as the frontmatter `id`. Required.",
    "intent": "Semantic primitive, resolved natively first: one of the nine Tier-0 tokens.",
    "track": "Synthesized timeline: events ordered by `at`; at least one when present.",
    "requiredCapability":
      "The least device capability the full track needs (amplitude, sharpness, curve, "
      + "composition); a device without it plays the intent or a fallback instead.",
    "fallbacks": "What plays where the track cannot: `web` (navigator.vibrate) and `reduced`.",
  ]

  /// Track event members.
  public static let eventMembers: [String: String] = [
    "at": "Start offset from the track origin, in whole milliseconds (at least 0). Required.",
    "type":
      "`transient` (a tap, no length) or `continuous` (a vibration for `duration`). Required.",
    "intensity": "Strength from 0 (nothing) to 1 (the device's full strength).",
    "sharpness": "Character from 0 (dull, round, low) to 1 (crisp, sharp, high).",
    "duration":
      "Length of a continuous event in whole milliseconds; required for continuous events, "
      + "ignored for transients.",
    "curve": "How a continuous event's intensity moves over its duration: linear, easeIn, "
      + "easeOut or hold.",
    "primitive": "Optional native-primitive hint a compiler may honour (Android "
      + "`PRIMITIVE_*` constants).",
  ]

  /// `fallbacks` members.
  public static let fallbackMembers: [String: String] = [
    "web": "On/off milliseconds for navigator.vibrate: even indices vibrate, odd indices pause "
      + "(at most 99 entries, each at most 10,000 ms).",
    "reduced": "A gentler Tier-0 intent for the reduced-feedback setting.",
  ]

  /// The Tier-0 intent tokens.
  public static let intents: [String: String] = [
    "impact.light": "A light, small tap (a minor UI element settling).",
    "impact.medium": "A medium tap (a standard button or control).",
    "impact.heavy": "A strong, heavy thump (a large element landing).",
    "impact.soft": "A soft, cushioned tap (a flexible or padded element).",
    "impact.rigid": "A hard, crisp tap (a stiff element).",
    "notification.success": "A task succeeded: a rising pair of taps.",
    "notification.warning": "Something needs attention: an even pair of taps.",
    "notification.error": "A task failed: three dull taps.",
    "selection": "A selection moved (a picker's detent): the lightest, crispest tick.",
  ]

  /// Event types.
  public static let types: [String: String] = [
    "transient": "A single tap with no length; `duration` and `curve` are ignored.",
    "continuous": "A vibration for `duration` ms, its intensity shaped by `curve`.",
  ]

  /// Curves.
  public static let curves: [String: String] = [
    "linear": "Intensity moves at an even rate over the duration.",
    "easeIn": "Starts gently and speeds up: the strength comes late.",
    "easeOut": "Starts fast and settles: the strength comes early.",
    "hold": "Keeps the intensity for the whole duration.",
  ]

  /// Capabilities.
  public static let capabilities: [String: String] = [
    "amplitude": "The device can vary strength (not only on and off).",
    "sharpness": "The device can vary sharpness (Core Haptics, Android envelopes).",
    "curve": "The device can shape intensity over time (parameter curves, envelopes).",
    "composition": "The device composes native primitives (Android compositions).",
  ]

  /// Android composition primitives (`VibrationEffect.Composition`) a `primitive` may name.
  public static let primitives: [String: String] = [
    "PRIMITIVE_CLICK": "A crisp click (API 30).",
    "PRIMITIVE_THUD": "A dull, heavy thud (API 31; CLICK on API 30).",
    "PRIMITIVE_SPIN": "A spinning buzz (API 31; QUICK_RISE on API 30).",
    "PRIMITIVE_QUICK_RISE": "A fast rise in strength (API 30).",
    "PRIMITIVE_SLOW_RISE": "A slow rise in strength (API 30).",
    "PRIMITIVE_QUICK_FALL": "A fast fall in strength (API 30).",
    "PRIMITIVE_TICK": "A light, sharp tick (API 30).",
    "PRIMITIVE_LOW_TICK": "A low, soft tick (API 31; TICK on API 30).",
  ]

  /// The documentation of `member` in an object of `role`.
  static func member(_ member: String, role: ObjectRole) -> String? {
    switch role {
    case .pattern: patternMembers[member]
    case .event: eventMembers[member]
    case .fallbacks: fallbackMembers[member]
    case .other: nil
    }
  }

  /// The allowed values of `member` (with what each means), when it takes a token.
  static func values(of member: String, role: ObjectRole) -> [String: String]? {
    switch (role, member) {
    case (.pattern, "intent"), (.fallbacks, "reduced"): intents
    case (.pattern, "requiredCapability"): capabilities
    case (.pattern, "haptic"): ["0.1": "The grammar this version of haptui reads."]
    case (.event, "type"): types
    case (.event, "curve"): curves
    case (.event, "primitive"): primitives
    default: nil
    }
  }
}
