/// HAP002: the block breaks the JSON Schema of haptic 0.1 (types, ranges, required members,
/// enumerations, the version pattern, an empty track, negative or fractional times), or an
/// object repeats a member name.
///
/// The `id` slug pattern (HAP003), the Tier-0 token lists (HAP004) and the continuous-event
/// duration (HAP006) are schema rules too, but have their own codes and rules.
enum SchemaRule {
  /// 2^53 − 1, the schema's maximum for milliseconds (RFC 7493's exact-integer limit).
  static let largestExactInteger = 9_007_199_254_740_991

  static func check(_ context: BlockContext, into found: inout [Diagnostic]) {
    checkDuplicates(context, into: &found)
    let tree = context.tree
    guard let root = context.root else {
      found.append(
        context.diagnostic(
          "HAP002", .error, at: tree.root,
          "the haptic block must hold one JSON object ({ … }), not \(article(tree.nodes.kind(at: 0)))"
        ))
      return
    }
    // haptic
    if let haptic = context.member("haptic", of: root) {
      if let text = context.string(haptic) {
        if !isVersion(text) {
          found.append(
            context.diagnostic(
              "HAP002", .error, at: haptic,
              "haptic \(JSONWriter.quoted(text)) is not a grammar version; write it as "
                + "MAJOR.MINOR, e.g. \"0.1\""))
        }
      } else {
        let hint = context.number(haptic).map { " (write \"\($0.lexeme)\" in quotes)" } ?? ""
        found.append(
          typeError(context, haptic, name: "haptic", expected: "a string like \"0.1\"", hint: hint))
      }
    } else {
      found.append(
        context.diagnostic(
          "HAP002", .error, at: root, "the block has no \"haptic\" member; add \"haptic\": \"0.1\"")
      )
    }
    // id
    if let id = context.member("id", of: root) {
      if context.string(id) == nil {
        found.append(
          typeError(context, id, name: "id", expected: "a string slug such as \"double-tap\""))
      }
    } else {
      found.append(
        context.diagnostic(
          "HAP002", .error, at: root,
          "the block has no \"id\" member; add \"id\" with the pattern's slug (the frontmatter id)")
      )
    }
    for name in ["intent", "requiredCapability"] {
      if let index = context.member(name, of: root), context.string(index) == nil {
        found.append(typeError(context, index, name: name, expected: "a string token"))
      }
    }
    if let capability = context.string(context.member("requiredCapability", of: root)),
      Capability(rawValue: capability) == nil
    {
      let index = context.member("requiredCapability", of: root)!
      let choices = Capability.allCases.map(\.rawValue)
      found.append(
        context.diagnostic(
          "HAP002", .error, at: index,
          "requiredCapability \(JSONWriter.quoted(capability)) is not a capability token; "
            + Suggestion.phrase(for: capability, among: choices)))
    }
    checkTrack(context, root: root, into: &found)
    checkFallbacks(context, root: root, into: &found)
  }

  // MARK: - Track

  private static func checkTrack(_ context: BlockContext, root: Int, into found: inout [Diagnostic])
  {
    guard let track = context.member("track", of: root) else { return }
    let tree = context.tree
    guard tree.nodes.kind(at: track) == .array else {
      found.append(typeError(context, track, name: "track", expected: "an array of events"))
      return
    }
    if tree.nodes.end(at: track) == track + 1 {
      found.append(
        context.diagnostic(
          "HAP002", .error, at: track,
          "track has no events; add at least one event, or remove \"track\" and rely on the intent")
      )
    }
    // The objects among the elements are `context.events`, in order.
    var offset = 0
    for (number, element) in tree.childIndices(of: track).enumerated() {
      guard tree.nodes.kind(at: element) == .object else {
        found.append(
          context.diagnostic(
            "HAP002", .error, at: element,
            "track event \(number + 1) must be an object like { \"at\": 0, \"type\": \"transient\" }, "
              + "not \(article(tree.nodes.kind(at: element)))"))
        continue
      }
      checkEvent(context, element, offset: offset, number: number + 1, into: &found)
      offset += 1
    }
  }

  /// The members that hold a level from 0 to 1.
  private static let levels: [EventMember] = [.intensity, .sharpness]

