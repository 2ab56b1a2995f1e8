/// HAPW10: an unknown member whose name is one or two letters from a known one, so probably a
/// typo that silently drops the value (`"intesity"`, `"Duration"`).
///
/// Unknown members are allowed (later grammars add them); only near misses are reported.
enum TypoRule {
  static func check(_ context: BlockContext, into found: inout [Diagnostic]) {
    guard let root = context.root else { return }
    // The root, each event, then the fallbacks, walked in that order without listing them (a
    // list of a 100,000-event track's objects was 4.8 MB of a validate's peak; D303).
    let count = context.events.count + (context.fallbacks == nil ? 1 : 2)
    for number in 0..<count {
      let isEvent = number > 0 && number <= context.events.count
      let object =
        number == 0 ? root : isEvent ? context.events[number - 1] : context.fallbacks ?? root
      let known =
        number == 0 ? PatternKeys.pattern : isEvent ? PatternKeys.event : PatternKeys.fallbacks
      // The members walked through the tree itself, as the decoder walks them (D466).
      let end = context.tree.nodes.end(at: object)
      var next = object + 1
      while next < end {
        let child = next
        next = context.tree.nodes.end(at: child)
        // An event's grammar members, nearly every member of a track, are known by name.
        if isEvent, context.eventMembers.isEventMember(child, in: context.tree) { continue }
        guard let key = context.tree.nodes.key(at: child), !known.contains(key),
          let match = closeMatch(for: key, among: known)
        else { continue }
        found.append(
          context.diagnostic(
            "HAPW10", .warning, atKeyOf: child,
            "unknown member \(JSONWriter.quoted(key)) is ignored; did you mean "
              + "\(JSONWriter.quoted(match))?"))
      }
    }
  }

  static func closeMatch(for key: String, among known: [String]) -> String? {
    let lowered = key.lowercased()
    for name in known {
      let distance = EditDistance.between(lowered, name.lowercased())
      if distance <= (name.count >= 6 ? 2 : 1) { return name }
    }
    return nil
  }
}
