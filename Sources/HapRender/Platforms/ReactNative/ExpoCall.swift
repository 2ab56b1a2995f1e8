/// An expo-haptics call.
enum ExpoCall: Equatable, Sendable {
  case impact(style: String)
  case notification(type: String)
  case selection

  /// The TypeScript expression (`Haptics.impactAsync(Haptics.ImpactFeedbackStyle.Light)`).
  var expression: String {
    switch self {
    case .impact(let style): "Haptics.impactAsync(Haptics.ImpactFeedbackStyle.\(style))"
    case .notification(let type):
      "Haptics.notificationAsync(Haptics.NotificationFeedbackType.\(type))"
    case .selection: "Haptics.selectionAsync()"
    }
  }
}
