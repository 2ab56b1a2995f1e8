import HapModel

/// The one-line summary of a pattern: the plots' text alternative and the cards' caption.
enum PatternSummary {
  /// For example `Heavy impact: 2 events over 60 ms (strong, dull, mixed); intent
  /// impact.heavy`.
  static func line(title: String, pattern: HapticPattern, tags: PatternTags) -> String {
    var text = title + ": "
    let events = pattern.events
    if events.isEmpty {
      text += "no track"
    } else {
      let noun = events.count == 1 ? "event" : "events"
      let transients = events.filter { $0.type == .transient }.count
      text += "\(events.count) \(noun) over \(pattern.length) ms"
      text += " (\(transients) transient, \(events.count - transients) continuous; "
      text += tags.all.joined(separator: ", ") + ")"
    }
    if let intent = pattern.intent { text += "; intent \(intent)" }
    return text
  }
}
