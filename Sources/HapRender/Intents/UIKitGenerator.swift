import HapModel

/// The UIKit feedback generator that plays an intent, as emitted code makes and fires it. One
/// generator per impact style, one notification generator and one selection generator serve
/// every pattern, so each is made once and prepared again after it fires.
struct UIKitGenerator: Hashable, Comparable, Sendable {
  /// The name of the property holding it (`lightImpact`, `notification`, `selection`).
  var property: String
  /// Its class (`UIImpactFeedbackGenerator`).
  var type: String
  /// The expression that makes it (`UIImpactFeedbackGenerator(style: .light)`).
  var make: String
  /// The call that fires it for the intent (`impactOccurred()`, `notificationOccurred(.success)`).
  var fire: String
  /// Where it sorts among generators (impacts by weight, then notification, then selection).
  var rank: Int

  init(_ token: IntentToken) {
    func impact(_ style: String, _ rank: Int) -> UIKitGenerator {
      UIKitGenerator(
        property: "\(style)Impact", type: "UIImpactFeedbackGenerator",
        make: "UIImpactFeedbackGenerator(style: .\(style))", fire: "impactOccurred()", rank: rank)
    }
    func notification(_ type: String) -> UIKitGenerator {
      UIKitGenerator(
        property: "notification", type: "UINotificationFeedbackGenerator",
        make: "UINotificationFeedbackGenerator()", fire: "notificationOccurred(.\(type))", rank: 5)
    }
    self =
      switch token {
      case .impactLight: impact("light", 0)
      case .impactMedium: impact("medium", 1)
      case .impactHeavy: impact("heavy", 2)
      case .impactSoft: impact("soft", 3)
      case .impactRigid: impact("rigid", 4)
      case .notificationSuccess: notification("success")
      case .notificationWarning: notification("warning")
      case .notificationError: notification("error")
      case .selection:
        UIKitGenerator(
          property: "selection", type: "UISelectionFeedbackGenerator",
          make: "UISelectionFeedbackGenerator()", fire: "selectionChanged()", rank: 6)
      }
  }

  private init(property: String, type: String, make: String, fire: String, rank: Int) {
    self.property = property
    self.type = type
    self.make = make
    self.fire = fire
    self.rank = rank
  }

  static func < (lhs: UIKitGenerator, rhs: UIKitGenerator) -> Bool { lhs.rank < rhs.rank }

  /// Whether two generators are the same object in emitted code (one notification generator
  /// fires every notification type).
  static func == (lhs: UIKitGenerator, rhs: UIKitGenerator) -> Bool {
    lhs.property == rhs.property
  }

  func hash(into hasher: inout Hasher) { hasher.combine(property) }
}
