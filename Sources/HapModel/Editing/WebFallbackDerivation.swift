/// Derives a `fallbacks.web` on/off pattern from a track, for `navigator.vibrate`.
///
/// Web vibration carries no intensity or sharpness, so only timing survives: continuous events
/// become their duration, transients a short pulse that grows with intensity, silent events
/// (intensity 0) nothing. No pulse is shorter than the web profile's stated minimum, the
/// shortest pulse Android Chrome's motor renders (issue 20 item 9, D095). Overlapping events merge; the silence before the first event is left
/// out because `navigator.vibrate` starts at the moment it is called. The result respects the
/// browser limits: at most 99 entries and at most 10 s per entry.
public enum WebFallbackDerivation {
  /// The most entries Chromium accepts in one `navigator.vibrate` call.
  public static let maximumEntries = 99
  /// The longest entry Chromium accepts, in milliseconds.
  public static let maximumEntry = 10_000

  /// The shortest pulse a derived pattern holds, in ms: the `android-chrome` web profile's
  /// minimum pulse (an ERM motor needs about 30 ms of drive to be felt; platform-facts 9).
  public static let minimumPulse = UsageThresholds.transientWebPulse

  /// The length of a transient's pulse at `intensity`: the minimum at the lightest, 20 ms more
  /// at full.
  public static func pulseLength(intensity: Double) -> Int {
    minimumPulse + Int((20 * min(max(intensity, 0), 1)).rounded())
  }

  /// The on/off milliseconds for `events`; empty when nothing in the track can be felt.
  public static func derive(from events: [TrackEvent]) -> [Int] {
    var spans: [(start: Int, end: Int)] = []
    for event in events where event.effectiveIntensity > 0 {
      let length =
        event.type == .continuous
        ? (event.duration ?? 0) : pulseLength(intensity: event.effectiveIntensity)
      // A continuous event shorter than the minimum plays as a minimum pulse, where it starts.
      if length > 0 { spans.append((event.at, event.at + max(length, minimumPulse))) }
    }
    spans.sort { $0.start < $1.start }
    var merged: [(start: Int, end: Int)] = []
    for span in spans {
      if let last = merged.last, span.start <= last.end {
        merged[merged.count - 1].end = max(last.end, span.end)
      } else {
        merged.append(span)
      }
    }
    // Each on-span needs one entry (more when split at 10 s) and each gap one more.
    while entries(for: merged).count > maximumEntries, merged.count > 1 {
      let gaps = zip(merged, merged.dropFirst()).map { $1.start - $0.end }
      let smallest = gaps.indices.min { gaps[$0] < gaps[$1] }!
      merged[smallest].end = merged[smallest + 1].end
      merged.remove(at: smallest + 1)
    }
    return Array(entries(for: merged).prefix(maximumEntries))
  }

  private static func entries(for spans: [(start: Int, end: Int)]) -> [Int] {
    var result: [Int] = []
    for (index, span) in spans.enumerated() {
      if index > 0 { result.append(span.start - spans[index - 1].end) }
      var remaining = span.end - span.start
      while remaining > maximumEntry {
        result.append(maximumEntry)
        result.append(0)
        remaining -= maximumEntry
      }
      result.append(remaining)
    }
    return result
  }
}
