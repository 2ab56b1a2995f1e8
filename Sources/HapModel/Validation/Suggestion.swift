/// Finds the allowed value an author most likely meant, for "did you mean" messages.
enum Suggestion {
  /// Names from other haptic vocabularies (the Koder design system's `notify.*` and
  /// `selection.change`, UIKit and expo style names, bare weights) and the Tier-0 token each
  /// means. Keys are normalised: lower case, letters and digits only.
  static let intentAliases: [String: String] = [
    "notifysuccess": "notification.success", "success": "notification.success",
    "notifywarning": "notification.warning", "warning": "notification.warning",
    "warn": "notification.warning",
    "notifyerror": "notification.error", "error": "notification.error",
    "failure": "notification.error",
    "selectionchange": "selection", "selectionchanged": "selection", "selectionclick": "selection",
    "select": "selection", "tick": "selection",
    "light": "impact.light", "lightimpact": "impact.light", "tap": "impact.light",
    "medium": "impact.medium", "mediumimpact": "impact.medium", "action": "impact.medium",
    "heavy": "impact.heavy", "heavyimpact": "impact.heavy",
    "soft": "impact.soft", "softimpact": "impact.soft",
    "rigid": "impact.rigid", "rigidimpact": "impact.rigid",
  ]

  /// The choice `text` most likely means: an exact match once case and punctuation are
  /// ignored, an alias, or the nearest by edit distance when it is close enough.
  static func nearest(to text: String, among choices: [String], aliases: [String: String] = [:])
    -> (choice: String, isCertain: Bool)?
  {
    let key = normalised(text)
    if let match = choices.first(where: { normalised($0) == key }) { return (match, true) }
    if let alias = aliases[key], choices.contains(alias) { return (alias, true) }
    let lowered = text.lowercased()
    let ranked = choices.map { ($0, EditDistance.between(lowered, $0.lowercased())) }
      .min { $0.1 < $1.1 }
    guard let (choice, distance) = ranked, distance <= max(2, choice.count / 4) else { return nil }
    return (choice, false)
  }

  /// "use \"x\"", "did you mean \"x\"?", or "use one of a, b, c".
  static func phrase(for text: String, among choices: [String], aliases: [String: String] = [:])
    -> String
  {
    guard let (choice, certain) = nearest(to: text, among: choices, aliases: aliases) else {
      return "use one of " + choices.joined(separator: ", ")
    }
    return certain
      ? "use \(JSONWriter.quoted(choice))"
      : "did you mean \(JSONWriter.quoted(choice))? (allowed: \(choices.joined(separator: ", ")))"
  }

  /// The phrase for a value that should be a Tier-0 intent token.
  static func intentPhrase(for text: String) -> String {
    phrase(for: text, among: IntentToken.allCases.map(\.rawValue), aliases: intentAliases)
  }

  static func normalised(_ text: String) -> String {
    String(
      text.lowercased().unicodeScalars.filter {
        ("a"..."z").contains($0) || ("0"..."9").contains($0)
      })
  }
}

/// The Levenshtein distance between two strings, counted in Unicode scalars.
enum EditDistance {
  static func between(_ a: String, _ b: String) -> Int {
    let left = Array(a.unicodeScalars)
    let right = Array(b.unicodeScalars)
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for i in 1...left.count {
      current[0] = i
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[right.count]
  }
}
