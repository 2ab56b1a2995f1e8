/// The frozen Tier-0 intent vocabulary of haptic/0.1.
public enum IntentToken: String, CaseIterable, Sendable {
  case impactLight = "impact.light"
  case impactMedium = "impact.medium"
  case impactHeavy = "impact.heavy"
  case impactSoft = "impact.soft"
  case impactRigid = "impact.rigid"
  case notificationSuccess = "notification.success"
  case notificationWarning = "notification.warning"
  case notificationError = "notification.error"
  case selection = "selection"
}
