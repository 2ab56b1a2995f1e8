import HapModel

/// The Android column of the mapping table for intents: a composition primitive first, a
/// predefined effect second (platform-facts 2 and 4).
enum AndroidIntentMap {
  /// The composition primitive of an impact or selection token (`nil` for notifications).
  static func primitive(_ token: IntentToken) -> AndroidPrimitive? {
    switch token {
    case .impactLight, .impactSoft: .lowTick
    case .impactMedium, .impactRigid: .click
    case .impactHeavy: .thud
    case .selection: .tick
    case .notificationSuccess, .notificationWarning, .notificationError: nil
    }
  }

  /// The predefined effect of an impact or selection token (`nil` for notifications).
  static func predefined(_ token: IntentToken) -> AndroidPredefinedEffect? {
    switch token {
    case .impactLight, .impactSoft, .selection: .tick
    case .impactMedium, .impactRigid: .click
    case .impactHeavy: .heavyClick
    case .notificationSuccess, .notificationWarning, .notificationError: nil
    }
  }

  /// The resource Android plays when the HAL lacks a predefined effect (platform-facts 4.4).
  static func halFallback(_ effect: AndroidPredefinedEffect) -> String {
    switch effect {
    case .click: "config_virtualKeyVibePattern"
    case .tick: "config_clockTickVibePattern"
    case .heavyClick: "config_longPressVibePattern"
    }
  }

  static func isNotification(_ token: IntentToken) -> Bool {
    token == .notificationSuccess || token == .notificationWarning || token == .notificationError
  }
}
