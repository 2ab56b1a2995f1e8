import HapModel

/// Flutter's `HapticFeedback`: semantic constants only.
struct FlutterLadder: PlatformLadder {
  /// Whether the Flutter in use has the notification methods (a compile-time choice).
  var notifications: Bool

  func intent(_ token: IntentToken, rung: Rung, input: RenderInput) -> Rendering {
    let site = ReportSite.pattern(rung == .reduced ? .reduced : .intent)
    let choice = FlutterMap.choice(token, notifications: notifications)
    let row = TableRow.cite(token, .flutter)
    let call = "HapticFeedback.\(choice.method)()"
    let verdict: Verdict
    if let fallback = choice.fallback {
      verdict = .approximated("\(call): \(fallback) (\(row))")
    } else if AndroidIntentMap.isNotification(token) {
      verdict = .kept(
        "\(call) (flutter/flutter PR #177721; the spec's table predates it; on Android it plays "
          + "only on API 30+, platform-facts 6)")
    } else {
      verdict = .kept("\(call) (\(row))")
    }
    return Rendering(branches: [
      Branch(
        rung: rung, requirement: .actuator, effect: .flutter(method: choice.method),
        verdicts: [site: verdict], signal: IntentFeel.signal(for: choice.plays),
        path: "HapticFeedback")
    ])
  }

  func track(_ input: RenderInput) -> Rendering {
    .none(
      "HapticFeedback exposes semantic constants only: no custom waveform, so a track falls back "
        + "to the intent (mapping table, Flutter column)")
  }

  func web(_ pattern: [Int], input: RenderInput) -> Rendering {
    .none("HapticFeedback has no duration API, so fallbacks.web cannot play (Flutter column)")
  }
}
