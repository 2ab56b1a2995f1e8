import HapModel
import HapRender

/// The hover text for a place in the block: what the member and its value mean and, inside a
/// track event, what each platform keeps of that event (the `explain` line for it).
enum Hover {
  static func markdown(
    at offset: Int, analysis: DocumentAnalysis, cache: inout HoverCache
  ) -> String? {
    guard let tree = analysis.document.tree, let block = analysis.blockRange,
      block.contains(offset)
    else { return nil }
    let context = CursorContext.blockContext(
      from: block.lowerBound, to: offset, in: analysis.text.bytes)
    var parts: [String] = []
    var member: String?
    var role = ObjectRole.other
    switch context {
    case .memberName(let r, let prefix, let quoted):
      member = quoted ? prefix + restOfName(offset, analysis) : prefix
      role = r
    case .memberValue(let name, let r, _, _):
      member = name
      role = r
    default: break
    }
    if let member, let text = SpecDocs.member(member, role: role) {
      parts.append("**\(member)**: \(text)")
    }
    let position = analysis.text.position(of: offset, encoding: .utf8)
    let locator = cache.locator(tree)
    let line = position.line + 1
    let column =
      analysis.text.bytes[analysis.text.lineStarts[position.line]..<offset]
      .count { $0 & 0xC0 != 0x80 } + 1
    if let member, let value = valueText(member, role: role, at: offset, analysis) {
      parts.append(value)
    }
    if let event = locator.event(line: line, column: column),
      let events = analysis.document.pattern?.track, event < events.count
    {
      parts.append(eventSummary(events[event], number: event + 1))
      let lines = cache.lines { RenditionCache.renditions(of: analysis.document.pattern) }
      parts.append(platformLines(event: event + 1, lines))
    }
    return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
  }

  /// The rest of the name under the cursor, from the cursor to the closing quote.
  static func restOfName(_ offset: Int, _ analysis: DocumentAnalysis) -> String {
    let bytes = analysis.text.bytes
    var end = offset
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A { end += 1 }
    return String(decoding: bytes[offset..<end], as: UTF8.self)
  }

  /// What the value under the cursor means: a token's spec text, a level as words.
  static func valueText(
    _ member: String, role: ObjectRole, at offset: Int,
    _ analysis: DocumentAnalysis
  ) -> String? {
    let bytes = analysis.text.bytes
    var start = offset
    while start > 0, JSONToken.isWordByte(bytes[start - 1]) { start -= 1 }
    var end = offset
    while end < bytes.count, JSONToken.isWordByte(bytes[end]) { end += 1 }
    let word = String(decoding: bytes[start..<end], as: UTF8.self)
    if let values = SpecDocs.values(of: member, role: role), let meaning = values[word] {
      return "`\(word)`: \(meaning)"
    }
    guard role == .event, let number = Double(word) else { return nil }
    switch member {
    case "intensity": return "\(word): \(Int((number * 100).rounded()))% of full strength"
    case "sharpness":
      let feel = number < 0.34 ? "dull, round" : number < 0.67 ? "between dull and crisp" : "crisp"
      return "\(word): \(feel)"
    case "at": return "starts \(word) ms after the track origin"
    case "duration": return "lasts \(word) ms"
    default: return nil
    }
  }

  static func eventSummary(_ event: TrackEvent, number: Int) -> String {
    var words = ["**Event \(number)**: \(event.type.rawValue) at \(event.at) ms"]
    if let duration = event.duration, event.type == .continuous {
      words.append("for \(duration) ms")
    }
    if let intensity = event.intensity { words.append("intensity \(intensity)") }
    if let sharpness = event.sharpness { words.append("sharpness \(sharpness)") }
    if let curve = event.curve, event.type == .continuous {
      words.append("curve \(curve.rawValue)")
    }
    return words.joined(separator: ", ")
  }

  /// One line per platform (its default profile): the rung and what it keeps of the event.
  static func platformLines(event number: Int, _ platforms: [ReportIndex]) -> String {
    var lines: [String] = []
    for platform in platforms {
      let rendition = platform.rendition
      let entries = platform.entries(event: number)
      let kept =
        entries.isEmpty
        ? "nothing of this event"
        : entries.map { "\($0.construct.rawValue) \($0.unused ? "unused" : $0.status.rawValue)" }
          .joined(separator: ", ")
      lines.append(
        "- \(rendition.platform.displayName) (\(rendition.profile.name), "
          + "\(rendition.rung.rawValue) rung): \(kept)")
    }
    return lines.joined(separator: "\n")
  }
}
