import HapModel

/// Flutter's `HapticFeedback`: semantic constants only.
struct FlutterLadder: PlatformLadder {
  /// Whether the Flutter in use has the notification methods (a compile-time choice).
  var notifications: Bool
  /// Whether the app runs on Android, where the engine plays `View.performHapticFeedback`
  /// constants (platform-facts 6; issue 20 item 16).
  var android = false

  func intent(_ token: IntentToken, rung: Rung, input: RenderInput) -> Rendering {
    let site = ReportSite.pattern(rung == .reduced ? .reduced : .intent)
    var choice = FlutterMap.choice(token, notifications: notifications)
    let row = TableRow.cite(token, .flutter)
    let call = "HapticFeedback.\(choice.method)()"
    let verdict: Verdict
    var requirement = DeviceGuard.actuator
    if android, let played = FlutterMap.onAndroid(choice.method) {
      choice.plays = played.feels
      if AndroidIntentMap.isNotification(token), notifications {
        requirement = .all([.actuator, .apiLevel(30)])
      }
      let how = "\(call) plays HapticFeedbackConstants.\(played.constant) on Android"
      let fallback = choice.fallback.map { "; \($0)" } ?? ""
      verdict =
        played.feels == token && choice.fallback == nil
        ? .kept("\(how) (platform-facts 6)")
        : .approximated("\(how): \(played.note)\(fallback) (platform-facts 6)")
    } else if let fallback = choice.fallback {
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
        rung: rung, requirement: requirement, effect: .flutter(method: choice.method),
        verdicts: [site: verdict], signal: IntentFeel.signal(for: choice.plays),
        path: "HapticFeedback")
    ])
  }

  /// Why no track plays, whatever it holds.
  static let noTrack =
    "HapticFeedback exposes semantic constants only: no custom waveform, so a track falls back "
    + "to the intent (mapping table, Flutter column)"

  func track(_ input: RenderInput) -> Rendering {
    .none(Self.noTrack)
  }

  func web(_ pattern: [Int], input: RenderInput) -> Rendering {
    .none("HapticFeedback has no duration API, so fallbacks.web cannot play (Flutter column)")
  }
}
