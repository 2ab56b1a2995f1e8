import Foundation

/// Writes deterministic `.hap.md` patterns for the benchmarks: realistic frontmatter, a few
/// paragraphs of prose, and a block with a track, about one file in twenty broken on purpose.
struct PatternGenerator {
  private var random: SplitMix64

  init(seed: UInt64 = 0x6861_7074_7569_6265) {
    random = SplitMix64(seed: seed)
  }

  static let intents = [
    "impact.light", "impact.medium", "impact.heavy", "impact.soft", "impact.rigid",
    "notification.success", "notification.warning", "notification.error", "selection",
  ]
  static let curves = ["linear", "easeIn", "easeOut", "hold"]
  static let words = [
    "tap", "press", "the", "a", "haptic", "feel", "short", "crisp", "when", "user", "button",
    "fires", "signal", "motor", "pulse", "rhythm", "soft", "sharp", "pattern", "screen", "of",
    "confirm", "gesture", "snap", "and", "with", "light", "strong", "edge", "settle",
  ]

  /// The text of pattern number `index` (an id derived from it, so files never collide).
  mutating func pattern(_ index: Int) -> String {
    let id = "pattern-\(index)"
    let intent = Bool.random(using: &random) ? Self.intents.randomElement(using: &random) : nil
    let events = Int.random(in: 1...12, using: &random)
    var block = self.block(id: id, intent: intent, events: events)
    // About one file in twenty breaks a rule, as a real folder under work would.
    if Int.random(in: 0..<20, using: &random) == 0 {
      block = block.replacingFirst(
        "\"haptic\": \"0.1\"", with: "\"haptic\": \"0.1\", \"id\": \"x\"")
    }
    return frontmatter(id: id, intent: intent) + prose() + "```haptic\n" + block + "```\n"
  }

  /// One pattern whose track holds `events` events (the large-pattern benchmark); without
  /// `webFallback` the block has no `fallbacks`, so every native platform plans the track.
  mutating func largePattern(events: Int, webFallback: Bool = true) -> String {
    var block = block(id: "large", intent: nil, events: events)
    if !webFallback {
      block = block.replacingFirst("  ],\n  \"fallbacks\": { \"web\": [30] }\n", with: "  ]\n")
    }
    return frontmatter(id: "large", intent: nil) + prose() + "```haptic\n" + block + "```\n"
  }

  private mutating func frontmatter(id: String, intent: String?) -> String {
    """
    ---
    id: \(id)
    title: Pattern \(id)
    spec: "0.1"
    version: 1.0.\(Int.random(in: 0...9, using: &random))
    category: \(["feedback", "gesture", "ui", "notification"].randomElement(using: &random)!)
    intent: \(intent ?? "null")
    requiredCapability: null
    platforms: [ios, android, web:best-effort]
    tags: [generated, benchmark, \(Self.words.randomElement(using: &random)!)]
    feel: A \(sentence(6))

    ---

    """
  }

  private mutating func prose() -> String {
    var text = "# \(sentence(3))\n\n"
    for _ in 0..<Int.random(in: 2...4, using: &random) {
      text += sentence(Int.random(in: 25...45, using: &random)) + "\n\n"
    }
    return text
  }

  private mutating func sentence(_ words: Int) -> String {
    (0..<words).map { _ in Self.words.randomElement(using: &random)! }.joined(separator: " ")
      + "."
  }

  /// A block in the canonical layout with `events` events in `at` order, 60 ms apart or more.
  private mutating func block(id: String, intent: String?, events: Int) -> String {
    var lines = ["{", "  \"haptic\": \"0.1\",", "  \"id\": \"\(id)\","]
    if let intent { lines.append("  \"intent\": \"\(intent)\",") }
    lines.append("  \"track\": [")
    var at = 0
    var web: [Int] = []
    for index in 0..<events {
      let intensity = Double(Int.random(in: 1...10, using: &random)) / 10
      let sharpness = Double(Int.random(in: 0...10, using: &random)) / 10
      let comma = index == events - 1 ? "" : ","
      if Bool.random(using: &random) {
        let duration = Int.random(in: 3...12, using: &random) * 10
        let curve = Self.curves.randomElement(using: &random)!
        lines.append(
          "    { \"at\": \(at), \"type\": \"continuous\", \"intensity\": \(intensity), "
            + "\"sharpness\": \(sharpness), \"duration\": \(duration), \"curve\": \"\(curve)\" }"
            + comma)
        web += web.isEmpty ? [duration] : [60, duration]
        at += duration + 60
      } else {
        lines.append(
          "    { \"at\": \(at), \"type\": \"transient\", \"intensity\": \(intensity), "
            + "\"sharpness\": \(sharpness) }" + comma)
        web += web.isEmpty ? [30] : [60, 30]
        at += 90
      }
    }
    lines.append("  ],")
    let webText = web.count > 99 ? "[30]" : "[\(web.map(String.init).joined(separator: ", "))]"
    lines.append("  \"fallbacks\": { \"web\": \(webText) }")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  /// The string with the first occurrence of `old` replaced by `new`.
  func replacingFirst(_ old: String, with new: String) -> String {
    guard let range = range(of: old) else { return self }
    return replacingCharacters(in: range, with: new)
  }
}
