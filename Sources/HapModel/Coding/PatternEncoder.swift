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
public enum PatternEncoder {
  /// The widest line the layout writes on one line before opening an object up.
  public static let lineWidth = 80

  /// A member name and its value's text.
  typealias Member = (key: String, value: String)

  /// A top-level member: a line of text, or the track (written by `appendTrack`).
  private enum TopLevelMember {
    case line(String)
    case track([TrackEvent])
  }

  /// The canonical block text of `pattern`.
  public static func canonicalText(of pattern: HapticPattern) -> String {
    String(decoding: canonicalBytes(of: pattern), as: UTF8.self)
  }

  /// The canonical block text of `pattern` as UTF-8 bytes (what a save writes), made without
  /// a string per line: the track's events are printed straight into the buffer. With a
  /// `cache` the track's text is made through it (the same bytes; after an edit, only the
  /// events it changed are written again, D340).
  public static func canonicalBytes(of pattern: HapticPattern, cache: TrackEncodingCache? = nil)
    -> [UInt8]
  {
    var output: [UInt8] = []
    output.reserveCapacity(256 + 80 * (pattern.track?.count ?? 0))
    var empty = true
    for member in topLevelMembers(of: pattern) {
      output += empty ? Array("{\n".utf8) : Array(",\n".utf8)
      empty = false
      switch member {
      case .line(let line): output += Array(line.utf8)
      case .track(let events):
        output += Array("  \"track\": ".utf8)
        if let cache, !events.isEmpty {
          let text = cache.text(of: events)
          output += Array("[\n".utf8)
          output += text.bytes[..<(text.bytes.count - 2)]
          output += Array("\n  ]".utf8)
        } else {
          appendTrack(events, to: &output)
        }
      }
    }
    guard !empty else { return Array("{}\n".utf8) }
    output += Array("\n}\n".utf8)
    return output
  }

  /// One event on one line, `{ "at": 0, "type": "transient", … }`.
  public static func eventText(_ event: TrackEvent) -> String {
    inlineObject(eventMembers(event))
  }

  // MARK: - Top level

  /// The lines (with their indentation, without separators) of the top-level members.
  private static func topLevelMembers(of pattern: HapticPattern) -> [TopLevelMember] {
    var lines: [TopLevelMember] = []
    let extra = pattern.extra
    for key in PatternKeys.pattern {
      let name = JSONWriter.quoted(key)
      switch key {
      case "haptic" where !pattern.haptic.isEmpty:
        lines.append(.line("  \(name): " + JSONWriter.quoted(pattern.haptic)))
      case "id" where !pattern.id.isEmpty:
        lines.append(.line("  \(name): " + JSONWriter.quoted(pattern.id)))
      case "intent" where pattern.intent != nil:
        lines.append(.line("  \(name): " + JSONWriter.quoted(pattern.intent!)))
      case "track" where pattern.track != nil:
        lines.append(.track(pattern.track!))
      case "requiredCapability" where pattern.requiredCapability != nil:
        lines.append(.line("  \(name): " + JSONWriter.quoted(pattern.requiredCapability!)))
      case "fallbacks" where pattern.fallbacks != nil:
        let fallbacks = pattern.fallbacks!
        lines.append(.line(memberLine(key, members: fallbackMembers(fallbacks))))
      default:
        if let tree = kept(key, in: extra) { lines.append(.line(treeLine(key, tree))) }
      }
    }
    for member in extra.members {
      guard let key = member.nodes.first?.key, !PatternKeys.pattern.contains(key) else { continue }
      lines.append(.line(treeLine(key, member)))
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
    let line = "  \(JSONWriter.quoted(key)): " + inlineObject(members)
    if fits(line) || members.isEmpty { return line }
    return "  \(JSONWriter.quoted(key)): " + openObject(members, indent: "  ")
  }

  // MARK: - Track

  /// Appends the track's array: `[]`, or one event per line (`EventLineWriter`).
  private static func appendTrack(_ events: [TrackEvent], to output: inout [UInt8]) {
    guard !events.isEmpty else {
      output += Array("[]".utf8)
      return
    }
    output += Array("[\n".utf8)
    var writer = EventLineWriter()
    for (index, event) in events.enumerated() {
      if index > 0 {
        output.append(UInt8(ascii: ","))
        output.append(UInt8(ascii: "\n"))
      }
      writer.append(event, to: &output)
    }
    output += Array("\n  ]".utf8)
  }

  /// An event at the track's indentation, on one line or opened up, as text (the general
  /// path, for an event with unknown members).
  static func eventLine(_ event: TrackEvent) -> String {
    let members = eventMembers(event)
    let line = "    " + inlineObject(members)
    return fits(line) ? line : "    " + openObject(members, indent: "    ")
  }

  private static func eventMembers(_ event: TrackEvent) -> [Member] {
    let extra = event.extra
    let typed: [(String, String?)] = [
      ("at", event.at == 0 && kept("at", in: extra) != nil ? nil : String(event.at)),
      (
        "type",
        event.type == .transient && kept("type", in: extra) != nil
          ? nil : JSONWriter.quoted(event.type.rawValue)
      ),
      ("intensity", event.intensity.map(JSONWriter.number)),
      ("sharpness", event.sharpness.map(JSONWriter.number)),
      ("duration", event.duration.map { String($0) }),
      ("curve", event.curve.map { JSONWriter.quoted($0.rawValue) }),
      ("primitive", event.primitive.map(JSONWriter.quoted)),
    ]
    return members(typed, extra: extra, known: PatternKeys.event)
  }

  private static func fallbackMembers(_ fallbacks: Fallbacks) -> [Member] {
    let typed: [(String, String?)] = [
      ("web", fallbacks.web.map { "[" + $0.map { String($0) }.joined(separator: ", ") + "]" }),
      ("reduced", fallbacks.reduced.map(JSONWriter.quoted)),
    ]
    return members(typed, extra: fallbacks.extra, known: PatternKeys.fallbacks)
  }

  // MARK: - Helpers

  /// The typed members that have values (or kept stand-ins), then the unknown members.
  private static func members(_ typed: [(String, String?)], extra: JSONMembers, known: [String])
    -> [Member]
  {
    var result: [Member] = typed.compactMap { key, value in
      (value ?? kept(key, in: extra).map { JSONWriter.inline($0) }).map { (key, $0) }
    }
    for member in extra.members {
      guard let key = member.nodes.first?.key, !known.contains(key) else { continue }
      result.append((key, JSONWriter.inline(member)))
    }
    return result
  }

  private static func inlineObject(_ members: [Member]) -> String {
    guard !members.isEmpty else { return "{}" }
    return "{ "
      + members.map { JSONWriter.quoted($0.key) + ": " + $0.value }
      .joined(separator: ", ") + " }"
  }

  /// An object one member per line; `indent` is the indentation of its braces.
  private static func openObject(_ members: [Member], indent: String) -> String {
    "{\n"
      + members.map { indent + "  " + JSONWriter.quoted($0.key) + ": " + $0.value }
      .joined(separator: ",\n") + "\n" + indent + "}"
  }

  /// Whether `line` and the comma that may follow it fit in `lineWidth` columns (the comma is
  /// always counted, so a line's layout does not depend on whether it is the last).
  private static func fits(_ line: String) -> Bool { line.count + 1 <= lineWidth }

  private static func kept(_ key: String, in extra: JSONMembers) -> JSONTree? {
    extra.members.last { $0.nodes.first?.key == key }
  }
}