  /// Checks `context.events[offset]`, the element at `number` (from 1) in the track.
  private static func checkEvent(
    _ context: BlockContext, _ event: Int, offset: Int, number: Int,
    into found: inout [Diagnostic]
  ) {
    if let at = context.member(.at, ofEventAt: offset) {
      checkMilliseconds(context, at, name: "at", into: &found)
    } else {
      found.append(
        context.diagnostic(
          "HAP002", .error, at: event,
          "track event \(number) has no \"at\"; add its start time in milliseconds (\"at\": 0)"))
    }
    if let type = context.member(.type, ofEventAt: offset) {
      // The context read each event's type once: only one that is not a grammar type (not a
      // string, or another word) is looked at again.
      if context.type(ofEventAt: offset) == nil {
        if let text = context.string(type) {
          found.append(
            context.diagnostic(
              "HAP002", .error, at: type,
              "type \(JSONWriter.quoted(text)) is not an event type; "
                + Suggestion.phrase(for: text, among: EventType.allCases.map(\.rawValue))))
        } else {
          found.append(
            typeError(context, type, name: "type", expected: "\"transient\" or \"continuous\""))
        }
      }
    } else {
      found.append(
        context.diagnostic(
          "HAP002", .error, at: event,
          "track event \(number) has no \"type\"; add \"type\": \"transient\" or \"continuous\""))
    }
    for field in levels {
      let name = field.name
      guard let index = context.member(field, ofEventAt: offset) else { continue }
      // The value alone is read; the lexeme only for a message.
      guard let value = context.tree.nodes.numberValue(at: index) else {
        found.append(typeError(context, index, name: name, expected: "a number from 0 to 1"))
        continue
      }
      if value > 1 {
        found.append(
          context.diagnostic(
            "HAP002", .error, at: index,
            "\(name) \(context.lexeme(index)) is above 1 (allowed 0..1)"
          ))
      } else if value < 0 {
        found.append(
          context.diagnostic(
            "HAP002", .error, at: index,
            "\(name) \(context.lexeme(index)) is below 0 (allowed 0..1)"
          ))
      }
    }
    if let duration = context.member(.duration, ofEventAt: offset) {
      checkMilliseconds(context, duration, name: "duration", into: &found)
    }
    if let curve = context.member(.curve, ofEventAt: offset) {
      if let text = context.string(curve) {
        if Curve(rawValue: text) == nil {
          found.append(
            context.diagnostic(
              "HAP002", .error, at: curve,
              "curve \(JSONWriter.quoted(text)) is not a curve; "
                + Suggestion.phrase(for: text, among: Curve.allCases.map(\.rawValue))))
        }
      } else {
        found.append(
          typeError(context, curve, name: "curve", expected: "one of linear, easeIn, easeOut, hold")
        )
      }
    }
    if let primitive = context.member(.primitive, ofEventAt: offset),
      context.string(primitive) == nil
    {
      found.append(typeError(context, primitive, name: "primitive", expected: "a string hint"))
    }
  }

  /// `at`, `duration` and web entries: whole milliseconds, at least 0.
  private static func checkMilliseconds(
    _ context: BlockContext, _ index: Int, name: String, into found: inout [Diagnostic]
  ) {
    guard let value = context.tree.nodes.numberValue(at: index) else {
      found.append(
        typeError(context, index, name: name, expected: "a whole number of milliseconds"))
      return
    }
    if value.isFinite, value.rounded(.towardZero) != value {
      found.append(
        context.diagnostic(
          "HAP002", .error, at: index,
          "\(name) \(context.lexeme(index)) is not a whole number of milliseconds; round it"))
    } else if value < 0 {
      found.append(
        context.diagnostic(
          "HAP002", .error, at: index,
          "\(name) \(context.lexeme(index)) is below 0 (allowed ≥ 0 ms)"))
    } else if value > Double(largestExactInteger) {
      found.append(
        context.diagnostic(
          "HAP002", .error, at: index,
          "\(name) \(context.lexeme(index)) is above \(largestExactInteger), the largest whole number every "
            + "JSON reader holds exactly (allowed 0..\(largestExactInteger) ms)"))
    }
  }

  // MARK: - Fallbacks

  private static func checkFallbacks(
    _ context: BlockContext, root: Int, into found: inout [Diagnostic]
  ) {
    guard let fallbacks = context.member("fallbacks", of: root) else { return }
    guard context.tree.nodes.kind(at: fallbacks) == .object else {
      found.append(
        typeError(
          context, fallbacks, name: "fallbacks", expected: "an object like { \"web\": [30] }"))
      return
    }
    if let web = context.member("web", of: fallbacks) {
      if context.tree.nodes.kind(at: web) == .array {
        for entry in context.tree.children(of: web) {
          checkMilliseconds(context, entry, name: "fallbacks.web entry", into: &found)
        }
      } else {
        found.append(
          typeError(
            context, web, name: "fallbacks.web",
            expected: "an array of milliseconds like [30, 60, 30]"))
      }
    }
    if let reduced = context.member("reduced", of: fallbacks), context.string(reduced) == nil {
      found.append(
        typeError(context, reduced, name: "fallbacks.reduced", expected: "an intent token"))
    }
  }

