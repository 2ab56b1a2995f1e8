import HapModel

/// The Jetpack Compose `HapticFeedbackType` an intent maps to, with the API level of the
/// `HapticFeedbackConstants` constant it performs: the Compose vocabulary plays it through
/// `LocalHapticFeedback` from that level and falls back to the View form below it (issue 20
/// item 15, D221).
struct KotlinComposeFeedback: Equatable, Sendable {
  /// The `HapticFeedbackType` companion property, such as `Confirm`.
  var type: String
  /// The value of the `HapticFeedbackConstants` constant it performs on Android (platform-facts
  /// 4.3), for the stand-ins that check it.
  var value: Int
  /// The API level that added that constant (CONFIRM and REJECT 30, SEGMENT_TICK 34).
  var apiLevel: Int

  /// The type for an intent a View constant names; `nil` for the impacts and the warning, as
  /// for the View form (D165). Selection is `SegmentTick` ("items in a list or discrete points
  /// on a slider"), not `SegmentFrequentTick`, which a device may play as nothing (D221).
  static func forIntent(_ token: IntentToken) -> KotlinComposeFeedback? {
    switch token {
    case .selection: KotlinComposeFeedback(type: "SegmentTick", value: 26, apiLevel: 34)
    case .notificationSuccess: KotlinComposeFeedback(type: "Confirm", value: 16, apiLevel: 30)
    case .notificationError: KotlinComposeFeedback(type: "Reject", value: 17, apiLevel: 30)
    default: nil
    }
  }

  /// The type for a pattern that has a View form (its Android ladder starts at its intent);
  /// `nil` otherwise.
  static func forEntry(_ entry: VocabularyEntry) -> KotlinComposeFeedback? {
    guard KotlinViewFeedback.forEntry(entry) != nil, let token = entry.input.pattern.intentToken
    else { return nil }
    return forIntent(token)
  }
}
