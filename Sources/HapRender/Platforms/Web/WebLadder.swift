import HapModel

/// The web: `navigator.vibrate` only, duration only, Android Chrome family only.
struct WebLadder: PlatformLadder {
  func intent(_ token: IntentToken, rung: Rung, input: RenderInput) -> Rendering {
    guard rung == .intent else {
      return .none(
        "the web has no semantic haptic primitive for \(token.rawValue), and reduced feedback "
          + "never falls back to fallbacks.web, so nothing plays (\(TableRow.cite(token, .web)); "
          + "DECISIONS.md D017)")
    }
    return .none(
      "the web has no semantic haptic primitive: the ladder steps down to fallbacks.web "
        + "(\(TableRow.cite(token, .web)))")
  }

  func track(_ input: RenderInput) -> Rendering {
    .none(
      "navigator.vibrate is duration-only with no per-event API, so the web plays fallbacks.web, "
        + "never the track; intensity, sharpness and curves are dropped at the boundary "
        + "(mapping table, web column)")
  }

  func web(_ pattern: [Int], input: RenderInput) -> Rendering {
    let web = WebPattern(pattern)
    guard web.vibrates else { return .none("fallbacks.web has no vibration to play") }
    let how =
      "navigator.vibrate([\(web.entries.count) entries]) behind feature detection, "
      + "duration only, after a user gesture (mapping table, web column)"
    let verdict: Verdict =
      web.changes.isEmpty
      ? .kept(how) : .approximated(how + "; " + web.changes.joined(separator: "; "))
    return Rendering(branches: [
      Branch(
        rung: .web, requirement: .vibrate, effect: .vibrate(web.entries),
        verdicts: [.pattern(.web): verdict], signal: IntentFeel.onOffSignal(web.entries),
        path: "navigator.vibrate")
    ])
  }
}
