import HapModel

/// `HapticsCompose.kt`: the Kotlin vocabulary from Jetpack Compose. `rememberHaptics()` reads
/// `LocalHapticFeedback` and `LocalView` in composition; each function of what it returns plays
/// `performHapticFeedback(HapticFeedbackType.X)` where an intent maps to a Compose type and the
/// device has the constant behind it, else the View form (which falls back to the vibrator),
/// and every other pattern through the vibrator path (issue 20 item 15, D221).
struct KotlinComposeVocabulary {
  var entries: [VocabularyEntry]
  var name: String
  var header: [String]
  var package: String

  /// `Haptics` → `HapticsCompose`.
  var className: String { name + "Compose" }

  var file: GeneratedFile { GeneratedFile(path: "\(className).kt", text: source) }

  var source: String {
    var lines = CodegenHeader.comment(header, prefix: "//").split(separator: "\n").map(String.init)
    lines += [
      "//",
      "// Jetpack Compose: needs androidx.compose.ui with HapticFeedbackType.Confirm, Reject and",
      "// SegmentTick, and \(name).kt beside it (call \(name).init first). An app without Compose",
      "// leaves this file out.",
      "",
      "package \(package)",
      "",
      "import android.os.Build",
      "import android.view.View",
      "import androidx.compose.runtime.Composable",
      "import androidx.compose.runtime.remember",
      "import androidx.compose.ui.hapticfeedback.HapticFeedback",
      "import androidx.compose.ui.hapticfeedback.HapticFeedbackType",
      "import androidx.compose.ui.platform.LocalHapticFeedback",
      "import androidx.compose.ui.platform.LocalView",
      "",
      "/**",
      " * The app's haptic vocabulary from a composable: `val haptics = remember\(name)()` in",
      " * composition, then `haptics.member()` from an event handler. A pattern whose intent a",
      " * Compose `HapticFeedbackType` names plays it from the API level of the constant behind it",
      " * (the view's and the system's touch-feedback settings apply); below that level, or with",
      " * `\(name).reducedFeedback` on, it plays `\(name).member(view)`. Every other pattern plays",
      " * `\(name).member()`. `\(name).isEnabled` applies to all of them.",
      " */",
      "class \(className) internal constructor(",
      "  private val feedback: HapticFeedback,",
      "  private val view: View",
      ") {",
    ]
    for (position, entry) in entries.enumerated() {
      if position > 0 { lines.append("") }
      lines += function(entry)
    }
    lines += [
      "}",
      "",
      "/** The vocabulary for this composition: its `LocalHapticFeedback` and `LocalView`. */",
      "@Composable",
      "fun remember\(name)(): \(className) {",
      "  val feedback = LocalHapticFeedback.current",
      "  val view = LocalView.current",
      "  return remember(feedback, view) { \(className)(feedback, view) }",
      "}",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private func function(_ entry: VocabularyEntry) -> [String] {
    let target = "\(name).\(entry.call)"
    guard let feedback = KotlinComposeFeedback.forEntry(entry) else {
      let text = CodegenNaming.commentText("\(entry.summary) Plays `\(target)()`.")
      let single = "  /** \(text) */"
      let doc =
        single.count <= 100
        ? [single] : ["  /**"] + CommentText.lines(text, prefix: "   *") + ["   */"]
      return doc + ["  fun \(entry.declaration)() = \(target)()"]
    }
    let text =
      "\(entry.summary) Plays `HapticFeedbackType.\(feedback.type)` on API "
      + "\(feedback.apiLevel)+; below it, or with reduced feedback on, `\(target)(view)`."
    return ["  /**"] + CommentText.lines(CodegenNaming.commentText(text), prefix: "   *") + [
      "   */",
      "  fun \(entry.declaration)() {",
      "    if (!\(name).isEnabled) return",
      "    if (\(name).reducedFeedback || Build.VERSION.SDK_INT < \(feedback.apiLevel)) {",
      "      \(target)(view)",
      "      return",
      "    }",
      "    feedback.performHapticFeedback(HapticFeedbackType.\(feedback.type))",
      "  }",
    ]
  }
}
