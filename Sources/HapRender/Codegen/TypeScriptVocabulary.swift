import HapModel

/// The TypeScript vocabularies: `haptics.ts` for React Native through expo-haptics and
/// `haptics.web.ts` for the web through `navigator.vibrate`, with one interface, so a bundler
/// that prefers `.web.ts` files on the web gives the app the same calls everywhere.
struct TypeScriptVocabulary {
  var entries: [VocabularyEntry]
  var name: String
  var header: [String]

  static let reactNative = DeviceProfile.defaultProfile(for: .reactNative)
  static let web = DeviceProfile.defaultProfile(for: .web)

  /// `Haptics` → `haptics`.
  var stem: String { name.prefix(1).lowercased() + name.dropFirst() }

  var files: [GeneratedFile] {
    [
      GeneratedFile(path: "\(stem).ts", text: native),
      GeneratedFile(path: "\(stem).web.ts", text: webSource),
    ]
  }

  /// What one pattern does in one setting: a statement, or why nothing plays.
  private enum Action {
    case statement(String)
    case nothing(String)
  }

  private func nativeAction(_ entry: VocabularyEntry, reduced: Bool) -> Action {
    if let branch = entry.played(on: Self.reactNative, reduced: reduced),
      case .expo(let call) = branch.effect
    {
      let play = "fire(\(call.expression.replacing("Haptics.", with: "expoHaptics.")));"
      // The constants have no reduced variant: reduced feedback keeps the expo call (D222).
      if !reduced, let android = ExpoAndroidHaptic.forCall(call) {
        return .statement(
          "if (androidHaptic(\"\(android.member)\", \(android.apiLevel))) return;\n    \(play)")
      }
      return .statement(play)
    }
    if reduced {
      return .nothing(
        entry.render.reduced == nil
          ? "the pattern has no fallbacks.reduced"
          : "expo-haptics cannot play its fallbacks.reduced")
    }
    return .nothing(
      entry.render.intent == nil
        ? "the pattern has no intent, and expo-haptics plays intents only"
        : "expo-haptics has no call for this pattern")
  }

  private func webAction(_ entry: VocabularyEntry, reduced: Bool) -> Action {
    if let branch = entry.plan(Self.web, reduced: reduced).branches.first,
      case .vibrate(let pattern) = branch.effect
    {
      return .statement("vibrate([\(pattern.map(String.init).joined(separator: ", "))]);")
    }
    if reduced { return .nothing("the web has no semantic haptics for fallbacks.reduced") }
    return .nothing(
      entry.render.web == nil
        ? "the pattern has no fallbacks.web, and the web plays nothing else"
        : "its fallbacks.web has no vibration")
  }

  /// A `/** … */` comment: one line when it fits, else one `*` line per wrapped line.
  static func doc(_ text: String, indent: String) -> [String] {
    let single = "\(indent)/** \(text) */"
    if single.count <= 100 { return [single] }
    return ["\(indent)/**"] + CommentText.lines(text, prefix: "\(indent) *") + ["\(indent) */"]
  }

  private var interface: [String] {
    var lines = [
      "",
      "/** The app's haptic vocabulary: one function per pattern, one haptic per event. */",
      "export interface \(name)Vocabulary {",
      "  /** The app's own haptics preference: when false, every function returns at once. */",
      "  isEnabled: boolean;",
      "  /** Whether to play each pattern's reduced variant (its fallbacks.reduced, or nothing). */",
      "  reducedFeedback: boolean;",
    ]
    for entry in entries {
      lines += Self.doc(entry.summary, indent: "  ")
      lines.append("  \(entry.call)(): void;")
    }
    lines.append("}")
    return lines
  }

  private func object(_ action: (VocabularyEntry, Bool) -> Action) -> [String] {
    var lines = [
      "",
      "export const \(name): \(name)Vocabulary = {",
      "  isEnabled: true,",
      "  reducedFeedback: false,",
    ]
    for entry in entries {
      lines.append("")
      lines.append("  \(entry.call)(): void {")
      switch (action(entry, false), action(entry, true)) {
      case (.nothing(let why), .nothing):
        lines.append("    // Nothing plays here: \(CodegenNaming.commentText(why)).")
      case (.statement(let play), .nothing):
        lines.append("    if (!\(name).isEnabled || \(name).reducedFeedback) return;")
        lines.append("    \(play)")
      case (.nothing(let why), .statement(let play)):
        lines.append("    if (!\(name).isEnabled || !\(name).reducedFeedback) return;")
        lines.append("    // Only the reduced variant plays: \(CodegenNaming.commentText(why)).")
        lines.append("    \(play)")
      case (.statement(let play), .statement(let reduced))
      where play.hasPrefix("if (androidHaptic(") && play.hasSuffix("\n    " + reduced):
        // The Android haptic, or the one call both settings play.
        lines.append("    if (!\(name).isEnabled) return;")
        lines.append("    if (!\(name).reducedFeedback && " + play.dropFirst("if (".count))
      case (.statement(let play), .statement(let reduced)) where play == reduced:
        lines.append("    if (!\(name).isEnabled) return;")
        lines.append("    \(play)")
      case (.statement(let play), .statement(let reduced)):
        lines.append("    if (!\(name).isEnabled) return;")
        lines.append("    if (\(name).reducedFeedback) {")
        lines.append("      \(reduced)")
        lines.append("      return;")
        lines.append("    }")
        lines.append("    \(play)")
      }
      lines.append("  },")
    }
    lines.append("};")
    return lines
  }

