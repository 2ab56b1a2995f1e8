/// HAPW07: a track without `fallbacks.web` (Android Chrome then stays silent), with a web
/// pattern derived from the track to paste in; HAPW09: a `fallbacks.web` that browsers cut
/// short (more than 99 entries, an entry over 10 s, or a trailing pause they drop); HAPW12: a
/// `fallbacks.web` that no longer matches the track (D095).
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
    if context.track != nil, !context.events.isEmpty {
      let values = entries.map { context.integer($0) }
      if !values.contains(nil) {
        mismatch(values.map { $0! }, TimedEvent.all(in: context)).map {
          found.append(context.diagnostic("HAPW12", .warning, at: web, $0))
        }
      }
    }
    if entries.count >= 2, entries.count % 2 == 0 {
      found.append(
        context.diagnostic(
          "HAPW09", .warning, at: entries[entries.count - 1],
          "fallbacks.web ends with a pause, which browsers drop; remove the last entry"))
    }
  }

  /// Why `web` no longer matches the track `events`, or `nil` when it does (D095). Times count
  /// from each one's first vibration and may differ by the web profile's resolution
  /// (`UsageThresholds.webResolution`). A web pattern that vibrates after the track has ended,
  /// or that has the track's vibrations (two or more) at other times, was made for another
  /// track; a transient's web pulse may be longer than the transient (the felt minimum is a
  /// floor), and a web pattern with fewer vibrations is an abridgement by design.
  static func mismatch(_ web: [Int], _ events: [TimedEvent]) -> String? {
    let spans = feltSpans(events)
    guard let origin = spans.first?.start else { return nil }
    var pulses: [(start: Int, end: Int)] = []
    pulses.reserveCapacity(web.count / 2 + 1)
    var cursor = 0
    for (offset, value) in web.enumerated() {
      if offset % 2 == 0, value > 0 { pulses.append((cursor, cursor + value)) }
      cursor += max(0, value)
    }
    guard let webOrigin = pulses.first?.start else { return nil }
    // Both counted from their first vibration, read in place rather than copied.
    let track = spans.lazy.map { (start: $0.start - origin, end: $0.end - origin) }
    let played = pulses.lazy.map { (start: $0.start - webOrigin, end: $0.end - webOrigin) }
    let resolution = UsageThresholds.webResolution
    let sustained = { (span: (start: Int, end: Int)) in
      span.end - span.start > UsageThresholds.transientWebPulse
    }
    let last = track[track.count - 1]
    let lastPulse = played[played.count - 1]
    if lastPulse.start > last.end + resolution
      || (sustained(last) && lastPulse.end > last.end + resolution)
    {
      return "fallbacks.web vibrates until \(lastPulse.end) ms but the track ends at \(last.end) "
        + "ms (both from their first vibration), so the web keeps vibrating after the track has "
        + "ended: it no longer matches the track; derive it again (W in the editor) or shorten it"
    }
    if played.count >= 2, played.count == track.count {
      for (pulse, span) in zip(played, track)
      where abs(pulse.start - span.start) > resolution
        || (sustained(span) && abs(pulse.end - span.end) > resolution)
      {
        return "fallbacks.web has the track's \(played.count) vibrations, but one runs "
          + "\(pulse.start)-\(pulse.end) ms where the track's runs \(span.start)-\(span.end) ms "
          + "(more than the web's \(resolution) ms resolution apart): the track changed after "
          + "the web pattern was made; derive it again (W in the editor)"
      }
    }
    return nil
  }

  /// The track's vibrations as the web would play them: continuous events for their duration,
  /// transients for the felt minimum, touching or overlapping ones merged.
  static func feltSpans(_ events: [TimedEvent]) -> [(start: Int, end: Int)] {
    var spans: [(start: Int, end: Int)] = []
    spans.reserveCapacity(events.count)
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
    return spans
  }

  /// An on/off pattern that vibrates while the track does: continuous events for their
  /// duration, transients for the felt minimum; overlapping or touching vibrations merge.
  static func derivedWebPattern(_ events: [TimedEvent]) -> [Int] {
    let spans = feltSpans(events)
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
