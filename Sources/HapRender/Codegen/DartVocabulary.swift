import HapModel

/// The Dart vocabulary: a `Haptics` class of static functions over Flutter's `HapticFeedback`,
/// with the `classic` profile's methods (every Flutter release) and its documented fallbacks.
struct DartVocabulary {
  var entries: [VocabularyEntry]
  var name: String
  var header: [String]

  static let flutter = DeviceProfile.defaultProfile(for: .flutter)

  /// `Haptics` → `haptics`, `AppHaptics` → `app_haptics`.
  var stem: String {
    var text = ""
    for character in name {
      if character.isUppercase, !text.isEmpty { text.append("_") }
      text += character.lowercased()
    }
    return text
  }

  var files: [GeneratedFile] { [GeneratedFile(path: "\(stem).dart", text: source)] }

  private func method(_ entry: VocabularyEntry, reduced: Bool) -> String? {
    guard let branch = entry.played(on: Self.flutter, reduced: reduced),
      case .flutter(let method) = branch.effect
    else { return nil }
    return method
  }

  var source: String {
    var lines = CodegenHeader.comment(header, prefix: "//").split(separator: "\n").map(String.init)
    lines += [
      "//",
      "// Flutter's HapticFeedback has semantic calls only: patterns without an intent do nothing,",
      "// and impact.soft, impact.rigid and the notifications fall back as HAPTICS.md shows.",
      "// Fire and forget: never await these or gate app logic on them.",
      "",
      "import 'package:flutter/services.dart';",
      "",
      "/// The app's haptic vocabulary: one function per pattern, one haptic per event.",
      "class \(name) {",
      "  \(name)._();",
      "",
      "  /// The app's own haptics preference: when false, every function returns at once.",
      "  static bool isEnabled = true;",
      "",
      "  /// Whether to play each pattern's reduced variant (its fallbacks.reduced, or nothing).",
      "  static bool reducedFeedback = false;",
    ]
    for entry in entries {
      lines.append("")
      lines += CommentText.lines(entry.summary, prefix: "  ///")
      lines.append("  static void \(entry.declaration)() {")
      switch (method(entry, reduced: false), method(entry, reduced: true)) {
      case (nil, nil):
        lines.append(
          "    // Nothing plays in Flutter: "
            + (entry.render.intent == nil
              ? "the pattern has no intent, and HapticFeedback plays intents only."
              : "HapticFeedback has no call for it."))
      case (let play?, nil):
        lines.append("    if (!isEnabled || reducedFeedback) return;")
        lines.append("    HapticFeedback.\(play)();")
      case (nil, let reduced?):
        lines.append("    if (!isEnabled || !reducedFeedback) return;")
        lines.append(
          "    // Only the reduced variant plays: the pattern has no intent, and HapticFeedback "
            + "plays intents only.")
        lines.append("    HapticFeedback.\(reduced)();")
      case (let play?, let reduced?) where play == reduced:
        lines.append("    if (!isEnabled) return;")
        lines.append("    HapticFeedback.\(play)();")
      case (let play?, let reduced?):
        lines.append("    if (!isEnabled) return;")
        lines.append("    if (reducedFeedback) {")
        lines.append("      HapticFeedback.\(reduced)();")
        lines.append("      return;")
        lines.append("    }")
        lines.append("    HapticFeedback.\(play)();")
      }
      lines.append("  }")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}
