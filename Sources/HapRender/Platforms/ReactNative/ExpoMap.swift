import HapModel

/// The React Native column: expo-haptics calls, and what expo does with them off iOS
/// (platform-facts 5).
enum ExpoMap {
  static func call(_ token: IntentToken) -> ExpoCall {
    switch token {
    case .impactLight: .impact(style: "Light")
    case .impactMedium: .impact(style: "Medium")
    case .impactHeavy: .impact(style: "Heavy")
    case .impactSoft: .impact(style: "Soft")
    case .impactRigid: .impact(style: "Rigid")
    case .notificationSuccess: .notification(type: "Success")
    case .notificationWarning: .notification(type: "Warning")
    case .notificationError: .notification(type: "Error")
    case .selection: .selection
    }
  }

  /// The `navigator.vibrate` pattern expo-haptics plays on the web (`ExpoHaptics.web.ts`).
  static func webPattern(_ token: IntentToken) -> [Int] {
    switch token {
    case .impactLight: [30]
    case .impactMedium: [50]
    case .impactHeavy: [80]
    case .impactSoft: [20]
    case .impactRigid: [100]
    case .selection: [30]
    case .notificationSuccess: [50]
    case .notificationWarning: [50, 50, 50]
    case .notificationError: [200, 100, 200]
    }
  }
}
