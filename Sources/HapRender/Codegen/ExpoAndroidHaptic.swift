/// The expo-haptics `AndroidHaptics` member an expo call maps to, with the API level of the
/// `HapticFeedbackConstants` constant behind it: on Android from that level, and where the
/// installed expo-haptics has `performAndroidHapticsAsync`, the TypeScript vocabulary plays it
/// instead of the call (issue 20 item 15, D222).
struct ExpoAndroidHaptic: Equatable, Sendable {
  /// The `AndroidHaptics` member, such as `Clock_Tick`.
  var member: String
  /// Its string value (platform-facts 5: kebab-case), for the stand-ins that check it.
  var value: String
  /// The API level that added the constant (CLOCK_TICK 21, CONFIRM and REJECT 30).
  var apiLevel: Int

  /// The member for the calls a View constant names, as in Kotlin (D165): selection, success
  /// and error; `nil` for the impacts and the warning.
  static func forCall(_ call: ExpoCall) -> ExpoAndroidHaptic? {
    switch call {
    case .selection: ExpoAndroidHaptic(member: "Clock_Tick", value: "clock-tick", apiLevel: 21)
    case .notification(type: "Success"):
      ExpoAndroidHaptic(member: "Confirm", value: "confirm", apiLevel: 30)
    case .notification(type: "Error"):
      ExpoAndroidHaptic(member: "Reject", value: "reject", apiLevel: 30)
    default: nil
    }
  }
}
