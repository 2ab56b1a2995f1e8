import HapModel

/// The UIKit and SwiftUI spellings of each intent on iOS (mapping table, iOS column).
enum IOSFeedback {
  /// The UIKit call (`UIImpactFeedbackGenerator(style: .light).impactOccurred()`).
  static func uikit(_ token: IntentToken) -> String {
    switch token {
    case .impactLight: "UIImpactFeedbackGenerator(style: .light).impactOccurred()"
    case .impactMedium: "UIImpactFeedbackGenerator(style: .medium).impactOccurred()"
    case .impactHeavy: "UIImpactFeedbackGenerator(style: .heavy).impactOccurred()"
    case .impactSoft: "UIImpactFeedbackGenerator(style: .soft).impactOccurred()"
    case .impactRigid: "UIImpactFeedbackGenerator(style: .rigid).impactOccurred()"
    case .notificationSuccess: "UINotificationFeedbackGenerator().notificationOccurred(.success)"
    case .notificationWarning: "UINotificationFeedbackGenerator().notificationOccurred(.warning)"
    case .notificationError: "UINotificationFeedbackGenerator().notificationOccurred(.error)"
    case .selection: "UISelectionFeedbackGenerator().selectionChanged()"
    }
  }

  /// The SwiftUI `SensoryFeedback` value (iOS 17+).
  static func swiftUI(_ token: IntentToken) -> String {
    switch token {
    case .impactLight: ".impact(weight: .light)"
    case .impactMedium: ".impact(weight: .medium)"
    case .impactHeavy: ".impact(weight: .heavy)"
    case .impactSoft: ".impact(flexibility: .soft)"
    case .impactRigid: ".impact(flexibility: .rigid)"
    case .notificationSuccess: ".success"
    case .notificationWarning: ".warning"
    case .notificationError: ".error"
    case .selection: ".selection"
    }
  }
}
