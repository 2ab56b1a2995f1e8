import HapModel

/// The Flutter column: `HapticFeedback` methods and the documented fallbacks (platform-facts 6).
enum FlutterMap {
  struct Choice: Equatable, Sendable {
    /// The method name (`lightImpact`).
    var method: String
    /// The token whose feel it plays (differs from the pattern's where Flutter falls back).
    var plays: IntentToken
    /// Why it is a fallback, or `nil` when it is the token's own method.
    var fallback: String?
  }

  /// The method for `token`; `notifications` says whether the Flutter in use has
  /// `successNotification()` and its siblings.
  static func choice(_ token: IntentToken, notifications: Bool) -> Choice {
    switch token {
    case .impactLight: Choice(method: "lightImpact", plays: token, fallback: nil)
    case .impactMedium: Choice(method: "mediumImpact", plays: token, fallback: nil)
    case .impactHeavy: Choice(method: "heavyImpact", plays: token, fallback: nil)
    case .selection: Choice(method: "selectionClick", plays: token, fallback: nil)
    case .impactSoft:
      Choice(
        method: "lightImpact", plays: .impactLight,
        fallback: "Flutter has no soft impact: falls back to impact.light")
    case .impactRigid:
      Choice(
        method: "heavyImpact", plays: .impactHeavy,
        fallback: "Flutter has no rigid impact: falls back to impact.heavy")
    case .notificationSuccess, .notificationWarning, .notificationError:
      notification(token, notifications: notifications)
    }
  }

  /// What a `HapticFeedback` method plays on Android (the engine's `PlatformPlugin` calls
  /// `View.performHapticFeedback`, platform-facts 6): the constant, the intent it feels like
  /// there, and how it differs from the method's name.
  struct AndroidFeedback: Equatable, Sendable {
    var constant: String
    var feels: IntentToken
    var note: String
  }

  static func onAndroid(_ method: String) -> AndroidFeedback? {
    switch method {
    case "lightImpact":
      AndroidFeedback(
        constant: "VIRTUAL_KEY", feels: .impactLight,
        note: "a key click, the same as mediumImpact()")
    case "mediumImpact":
      AndroidFeedback(
        constant: "KEYBOARD_TAP", feels: .impactLight,
        note: "a key click that feels the same as lightImpact()")
    case "heavyImpact":
      AndroidFeedback(
        constant: "CONTEXT_CLICK", feels: .selection,
        note: "the lightest tick of the three impacts, not a heavy one")
    case "selectionClick":
      AndroidFeedback(constant: "CLOCK_TICK", feels: .selection, note: "")
    case "successNotification":
      AndroidFeedback(
        constant: "CONFIRM", feels: .notificationSuccess, note: "API 30+ only, nothing below")
    case "warningNotification":
      AndroidFeedback(
        constant: "KEYBOARD_TAP", feels: .impactLight,
        note: "a key click, the same as mediumImpact() (API 30+ only)")
    case "errorNotification":
      AndroidFeedback(
        constant: "REJECT", feels: .notificationError, note: "API 30+ only, nothing below")
    default: nil
    }
  }

  private static func notification(_ token: IntentToken, notifications: Bool) -> Choice {
    let name = String(token.rawValue.dropFirst("notification.".count))
    if notifications {
      return Choice(method: "\(name)Notification", plays: token, fallback: nil)
    }
    let fallback: IntentToken = token == .notificationError ? .impactHeavy : .impactMedium
    return Choice(
      method: fallback == .impactHeavy ? "heavyImpact" : "mediumImpact", plays: fallback,
      fallback:
        "this Flutter has no notification method and no track rung: falls back to "
        + "\(fallback.rawValue)")
  }
}
