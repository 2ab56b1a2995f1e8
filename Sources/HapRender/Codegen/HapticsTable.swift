import HapModel

/// `HAPTICS.md`: the vocabulary at a glance. Pattern × device, the rung each plays and what
/// survives (the same renditions as `haptui render`), the reduced variants, and the collisions.
struct HapticsTable {
  var entries: [VocabularyEntry]
  var options: CodegenOptions
  var header: [String]
  var collisions: [VocabularyCollision]

  static var profiles: [DeviceProfile] { VocabularyCollision.profiles }

  var text: String {
    var lines = ["<!--"] + header + ["-->", "", "# \(options.name): the haptic vocabulary", ""]
    lines += [
      "One function per pattern. Each cell says which rung of the ladder plays on that device and",
      "how (`haptui render --platform P --profile K FILE` shows the full report); `—` is silence,",
      "which is a success. \(plays)",
      "",
    ]
    // Rendered once per pattern for the table and for what survives (long tracks cost).
    let standard = entries.map {
      Renderer.render($0.input.pattern, profiles: Self.profiles, includeArtifact: false)
    }
    lines += table(standard)
    if options.language == .kotlin { lines += viewForms }
    lines += ["", "## Collisions", ""]
    if collisions.isEmpty {
      lines.append("None: every pattern plays differently on every device.")
    } else {
      lines += [
        "Patterns that play identically on a device, so the app loses the distinction there:", "",
      ]
      for collision in collisions {
        lines.append("- " + collision.warning(entries, language: options.language))
      }
    }
    lines += [
      "", "## Reduced feedback", "",
      "What plays when `reducedFeedback` is on: `fallbacks.reduced` where the full pattern plays",
      "something, the full pattern for an error or a selection without one, else nothing.", "",
    ]
    lines += table(
      entries.map {
        Renderer.render(
          $0.input.pattern, profiles: Self.profiles, settings: RenderSettings(reduced: true),
          includeArtifact: false)
      })
    lines += ["", "### Collisions under reduced feedback", ""]
    let reducedCollisions = VocabularyCollision.find(entries, reduced: true)
    if reducedCollisions.isEmpty {
      lines.append(
        "None: with reduced feedback on, every pattern plays differently on every device.")
    } else {
      for collision in reducedCollisions {
        lines.append(
          "- " + collision.warning(entries, language: options.language, reduced: true))
      }
    }
    lines += ["", "## What survives", ""]
    lines += [
      "Per pattern and device: the constructs of the pattern that are kept, approximated or",
      "dropped (constructs of rungs that did not play are left out).",
    ]
    for (entry, renditions) in zip(entries, standard) { lines += survival(entry, renditions) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Which columns the generated file plays.
  private var plays: String {
    let columns = options.language.profiles.map { "*\(Self.column($0))*" }
    let file: String =
      switch options.language {
      case .swift: "The generated Swift plays the"
      case .kotlin: "The generated Kotlin checks at run time which of the"
      case .typescript: "The generated TypeScript plays the"
      case .dart: "The generated Dart plays the"
      }
    let list =
      columns.count == 1 ? columns[0] + " column" : columns.joined(separator: ", ") + " columns"
    return options.language == .kotlin ? "\(file) \(list) the device is." : "\(file) \(list)."
  }

  /// Kotlin's `member(view)` functions: which path plays at which API level (D165).
  private var viewForms: [String] {
    var lines = [
      "", "## From a view (Kotlin)", "",
      "`member(view)` plays the view's own haptic feedback, `View.performHapticFeedback`, from",
      "the API level that added its constant (the view's and the system's touch-feedback settings",
      "apply); below that level, or with `reducedFeedback` on, it plays `member()`: the table's",
      "vibrator path.", "",
    ]
    let forms = entries.compactMap { entry in
      KotlinViewFeedback.forEntry(entry).map { (entry, $0) }
    }
    for (entry, feedback) in forms {
      lines.append(
        "- `\(entry.call)(view)`: `HapticFeedbackConstants.\(feedback.constant)` on API "
          + "\(feedback.apiLevel)+, `\(entry.call)()` below.")
    }
    if forms.isEmpty { lines.append("No pattern has one.") }
    lines += [
      "",
      "A pattern has a view form when its intent is `selection` (`CLOCK_TICK`),",
      "`notification.success` (`CONFIRM`) or `notification.error` (`REJECT`) and Android plays",
      "that intent; no constant names an impact or a warning.",
      "",
      "## From Compose (Kotlin)",
      "",
      "`\(options.name)Compose.kt`: `val haptics = remember\(options.name)()` in a composable, then",
      "`haptics.member()`. Where an intent maps to a Compose `HapticFeedbackType` it plays",
      "`LocalHapticFeedback.current.performHapticFeedback` from the API level of the constant",
      "behind it, and `member(view)` below that level or with `reducedFeedback` on; every other",
      "pattern plays `member()`.",
      "",
    ]
    let composed = entries.compactMap { entry in
      KotlinComposeFeedback.forEntry(entry).map { (entry, $0) }
    }
    for (entry, feedback) in composed {
      lines.append(
        "- `\(entry.call)()`: `HapticFeedbackType.\(feedback.type)` on API \(feedback.apiLevel)+, "
          + "`\(entry.call)(view)` below.")
    }
    if composed.isEmpty { lines.append("No pattern has a Compose type.") }
    return lines
  }

  private static func column(_ profile: DeviceProfile) -> String {
    "\(profile.platform.displayName) \(profile.name)"
  }

  private func table(_ renditionsByEntry: [[Rendition]]) -> [String] {
    let profiles = Self.profiles
    var lines = [
      "| Pattern | Call | " + profiles.map(Self.column).joined(separator: " | ") + " |",
      "|---|---|" + String(repeating: "---|", count: profiles.count),
    ]
    for (entry, renditions) in zip(entries, renditionsByEntry) {
      let cells = renditions.map { rendition -> String in
        rendition.isSilent ? "—" : "\(rendition.rung.rawValue): \(rendition.path)"
      }
      lines.append(
        "| \(Self.cell(entry.title)) | `\(entry.call)()` | "
          + cells.map(Self.cell).joined(separator: " | ")
          + " |")
    }
    return lines
  }

  private func survival(_ entry: VocabularyEntry, _ renditions: [Rendition]) -> [String] {
    var lines = [
      "", "### `\(entry.call)()`: \(Self.cell(entry.title))", "",
      "| Device | Plays | Kept | Approximated | Dropped |", "|---|---|---|---|---|",
    ]
    for rendition in renditions {
      var worst: [Construct: SupportStatus] = [:]
      for item in rendition.report where !item.unused {
        let rank: [SupportStatus: Int] = [.kept: 0, .approximated: 1, .dropped: 2]
        if let old = worst[item.construct], rank[old]! >= rank[item.status]! { continue }
        worst[item.construct] = item.status
      }
      func list(_ status: SupportStatus) -> String {
        let names = Construct.allCases.filter { worst[$0] == status }.map(\.rawValue)
        return names.isEmpty ? "—" : names.joined(separator: ", ")
      }
      let plays = rendition.isSilent ? "nothing" : "\(rendition.rung.rawValue): \(rendition.path)"
      lines.append(
        "| \(Self.column(rendition.profile)) | \(Self.cell(plays)) | \(list(.kept)) | "
          + "\(list(.approximated)) | \(list(.dropped)) |")
    }
    return lines
  }

  /// Text safe in a table cell.
  private static func cell(_ text: String) -> String {
    text.replacing("|", with: "\\|")
  }
}
