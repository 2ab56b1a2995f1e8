extension IntentToken {
  /// The Tier-0 token `text` most likely means (`notify.success` → `.notificationSuccess`,
  /// `impact.hevy` → `.impactHeavy`), or `nil` when nothing is close.
  public static func nearest(to text: String) -> IntentToken? {
    Suggestion.nearest(to: text, among: allCases.map(\.rawValue), aliases: Suggestion.intentAliases)
      .flatMap { IntentToken(rawValue: $0.choice) }
  }
}
