import HapModel
import HapRender

@testable import HapTUI

/// States and patterns for the editor tests.
enum EditorFixture {
  static let wide = TerminalSize(columns: 120, rows: 40)
  static let small = TerminalSize(columns: 80, rows: 24)
  static let large = TerminalSize(columns: 160, rows: 48)

  static let catalog = ProfileCatalog(choices: [
    .ios: [.init(name: "iphone", summary: "iPhone 8 or later")],
    .android: [
      .init(name: "full", summary: "API 31+, amplitude, primitives"),
      .init(name: "amplitude", summary: "amplitude control, no composition"),
      .init(name: "basic", summary: "on/off only"),
    ],
    .web: [
      .init(name: "android-chrome", summary: "vibrate exists"),
      .init(name: "ios-safari", summary: "no vibrate"),
    ],
    .reactNative: [.init(name: "expo", summary: "expo-haptics")],
    .flutter: [.init(name: "flutter", summary: "HapticFeedback")],
    .gamepad: [
      .init(name: "dual-rumble", summary: "two motors"),
      .init(name: "on-off", summary: "one motor"),
    ],
  ])

  static func event(
    _ id: Int, _ type: EventType, at: Int, intensity: Double, sharpness: Double,
    duration: Int? = nil, curve: Curve? = nil
  ) -> TrackEvent {
    TrackEvent(
      id: EventID(id), at: at, type: type, intensity: intensity, sharpness: sharpness,
      duration: duration, curve: curve)
  }

  /// A pattern using every construct: transients, continuous events with each curve, fallbacks.
  static let pattern = HapticPattern(
    id: "fixture", intent: "impact.medium",
    track: [
      event(1, .transient, at: 0, intensity: 1, sharpness: 0.9),
      event(2, .continuous, at: 40, intensity: 0.8, sharpness: 0.2, duration: 200, curve: .easeOut),
      event(3, .transient, at: 300, intensity: 0.5, sharpness: 0.6),
      event(4, .continuous, at: 360, intensity: 0.6, sharpness: 0.4, duration: 240, curve: .linear),
      event(5, .continuous, at: 640, intensity: 0.9, sharpness: 0.7, duration: 120, curve: .hold),
      event(6, .transient, at: 800, intensity: 0.3, sharpness: 0.1),
    ],
    requiredCapability: "amplitude", fallbacks: Fallbacks(web: [20, 20, 200], reduced: "selection"))

  static func state(
    size: TerminalSize = wide, pattern: HapticPattern = pattern, monochrome: Bool = false,
    readOnly: String? = nil, repairable: Bool = false
  ) -> EditorState {
    let info = DocumentInfo(
      path: "/tmp/fixture.hap.md", title: "Fixture", readOnlyReason: readOnly,
      isRepairable: repairable,
      frontmatterID: "fixture")
    return EditorState(
      document: info, pattern: pattern, size: size, catalog: catalog, monochrome: monochrome)
  }

  /// Sends keys written as in help (`"t L L <Shift-Tab> <Ctrl-R>"`) and collects the effects.
  @discardableResult
  static func press(_ keys: String, _ state: inout EditorState) -> [Effect] {
    Key.script(keys).flatMap { EditorReducer.reduce(&state, .key($0)) }
  }

  /// A plausible analysis: one column per platform with a report, and one warning on event 3.
  static func analysis(
    for state: EditorState, key: Int? = nil,
    line: (Int, Platform) -> String = { "line \($0) for \($1.rawValue)" }
  ) -> Analysis {
    let platforms = Platform.allCases.map { platform in
      let report = [
        ReportEntry(
          event: "event 1", construct: .intensity, status: platform == .ios ? .kept : .dropped,
          reason: "why"),
        ReportEntry(
          event: "event 2", construct: .curve, status: platform == .android ? .approximated : .kept,
          reason: "stepped"),
        ReportEntry(
          event: "event 3", construct: .curve, status: .kept, reason: "linear points"),
        ReportEntry(
          event: "pattern", construct: .web, status: .dropped, reason: "the track played",
          unused: platform != .web),
      ]
      return PlatformColumn(
        platform: platform, profile: state.profile(for: platform) ?? "-", profileSummary: "",
        rung: platform == .reactNative ? .intent : .track,
        constructs: PlatformColumn.fates(of: report),
        artifact: Artifact(
          language: "text",
          text: (1...30).map { line($0, platform) }.joined(separator: "\n")),
        report: report, feelLength: platform == .web ? 0 : 500)
    }
    let warning = LiveDiagnostic(
      code: "HAPW04", severity: .warning, line: 12, column: 7,
      message: "events 2 and 3 are too close", eventID: EventID(3))
    return Analysis(key: key ?? state.analysis.key, diagnostics: [warning], platforms: platforms)
  }

  /// A line of the long-lined artefact: 8 columns of number, then `abcdefghij` ten times.
  static func longLine(_ number: Int, _ platform: Platform) -> String {
    let head = "line \(number)"
    return head + String(repeating: " ", count: 8 - head.count)
      + String(repeating: "abcdefghij", count: 29)
  }

  /// The state with an analysis whose artefact lines are 298 columns wide.
  static func longLined(_ state: EditorState) -> EditorState {
    var state = state
    _ = EditorReducer.reduce(&state, .analyzed(analysis(for: state, line: longLine)))
    return state
  }

  /// The state with an analysis applied.
  static func analysed(_ state: EditorState) -> EditorState {
    var state = state
    _ = EditorReducer.reduce(&state, .analyzed(analysis(for: state)))
    return state
  }
}

extension Array where Element == Effect {
  /// Whether the effects include an analysis request.
  var requestsAnalysis: Bool {
    contains { if case .analyze = $0 { true } else { false } }
  }

  /// Whether the effects keep a recovery copy.
  var storesRecovery: Bool {
    contains { if case .storeRecovery = $0 { true } else { false } }
  }
}