  private func uses(_ action: (VocabularyEntry, Bool) -> Action) -> Bool {
    entries.contains { entry in
      [false, true].contains {
        if case .statement = action(entry, $0) { return true }
        return false
      }
    }
  }

  var native: String {
    var lines = CodegenHeader.comment(header, prefix: "//").split(separator: "\n").map(String.init)
    lines += [
      "//",
      "// React Native through expo-haptics (iOS: UIKit feedback generators; Android: fixed",
      "// waveforms, or for a selection, success or error the view's haptic feedback where the",
      "// installed expo-haptics has performAndroidHapticsAsync and the API level has the",
      "// constant). expo-haptics plays intents only, so patterns without one do nothing here. On",
      "// the web, bundlers that prefer .web.ts files take \(stem).web.ts instead. Fire and forget:",
      "// nothing is awaited, and a failure to play is not the app's concern.",
    ]
    let usesExpo = uses(nativeAction)
    let usesAndroid = entries.contains { entry in
      guard case .expo(let call)? = entry.played(on: Self.reactNative)?.effect else { return false }
      return ExpoAndroidHaptic.forCall(call) != nil
    }
    if usesExpo { lines += ["", "import * as expoHaptics from \"expo-haptics\";"] }
    if usesAndroid { lines.append("import { Platform } from \"react-native\";") }
    lines += interface
    lines += object(nativeAction)
    if usesExpo {
      lines += [
        "",
        "/** expo-haptics answers with a promise: nothing waits for it, and a rejection is dropped. */",
        "function fire(played: Promise<void>): void {",
        "  played.catch(() => undefined);",
        "}",
      ]
    }
    if usesAndroid { lines += Self.androidHaptic }
    return lines.joined(separator: "\n") + "\n"
  }

  var webSource: String {
    var lines = CodegenHeader.comment(header, prefix: "//").split(separator: "\n").map(String.init)
    lines.append("//")
    lines += CommentText.lines(
      "The web: each pattern plays its fallbacks.web. " + WebEmitter.surfaceNote, prefix: "//")
    lines += interface
    lines += object(webAction)
    if uses(webAction) {
      lines += [
        "",
        "/**",
        " * Calls navigator.vibrate where it exists. Only Chromium on Android vibrates: Firefox for",
        " * Android returns true and vibrates nothing; iOS Safari and desktop have no vibrate.",
        " */",
        "function vibrate(pattern: number[]): void {",
        "  if (typeof navigator === \"undefined\" || typeof navigator.vibrate !== \"function\") return;",
        "  navigator.vibrate(pattern);",
        "}",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `androidHaptic(member, apiLevel)`: expo-haptics' Android haptics call (the view's haptic
  /// feedback) on Android from the constant's API level, where the installed expo-haptics has
  /// it; `false` otherwise, and the caller plays its expo call (D222).
  static let androidHaptic = [
    "",
    "/** The part of expo-haptics that only newer releases have, looked up at run time. */",
    "interface ExpoAndroidHaptics {",
    "  performAndroidHapticsAsync?: (type: string) => Promise<void>;",
    "  AndroidHaptics?: { [member: string]: string };",
    "}",
    "",
    "/**",
    " * Plays expo-haptics' AndroidHaptics[member] (View.performHapticFeedback: the view's and the",
    " * system's touch-feedback settings apply) on Android from apiLevel, the level that added",
    " * its constant, when the installed expo-haptics has performAndroidHapticsAsync. Returns",
    " * false when it did not play, and the caller plays its own expo-haptics call.",
    " */",
    "function androidHaptic(member: string, apiLevel: number): boolean {",
    "  if (Platform.OS !== \"android\" || typeof Platform.Version !== \"number\") return false;",
    "  if (Platform.Version < apiLevel) return false;",
    "  const expo = expoHaptics as unknown as ExpoAndroidHaptics;",
    "  const type = expo.AndroidHaptics === undefined ? undefined : expo.AndroidHaptics[member];",
    "  if (typeof expo.performAndroidHapticsAsync !== \"function\" || type === undefined) {",
    "    return false;",
    "  }",
    "  fire(expo.performAndroidHapticsAsync(type));",
    "  return true;",
    "}",
  ]
}
