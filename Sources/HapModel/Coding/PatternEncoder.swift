/// Writes a `HapticPattern` as the canonical text of a `haptic` block.
///
/// The layout: the top-level object one member per line, indented by two spaces, in the order
/// of `PatternKeys.pattern`, then unknown members in their original order; the track one event
/// per line; every other value on one line (`JSONWriter.inline`). Integers are plain, other
/// numbers use the shortest decimal that reads back exactly. The text ends with a newline.
///
/// A known member kept verbatim in `extra` (its value did not fit the model) is written in its
/// canonical place while the typed field still holds its stand-in; once the typed field is
/// given a value, the typed value is written instead.
public enum PatternEncoder {
  /// The canonical block text of `pattern`.
  public static func canonicalText(of pattern: HapticPattern) -> String {
    var members: [String] = []
    let extra = pattern.extra
    func kept(_ key: String) -> JSONTree? { extra.members.last { $0.nodes.first?.key == key } }
    for key in PatternKeys.pattern {
      var value: String?
      switch key {
      case "haptic": value = pattern.haptic.isEmpty ? nil : JSONWriter.quoted(pattern.haptic)
      case "id": value = pattern.id.isEmpty ? nil : JSONWriter.quoted(pattern.id)
      case "intent": value = pattern.intent.map(JSONWriter.quoted)
      case "track": value = pattern.track.map(trackText)
      case "requiredCapability": value = pattern.requiredCapability.map(JSONWriter.quoted)
      case "fallbacks": value = pattern.fallbacks.map(fallbacksText)
      default: break
      }
      if let value {
        members.append(JSONWriter.quoted(key) + ": " + value)
      } else if let tree = kept(key) {
        members.append(JSONWriter.quoted(key) + ": " + JSONWriter.inline(tree))
      }
    }
    for member in extra.members {
      guard let key = member.nodes.first?.key, !PatternKeys.pattern.contains(key) else { continue }
      members.append(JSONWriter.quoted(key) + ": " + JSONWriter.inline(member))
    }
    guard !members.isEmpty else { return "{}\n" }
    return "{\n" + members.map { "  " + $0 }.joined(separator: ",\n") + "\n}\n"
  }

  /// One event on one line, `{ "at": 0, "type": "transient", … }`.
  public static func eventText(_ event: TrackEvent) -> String {
    var members: [(String, String?)] = [
      ("at", event.at == 0 && keptMember("at", in: event.extra) != nil ? nil : String(event.at)),
      (
        "type",
        event.type == .transient && keptMember("type", in: event.extra) != nil
          ? nil : JSONWriter.quoted(event.type.rawValue)
      ),
      ("intensity", event.intensity.map(JSONWriter.number)),
      ("sharpness", event.sharpness.map(JSONWriter.number)),
      ("duration", event.duration.map { String($0) }),
      ("curve", event.curve.map { JSONWriter.quoted($0.rawValue) }),
      ("primitive", event.primitive.map(JSONWriter.quoted)),
    ]
    members = members.map { key, value in
      (key, value ?? keptMember(key, in: event.extra).map { JSONWriter.inline($0) })
    }
    return objectText(members, extra: event.extra, known: PatternKeys.event)
  }

  private static func trackText(_ events: [TrackEvent]) -> String {
    guard !events.isEmpty else { return "[]" }
    return "[\n" + events.map { "    " + eventText($0) }.joined(separator: ",\n") + "\n  ]"
  }

  private static func fallbacksText(_ fallbacks: Fallbacks) -> String {
    let members: [(String, String?)] = [
      (
        "web",
        fallbacks.web.map { "[" + $0.map { String($0) }.joined(separator: ", ") + "]" }
          ?? keptMember("web", in: fallbacks.extra).map { JSONWriter.inline($0) }
      ),
      (
        "reduced",
        fallbacks.reduced.map(JSONWriter.quoted)
          ?? keptMember("reduced", in: fallbacks.extra).map { JSONWriter.inline($0) }
      ),
    ]
    return objectText(members, extra: fallbacks.extra, known: PatternKeys.fallbacks)
  }

  private static func objectText(
    _ members: [(String, String?)], extra: JSONMembers, known: [String]
  )
    -> String
  {
    var parts = members.compactMap { key, value in value.map { JSONWriter.quoted(key) + ": " + $0 }
    }
    for member in extra.members {
      guard let key = member.nodes.first?.key, !known.contains(key) else { continue }
      parts.append(JSONWriter.quoted(key) + ": " + JSONWriter.inline(member))
    }
    return parts.isEmpty ? "{}" : "{ " + parts.joined(separator: ", ") + " }"
  }

  private static func keptMember(_ key: String, in extra: JSONMembers) -> JSONTree? {
    extra.members.last { $0.nodes.first?.key == key }
  }
}
