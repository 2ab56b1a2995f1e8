import HapModel
import Testing

@testable import HapRender

/// The intent rows of the spec's normative mapping table, cell by cell.
@Suite struct MappingTableIntentTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var token: IntentToken
    var uikit: String
    var swiftUI: String
    /// The composition primitive on API 31+, or `nil` for notifications (synthesized).
    var primitive: String?
    var predefined: String?
    var expo: String
    var flutter: String
    /// Whether Flutter has the token's own method (not a documented fallback).
    var flutterNative: Bool

    var testDescription: String { token.rawValue }
  }

  static let rows: [Row] = [
    Row(
      token: .impactLight, uikit: "UIImpactFeedbackGenerator(style: .light)",
      swiftUI: ".impact(weight: .light)", primitive: "PRIMITIVE_LOW_TICK",
      predefined: "EFFECT_TICK", expo: "Haptics.impactAsync(Haptics.ImpactFeedbackStyle.Light)",
      flutter: "lightImpact", flutterNative: true),
    Row(
      token: .impactMedium, uikit: "UIImpactFeedbackGenerator(style: .medium)",
      swiftUI: ".impact(weight: .medium)", primitive: "PRIMITIVE_CLICK",
      predefined: "EFFECT_CLICK", expo: "Haptics.impactAsync(Haptics.ImpactFeedbackStyle.Medium)",
      flutter: "mediumImpact", flutterNative: true),
    Row(
      token: .impactHeavy, uikit: "UIImpactFeedbackGenerator(style: .heavy)",
      swiftUI: ".impact(weight: .heavy)", primitive: "PRIMITIVE_THUD",
      predefined: "EFFECT_HEAVY_CLICK",
      expo: "Haptics.impactAsync(Haptics.ImpactFeedbackStyle.Heavy)", flutter: "heavyImpact",
      flutterNative: true),
    Row(
      token: .impactSoft, uikit: "UIImpactFeedbackGenerator(style: .soft)",
      swiftUI: ".impact(flexibility: .soft)", primitive: "PRIMITIVE_LOW_TICK",
      predefined: "EFFECT_TICK", expo: "Haptics.impactAsync(Haptics.ImpactFeedbackStyle.Soft)",
      flutter: "lightImpact", flutterNative: false),
    Row(
      token: .impactRigid, uikit: "UIImpactFeedbackGenerator(style: .rigid)",
      swiftUI: ".impact(flexibility: .rigid)", primitive: "PRIMITIVE_CLICK",
      predefined: "EFFECT_CLICK", expo: "Haptics.impactAsync(Haptics.ImpactFeedbackStyle.Rigid)",
      flutter: "heavyImpact", flutterNative: false),
    Row(
      token: .notificationSuccess,
      uikit: "UINotificationFeedbackGenerator()", swiftUI: ".success", primitive: nil,
      predefined: nil,
      expo: "Haptics.notificationAsync(Haptics.NotificationFeedbackType.Success)",
      flutter: "mediumImpact", flutterNative: false),
    Row(
      token: .notificationWarning,
      uikit: "UINotificationFeedbackGenerator()", swiftUI: ".warning", primitive: nil,
      predefined: nil,
      expo: "Haptics.notificationAsync(Haptics.NotificationFeedbackType.Warning)",
      flutter: "mediumImpact", flutterNative: false),
    Row(
      token: .notificationError,
      uikit: "UINotificationFeedbackGenerator()", swiftUI: ".error", primitive: nil,
      predefined: nil,
      expo: "Haptics.notificationAsync(Haptics.NotificationFeedbackType.Error)",
      flutter: "heavyImpact", flutterNative: false),
    Row(
      token: .selection, uikit: "UISelectionFeedbackGenerator()", swiftUI: ".selection",
      primitive: "PRIMITIVE_TICK", predefined: "EFFECT_TICK", expo: "Haptics.selectionAsync()",
      flutter: "selectionClick", flutterNative: true),
  ]

  static func pattern(_ token: IntentToken, web: [Int]? = [30]) -> HapticPattern {
    HapticPattern(id: "cell", intent: token.rawValue, fallbacks: Fallbacks(web: web))
  }

  static func render(_ token: IntentToken, _ platform: Platform, _ profile: String? = nil)
    -> Rendition
  {
    let chosen =
      profile.flatMap { DeviceProfile.named($0, platform: platform) }
      ?? DeviceProfile.defaultProfile(for: platform)
    return Renderer.render(pattern(token), profile: chosen)
  }

  static func intentEntry(_ rendition: Rendition) -> ReportEntry? {
    rendition.report.first { $0.construct == .intent }
  }

  @Test(arguments: rows) func iosColumn(_ row: Row) {
    let rendition = Self.render(row.token, .ios)
    #expect(rendition.rung == .intent)
    #expect(rendition.artifact.language == "swift")
    #expect(rendition.artifact.text.contains("let generator = \(row.uikit)"))
    #expect(rendition.artifact.text.contains(".sensoryFeedback(\(row.swiftUI), trigger:"))
    #expect(Self.intentEntry(rendition)?.status == .kept)
  }

  @Test(arguments: rows) func androidColumn(_ row: Row) {
    let full = Self.render(row.token, .android, "full")
    #expect(full.rung == .intent)
    if let primitive = row.primitive {
      #expect(full.path == "composition")
      #expect(Self.intentEntry(full)?.status == .kept)
      #expect(Self.intentEntry(full)?.reason.contains(primitive) == true)
      #expect(
        full.artifact.text.contains(".addPrimitive(VibrationEffect.Composition.\(primitive))"))
    } else {
      // No native notification primitive: synthesized from a composition, and said so.
      #expect(full.path == "composition")
      #expect(Self.intentEntry(full)?.status == .approximated)
      #expect(Self.intentEntry(full)?.reason.contains("synthesized") == true)
    }
    let amplitude = Self.render(row.token, .android, "amplitude")
    let basic = Self.render(row.token, .android, "basic")
    if let predefined = row.predefined {
      #expect(amplitude.path == "predefined")
      #expect(Self.intentEntry(amplitude)?.status == .kept)
      #expect(
        full.artifact.text.contains(
          "VibrationEffect.createPredefined(VibrationEffect.\(predefined))"))
      // On an ERM phone the HAL lacks the effect: Android's generic buzz, reported as such.
      #expect(basic.path == "predefined")
      #expect(Self.intentEntry(basic)?.status == .approximated)
    } else {
      // Without composition there is nothing to synthesize from: the ladder steps down.
      #expect(amplitude.rung == .web)
      #expect(basic.rung == .web)
    }
    // Android 8-9: no primitives, no createPredefined: duration-only fallbacks.web.
    let legacy = Self.render(row.token, .android, "legacy")
    #expect(legacy.rung == .web)
    #expect(legacy.path == "duration-only")
    #expect(legacy.artifact.text.contains("createWaveform(WEB_"))
    #expect(Self.intentEntry(legacy)?.status == .dropped)
  }

  @Test(arguments: rows) func webColumn(_ row: Row) {
    let rendition = Self.render(row.token, .web)
    #expect(rendition.rung == .web)
    #expect(ArtifactChecks.vibratePattern(rendition.artifact.text) == [30])
    #expect(Self.intentEntry(rendition)?.status == .dropped)
    #expect(Self.intentEntry(rendition)?.reason.contains("no semantic haptic primitive") == true)
  }

  @Test(arguments: rows) func reactNativeColumn(_ row: Row) {
    let rendition = Self.render(row.token, .reactNative, "ios")
    #expect(rendition.rung == .intent)
    #expect(rendition.artifact.text.contains(row.expo + ".catch(() => {});"))
    #expect(rendition.artifact.text.contains("import * as Haptics from \"expo-haptics\";"))
    #expect(Self.intentEntry(rendition)?.status == .kept)
    // expo-haptics off iOS: fixed waveforms on Android, vibrate durations on the web.
    #expect(
      Self.intentEntry(Self.render(row.token, .reactNative, "android"))?.status == .approximated)
    #expect(Self.intentEntry(Self.render(row.token, .reactNative, "web"))?.status == .approximated)
  }

  @Test(arguments: rows) func flutterColumn(_ row: Row) {
    let classic = Self.render(row.token, .flutter, "classic")
    #expect(classic.rung == .intent)
    #expect(classic.artifact.text.contains("HapticFeedback.\(row.flutter)();"))
    #expect(Self.intentEntry(classic)?.status == (row.flutterNative ? .kept : .approximated))
    let recent = Self.render(row.token, .flutter, "notifications")
    if AndroidIntentMap.isNotification(row.token) {
      let name = row.token.rawValue.dropFirst("notification.".count)
      #expect(recent.artifact.text.contains("HapticFeedback.\(name)Notification();"))
      #expect(Self.intentEntry(recent)?.status == .kept)
    } else {
      #expect(recent.artifact.text == classic.artifact.text)
    }
  }

  @Test func notificationWithATrackStepsDownToTheTrackOnAndroid() {
    let pattern = HapticPattern(
      id: "saved", intent: "notification.success",
      track: [SamplePatterns.transient(0, 0.5, 0.6), SamplePatterns.transient(90, 1, 0.6, id: 1)])
    let rendition = Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: .android))
    #expect(rendition.rung == .track)
    #expect(Self.intentEntry(rendition)?.status == .dropped)
    #expect(Self.intentEntry(rendition)?.reason.contains("synthesized from track") == true)
    // iOS has the native primitive and uses it.
    #expect(
      Renderer.render(pattern, profile: DeviceProfile.defaultProfile(for: .ios)).rung == .intent)
  }

  @Test func successIsAnAscendingClickPairOnAndroid() {
    let plan = Ladder.plan(
      RenderInput(Self.pattern(.notificationSuccess)), settings: .standard, on: AndroidLadder())
    guard case .composition(let taps)? = plan.branches.first?.effect else {
      Issue.record("no composition")
      return
    }
    #expect(taps.map(\.primitive) == [.click, .click])
    #expect(taps[0].scale < taps[1].scale)
  }

  @Test func api30ReplacesThePrimitivesItLacks() {
    let plan = Ladder.plan(
      RenderInput(Self.pattern(.impactHeavy)), settings: .standard, on: AndroidLadder())
    let compositions = plan.branches.compactMap { branch -> [PrimitiveTap]? in
      if case .composition(let taps) = branch.effect { return taps }
      return nil
    }
    #expect(compositions.map { $0.map(\.primitive) } == [[.thud], [.click]])
    #expect(plan.branches[1].requirement.clauses.contains(.apiLevel(30)))
  }
}
