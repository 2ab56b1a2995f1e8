import HapModel

/// The `View.performHapticFeedback` constant an intent maps to, with the API level that added
/// it: the Kotlin vocabulary's `fun member(view: View)` plays it from that level and falls back
/// to the vibrator path below (issue 20 item 15, D165).
struct KotlinViewFeedback: Equatable, Sendable {
  /// The `HapticFeedbackConstants` field, such as `CONFIRM`.
  var constant: String
  /// Its value (platform-facts 4.3), for the stand-ins that check it.
  var value: Int
  /// The API level that added the constant (platform-facts 4.3; `api_diff/30` for 16 and 17).
  var apiLevel: Int

  /// The constant for an intent whose name it carries; `nil` for the impacts and warning,
  /// which no constant names (a key click would merge light and medium, D165).
  static func forIntent(_ token: IntentToken) -> KotlinViewFeedback? {
    switch token {
    case .selection: KotlinViewFeedback(constant: "CLOCK_TICK", value: 4, apiLevel: 21)
    case .notificationSuccess: KotlinViewFeedback(constant: "CONFIRM", value: 16, apiLevel: 30)
    case .notificationError: KotlinViewFeedback(constant: "REJECT", value: 17, apiLevel: 30)
    default: nil
    }
  }

  /// The constant for a pattern whose Android ladder starts at its intent (the View path
  /// replaces that rung and nothing else); `nil` otherwise.
  static func forEntry(_ entry: VocabularyEntry) -> KotlinViewFeedback? {
    guard let token = entry.input.pattern.intentToken, let feedback = forIntent(token),
      entry.plan(KotlinVocabulary.android).branches.first?.rung == .intent
    else { return nil }
    return feedback
  }
}
