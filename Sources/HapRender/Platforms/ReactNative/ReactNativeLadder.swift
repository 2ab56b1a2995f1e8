import HapModel

/// React Native through expo-haptics: intents only, plus `fallbacks.web` where the app runs in
/// a browser with `navigator.vibrate`.
struct ReactNativeLadder: PlatformLadder {
  func intent(_ token: IntentToken, rung: Rung, input: RenderInput) -> Rendering {
    let site = ReportSite.pattern(rung == .reduced ? .reduced : .intent)
    let call = ExpoMap.call(token)
    let row = TableRow.cite(token, .reactNative)
    let web = ExpoMap.webPattern(token)
    return Rendering(branches: [
      Branch(
        rung: rung, requirement: .all([.actuator, .host(.ios, because: "this branch is for iOS")]),
        effect: .expo(call),
        verdicts: [site: .kept("\(call.expression): a UIKit feedback generator on iOS (\(row))")],
        signal: IntentFeel.signal(for: token), path: "expo-haptics"),
      Branch(
        rung: rung,
        requirement: .all([.actuator, .host(.android, because: "this branch is for Android")]),
        effect: .expo(call),
        verdicts: [
          site: .approximated(
            "\(call.expression): expo-haptics on Android plays a fixed createWaveform, not a "
              + "system primitive (\(row); platform-facts 5)")
        ],
        signal: IntentFeel.signal(for: token), path: "expo-haptics"),
      Branch(
        rung: rung,
        requirement: .all([
          .actuator, .host(.web, because: "this branch is for the web"), .vibrateOnWeb,
        ]),
        effect: .expo(call),
        verdicts: [
          site: .approximated(
            "\(call.expression): expo-haptics on the web plays navigator.vibrate(\(web)), "
              + "duration only, and nothing on iOS Safari or desktop (\(row); platform-facts 5)")
        ],
        signal: IntentFeel.onOffSignal(web), path: "expo-haptics"),
    ])
  }

  /// Why no track plays, whatever it holds.
  static let noTrack =
    "expo-haptics exposes semantic constants only: no custom waveform, so a track falls back "
    + "to the intent (mapping table, React Native column)"

  func track(_ input: RenderInput) -> Rendering {
    .none(Self.noTrack)
  }

  func web(_ pattern: [Int], input: RenderInput) -> Rendering {
    let web = WebPattern(pattern)
    guard web.vibrates else { return .none("fallbacks.web has no vibration to play") }
    let how =
      "navigator.vibrate([\(web.entries.count) entries]) when Platform.OS is 'web', "
      + "duration only (DECISIONS.md D017)"
    let verdicts = VerdictTable([
      .pattern(.web): web.changes.isEmpty
        ? .kept(how) : .approximated(how + "; " + web.changes.joined(separator: "; "))
    ])
    return Rendering(branches: [
      Branch(
        rung: .web,
        requirement: .all([
          .host(
            .web,
            because: "expo-haptics has no duration API, so fallbacks.web plays only on the web"),
          .vibrate,
        ]),
        effect: .vibrate(web.entries), lazyVerdicts: { _ in verdicts },
        // Worked out only when the branch plays: HAPW03 plans this rung for every pattern
        // without an intent, and on iOS and Android hosts it never plays.
        lazySignal: { [entries = web.entries] in IntentFeel.onOffSignal(entries) },
        path: "navigator.vibrate")
    ])
  }
}
