@testable import HapModel

/// The string encoder `PatternEncoder` was before it wrote bytes (D072), kept as the reference the byte writer must match exactly.
///
/// Writes a `HapticPattern` as the canonical text of a `haptic` block.
///
/// The layout: the top-level object one member per line, indented by two spaces, in the order
/// of `PatternKeys.pattern`, then unknown members in their original order; the track one event
/// per line. A line that would pass `lineWidth` columns (an event, or an object-valued member
/// such as `fallbacks`), counting the comma after it, is opened up instead: one member per line, two spaces deeper. Every
/// other value stays on one line (`JSONWriter.inline`). Integers are plain, other numbers use
/// the shortest decimal that reads back exactly. The text ends with a newline.
///
/// A known member kept verbatim in `extra` (its value did not fit the model) is written in its
/// canonical place while the typed field still holds its stand-in; once the typed field is
/// given a value, the typed value is written instead.
enum ReferencePatternEncoder {
  /// The widest line the layout writes on one line before opening an object up.
  static let lineWidth = 80

  /// A member name and its value's text.
  typealias Member = (key: String, value: String)

  /// The canonical block text of `pattern`.
  static func canonicalText(of pattern: HapticPattern) -> String {
    let members = topLevelMembers(of: pattern)
    guard !members.isEmpty else { return "{}\n" }
    return "{\n" + members.joined(separator: ",\n") + "\n}\n"
  }

  /// One event on one line, `{ "at": 0, "type": "transient", … }`.
  static func eventText(_ event: TrackEvent) -> String {
    inlineText(eventPairs(event))
  }

  // MARK: - Top level

  /// The lines (with their indentation, without separators) of the top-level members.
  private static func topLevelMembers(of pattern: HapticPattern) -> [String] {
    var lines: [String] = []
    let extra = pattern.extra
    for key in PatternKeys.pattern {
      let name = JSONWriter.quoted(key)
      switch key {
      case "haptic" where !pattern.haptic.isEmpty:
        lines.append("  \(name): " + JSONWriter.quoted(pattern.haptic))
      case "id" where !pattern.id.isEmpty:
        lines.append("  \(name): " + JSONWriter.quoted(pattern.id))
      case "intent" where pattern.intent != nil:
        lines.append("  \(name): " + JSONWriter.quoted(pattern.intent!))
      case "track" where pattern.track != nil:
        lines.append("  \(name): " + trackText(pattern.track!))
      case "requiredCapability" where pattern.requiredCapability != nil:
        lines.append("  \(name): " + JSONWriter.quoted(pattern.requiredCapability!))
      case "fallbacks" where pattern.fallbacks != nil:
        let fallbacks = pattern.fallbacks!
        lines.append(memberLine(key, members: fallbackMembers(fallbacks)))
      default:
        if let tree = kept(key, in: extra) { lines.append(treeLine(key, tree)) }
      }
    }
    for member in extra.members {
      guard let key = member.nodes.first?.key, !PatternKeys.pattern.contains(key) else { continue }
      lines.append(treeLine(key, member))
    }
    return lines
  }

  /// A top-level member whose value is a kept tree: objects open up when too wide.
  private static func treeLine(_ key: String, _ tree: JSONTree) -> String {
    guard tree.nodes[0].kind == .object else {
      return "  \(JSONWriter.quoted(key)): " + JSONWriter.inline(tree)
    }
    let members = tree.children(of: 0).map { child in
      (key: tree.nodes[child].key ?? "", value: JSONWriter.inline(tree, at: child))
    }
    return memberLine(key, members: members)
  }

  /// `  "key": { … }` on one line when it fits, else opened up one member per line.
  private static func memberLine(_ key: String, members: [Member]) -> String {
    let line = "  \(JSONWriter.quoted(key)): " + inlineText(members)
    if fitsWidth(line) || members.isEmpty { return line }
    return "  \(JSONWriter.quoted(key)): " + openText(members, indent: "  ")
  }

  // MARK: - Track

  // The reference's own printer of events and objects, written from the layout rules above
  // rather than shared with `PatternEncoder`, so that a slip in either shows as a difference.