  // MARK: - Duplicates

  /// Every object in the block (kept members included) with a name it repeats.
  private static func checkDuplicates(_ context: BlockContext, into found: inout [Diagnostic]) {
    let tree = context.tree
    // Names compare by code points, as JSON readers do: Swift's `==` would call canonically
    // equivalent names (`é` and `e` + U+0301, `K` and the Kelvin sign) the same. Each stored
    // name's identity stands for its code points, so members compare as numbers (D255).
    let identities = tree.nodes.nameIdentities()
    var members: [(child: Int, name: Int)] = []
    members.reserveCapacity(16)
    for index in tree.nodes.indices where tree.nodes.isObject(at: index) {
      // Most objects (every event) name each member once, which one bit per name identity
      // shows without listing them; only an object where a bit repeats is looked at closely.
      if !mayRepeat(tree, index, identities) { continue }
      members.removeAll(keepingCapacity: true)
      // The members walked through the tree itself: an iterator per object counted the
      // records table, which the other rules' thread counts too (D466).
      let end = tree.nodes.end(at: index)
      var child = index + 1
      while child < end {
        if let name = tree.nodes.nameIndex(at: child) { members.append((child, identities[name])) }
        child = tree.nodes.end(at: child)
      }
      if members.count <= 16 {
        // Small objects (every event): comparing pairs beats hashing.
        for (position, member) in members.enumerated() {
          guard let first = members[..<position].first(where: { $0.name == member.name }),
            let key = tree.nodes.key(at: member.child)
          else { continue }
          found.append(duplicate(context, key, member.child, first: first.child))
        }
        continue
      }
      var seen: [Int: Int] = [:]
      for member in members {
        if let first = seen[member.name], let key = tree.nodes.key(at: member.child) {
          found.append(duplicate(context, key, member.child, first: first))
        } else {
          seen[member.name] = member.child
        }
      }
    }
  }

  /// Whether two members of the object at `index` may share a name: false when every name's
  /// identity is below 64 and none repeats.
  private static func mayRepeat(_ tree: JSONTree, _ index: Int, _ identities: [Int]) -> Bool {
    var seen: UInt64 = 0
    let end = tree.nodes.end(at: index)
    var child = index + 1
    while child < end {
      if let name = tree.nodes.nameIndex(at: child) {
        let identity = identities[name]
        guard identity < 64 else { return true }
        let bit: UInt64 = 1 << UInt64(identity)
        if seen & bit != 0 { return true }
        seen |= bit
      }
      child = tree.nodes.end(at: child)
    }
    return false
  }

  private static func duplicate(_ context: BlockContext, _ key: String, _ child: Int, first: Int)
    -> Diagnostic
  {
    let node = context.tree.nodes[first]
    let line = (node.keyPosition ?? node.position).line
    return context.diagnostic(
      "HAP002", .error, atKeyOf: child,
      "member \(JSONWriter.quoted(key)) appears twice in this object (first at line "
        + "\(line)); remove one, readers disagree about which counts")
  }

  // MARK: - Helpers

  private static func typeError(
    _ context: BlockContext, _ index: Int, name: String, expected: String, hint: String = ""
  ) -> Diagnostic {
    context.diagnostic(
      "HAP002", .error, at: index,
      "\(name) must be \(expected), not \(article(context.tree.nodes.kind(at: index)))\(hint)")
  }

  static func article(_ kind: JSONKind) -> String {
    switch kind {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): "the number \(number.lexeme)"
    case .string(let text): "the string \(JSONWriter.quoted(text))"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// `MAJOR.MINOR` with ASCII digits, the schema's `^[0-9]+\.[0-9]+$`.
  /// Compared on its UTF-8 bytes, without splitting it into strings (D391).
  static func isVersion(_ text: String) -> Bool {
    var dots = 0
    var digitsInPart = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: ".") {
        guard dots == 0, digitsInPart > 0 else { return false }
        dots = 1
        digitsInPart = 0
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        digitsInPart += 1
      } else {
        return false
      }
    }
    return dots == 1 && digitsInPart > 0
  }
}
