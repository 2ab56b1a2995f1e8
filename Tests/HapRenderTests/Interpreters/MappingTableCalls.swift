import HapModel

/// The calls the spec's mapping table names for each intent, written out independently of the
/// renderer so the interpreters can check what an artefact really called.
enum MappingTableCalls {
  /// The expo-haptics call: the function and the argument's documented value.
  static func expo(_ token: IntentToken) -> (api: String, argument: String?) {
    switch token {
    case .impactLight: ("Haptics.impactAsync", "light")
    case .impactMedium: ("Haptics.impactAsync", "medium")
    case .impactHeavy: ("Haptics.impactAsync", "heavy")
    case .impactSoft: ("Haptics.impactAsync", "soft")
    case .impactRigid: ("Haptics.impactAsync", "rigid")
    case .notificationSuccess: ("Haptics.notificationAsync", "success")
    case .notificationWarning: ("Haptics.notificationAsync", "warning")
    case .notificationError: ("Haptics.notificationAsync", "error")
    case .selection: ("Haptics.selectionAsync", nil)
    }
  }

  /// The Android composition primitives the table allows for an impact or selection (SDK
  /// values: CLICK 1, THUD 2, TICK 7, LOW_TICK 8); `nil` for notifications (synthesised).
  static func androidPrimitives(_ token: IntentToken) -> Set<Int>? {
    switch token {
    case .impactLight, .impactSoft: [8]
    case .impactMedium: [1]
    case .impactHeavy: [2, 1]
    case .impactRigid: [1, 7]
    case .selection: [7]
    case .notificationSuccess, .notificationWarning, .notificationError: nil
    }
  }

  /// The `createPredefined` effect (SDK values: CLICK 0, TICK 2, HEAVY_CLICK 5).
  static func androidPredefined(_ token: IntentToken) -> Int? {
    switch token {
    case .impactLight, .impactSoft, .selection: 2
    case .impactMedium, .impactRigid: 0
    case .impactHeavy: 5
    case .notificationSuccess, .notificationWarning, .notificationError: nil
    }
  }

  /// The UIKit generator and the call that fires it.
  static func uikit(_ token: IntentToken) -> [String] {
    switch token {
    case .impactLight: ["UIImpactFeedbackGenerator(style: .light)", "impactOccurred()"]
    case .impactMedium: ["UIImpactFeedbackGenerator(style: .medium)", "impactOccurred()"]
    case .impactHeavy: ["UIImpactFeedbackGenerator(style: .heavy)", "impactOccurred()"]
    case .impactSoft: ["UIImpactFeedbackGenerator(style: .soft)", "impactOccurred()"]
    case .impactRigid: ["UIImpactFeedbackGenerator(style: .rigid)", "impactOccurred()"]
    case .notificationSuccess:
      ["UINotificationFeedbackGenerator()", "notificationOccurred(.success)"]
    case .notificationWarning:
      ["UINotificationFeedbackGenerator()", "notificationOccurred(.warning)"]
    case .notificationError: ["UINotificationFeedbackGenerator()", "notificationOccurred(.error)"]
    case .selection: ["UISelectionFeedbackGenerator()", "selectionChanged()"]
    }
  }

  /// The curve's level at a fraction of the event (D006), written out again.
  static func curveLevel(_ curve: Curve, _ fraction: Double) -> Double {
    switch curve {
    case .linear: fraction
    case .easeIn: fraction * fraction
    case .easeOut: 1 - (1 - fraction) * (1 - fraction)
    case .hold: 1
    }
  }
}
