/// HAPW07: a track without `fallbacks.web` (Android Chrome then stays silent), with a web
/// pattern derived from the track to paste in; HAPW09: a `fallbacks.web` that browsers cut
/// short (more than 99 entries, an entry over 10 s, or a trailing pause they drop).
enum WebFallbackRule {
  static func check(_ context: BlockContext, into found: inout [Diagnostic]) {
    let web = context.member("web", of: context.fallbacks)
    if let track = context.track, web == nil, !context.events.isEmpty {
      let derived = derivedWebPattern(TimedEvent.all(in: context))
      let example =
        derived.isEmpty
        ? "" : ", e.g. \"web\": [" + derived.map(String.init).joined(separator: ", ") + "]"
      found.append(
        context.diagnostic(
          "HAPW07", .warning, at: track,
          "the track has no fallbacks.web, so Android Chrome stays silent; add an on/off "
            + "millisecond pattern in \"fallbacks\"\(example)"))
    }
    guard let web, context.tree.nodes.kind(at: web) == .array else { return }
    let entries = context.tree.children(of: web)
    if entries.count > UsageThresholds.webMaxEntries {
      found.append(
        context.diagnostic(
          "HAPW09", .warning, at: entries[UsageThresholds.webMaxEntries],
          "fallbacks.web has \(entries.count) entries; Chromium plays only the first "
            + "\(UsageThresholds.webMaxEntries), so shorten it"))
    }
    for entry in entries {
      guard let value = context.number(entry), value.value > Double(UsageThresholds.webMaxEntry)
      else { continue }
      found.append(
        context.diagnostic(
          "HAPW09", .warning, at: entry,
          "a web entry of \(value.lexeme) ms is clamped to \(UsageThresholds.webMaxEntry) ms by "
            + "browsers; split it"))
    }
    if entries.count >= 2, entries.count % 2 == 0 {
      found.append(
        context.diagnostic(
          "HAPW09", .warning, at: entries[entries.count - 1],
          "fallbacks.web ends with a pause, which browsers drop; remove the last entry"))
    }
  }

  /// An on/off pattern that vibrates while the track does: continuous events for their
  /// duration, transients for the felt minimum; overlapping or touching vibrations merge.
  static func derivedWebPattern(_ events: [TimedEvent]) -> [Int] {
    var spans: [(start: Int, end: Int)] = []
    for event in events {
      let length = event.type == .continuous ? event.duration : UsageThresholds.transientWebPulse
      guard length > 0 else { continue }
      let span = (start: event.at, end: event.at + length)
      if let last = spans.last, span.start <= last.end {
        spans[spans.count - 1].end = max(last.end, span.end)
      } else {
        spans.append(span)
      }
    }
    var pattern: [Int] = []
    var cursor = 0
    for span in spans.prefix(UsageThresholds.webMaxEntries / 2) {
      if pattern.isEmpty {
        if span.start > 0 { pattern += [0, span.start] }
      } else {
        pattern.append(span.start - cursor)
      }
      pattern.append(span.end - span.start)
      cursor = span.end
    }
    return pattern
  }
}
