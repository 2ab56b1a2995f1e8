import HapModel

/// Completion items for the place the cursor is: member names of the object it is in, the
/// tokens a member takes, frontmatter keys and mirrored values; each with the spec's words.
enum Completion {
  struct Item: Equatable {
    var label: String
    /// The text inserted (quoted as JSON where the cursor is not already in a string).
    var insert: String
    var detail: String
    var documentation: String
    /// LSP CompletionItemKind: 10 property, 12 value, 20 enum member.
    var kind: Int
  }

  static func items(at offset: Int, in bytes: [UInt8]) -> [Item] {
    switch CursorContext.at(offset, in: bytes) {
    case .memberName(let role, let prefix, let quoted):
      return role.members.filter { $0.hasPrefix(prefix) || prefix.isEmpty }.map { name in
        Item(
          label: name, insert: quoted ? name : JSONWriter.quoted(name) + ": ",
          detail: "\(role.title) member", documentation: SpecDocs.member(name, role: role) ?? "",
          kind: 10)
      }
    case .memberValue(let member, let role, let prefix, let quoted):
      guard let values = SpecDocs.values(of: member, role: role) else { return [] }
      return values.keys.sorted().filter { prefix.isEmpty || $0.hasPrefix(prefix) }.map { value in
        Item(
          label: value, insert: quoted ? value : JSONWriter.quoted(value), detail: member,
          documentation: values[value] ?? "", kind: 20)
      }
    case .frontmatter(let key, let prefix):
      guard let key else {
        return Frontmatter.knownKeys.filter { prefix.isEmpty || $0.hasPrefix(prefix) }.map {
          Item(
            label: $0, insert: $0 + ": ", detail: "frontmatter key",
            documentation: SpecDocs.patternMembers[$0 == "spec" ? "haptic" : $0] ?? "", kind: 10)
        }
      }
      let values: [String: String]
      switch key {
      case "intent": values = SpecDocs.intents
      case "requiredCapability": values = SpecDocs.capabilities
      default: return []
      }
      return values.keys.sorted().filter { prefix.isEmpty || $0.hasPrefix(prefix) }.map {
        Item(label: $0, insert: $0, detail: key, documentation: values[$0] ?? "", kind: 20)
      }
    case .none:
      return []
    }
  }
}

extension ObjectRole {
  /// How the role is named in completion details.
  var title: String {
    switch self {
    case .pattern: "pattern"
    case .event: "track event"
    case .fallbacks: "fallbacks"
    case .other: "object"
    }
  }
}