  private static func trackText(_ events: [TrackEvent]) -> String {
    guard !events.isEmpty else { return "[]" }
    var text = "[\n"
    for (index, event) in events.enumerated() {
      if index > 0 { text += ",\n" }
      text += "    " + eventObject(event)
    }
    return text + "\n  ]"
  }

  /// An event's object: on one line when the line and a comma fit, else one member per line.
  private static func eventObject(_ event: TrackEvent) -> String {
    let pairs = eventPairs(event)
    let line = inlineText(pairs)
    return fitsWidth("    " + line) ? line : openText(pairs, indent: "    ")
  }

  /// The event's members in the spec's order: the typed value, else the value kept verbatim
  /// (always the kept one for an `at` of 0 or a `transient` type, the stand-ins), then the
  /// unknown members as they came.
  private static func eventPairs(_ event: TrackEvent) -> [Member] {
    var pairs: [Member] = []
    for key in PatternKeys.event {
      let verbatim = keptText(key, in: event.extra)
      let typed: String?
      switch key {
      case "at": typed = event.at == 0 && verbatim != nil ? nil : "\(event.at)"
      case "type":
        typed =
          event.type == .transient && verbatim != nil ? nil : "\"\(event.type.rawValue)\""
      case "intensity": typed = event.intensity.map { JSONWriter.number($0) }
      case "sharpness": typed = event.sharpness.map { JSONWriter.number($0) }
      case "duration": typed = event.duration.map { "\($0)" }
      case "curve": typed = event.curve.map { "\"\($0.rawValue)\"" }
      case "primitive": typed = event.primitive.map { JSONWriter.quoted($0) }
      default: typed = nil
      }
      if let value = typed ?? verbatim { pairs.append((key, value)) }
    }
    return pairs + unknownPairs(event.extra, known: PatternKeys.event)
  }

  private static func fallbackMembers(_ fallbacks: Fallbacks) -> [Member] {
    var pairs: [Member] = []
    if let web = fallbacks.web {
      pairs.append(("web", "[" + web.map { "\($0)" }.joined(separator: ", ") + "]"))
    } else if let kept = keptText("web", in: fallbacks.extra) {
      pairs.append(("web", kept))
    }
    if let reduced = fallbacks.reduced {
      pairs.append(("reduced", JSONWriter.quoted(reduced)))
    } else if let kept = keptText("reduced", in: fallbacks.extra) {
      pairs.append(("reduced", kept))
    }
    return pairs + unknownPairs(fallbacks.extra, known: PatternKeys.fallbacks)
  }

  // MARK: - Helpers

  /// Every member of `extra` whose name is not one of `known`, in order, repeats included.
  private static func unknownPairs(_ extra: JSONMembers, known: [String]) -> [Member] {
    var pairs: [Member] = []
    for member in extra.members {
      if let key = member.nodes.first?.key, !known.contains(key) {
        pairs.append((key, JSONWriter.inline(member)))
      }
    }
    return pairs
  }

  /// `{ "a": 1, "b": 2 }`, or `{}`.
  private static func inlineText(_ pairs: [Member]) -> String {
    if pairs.isEmpty { return "{}" }
    var text = "{"
    for (index, pair) in pairs.enumerated() {
      text += (index == 0 ? " " : ", ") + JSONWriter.quoted(pair.key) + ": " + pair.value
    }
    return text + " }"
  }

  /// One member per line, two spaces inside `indent`, the closing brace at `indent`.
  private static func openText(_ pairs: [Member], indent: String) -> String {
    var text = "{"
    for (index, pair) in pairs.enumerated() {
      text +=
        (index == 0 ? "\n" : ",\n") + indent + "  " + JSONWriter.quoted(pair.key) + ": "
        + pair.value
    }
    return text + "\n" + indent + "}"
  }

  /// Whether `line` fits `lineWidth` with the comma that may follow it.
  private static func fitsWidth(_ line: String) -> Bool { line.count < lineWidth }

  /// The last value kept verbatim under `key`, as inline text.
  private static func keptText(_ key: String, in extra: JSONMembers) -> String? {
    kept(key, in: extra).map { JSONWriter.inline($0) }
  }

  private static func kept(_ key: String, in extra: JSONMembers) -> JSONTree? {
    var found: JSONTree?
    for member in extra.members where member.nodes.first?.key == key { found = member }
    return found
  }
}
