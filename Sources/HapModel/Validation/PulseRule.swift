/// HAPW05: a pulse shorter than a motor can render — a continuous event or a `fallbacks.web`
/// vibration shorter than `UsageThresholds.shortestPulse`.
///
/// A short continuous event that touches or overlaps other continuous events is one step of a
/// longer vibration (an imported staircase, a fade), not a pulse of its own: it is warned about
/// only when the whole joined run is shorter than the floor.
enum PulseRule {
  static func check(_ context: BlockContext, into found: inout [Diagnostic]) {
    let floor = UsageThresholds.shortestPulse
    // The runs are worked out only once a short event needs them: most tracks have none.
    var joined: [Int: Int]?
    for offset in context.events.indices
    where context.type(ofEventAt: offset) == .continuous {
      guard let index = context.member(.duration, ofEventAt: offset),
        let duration = context.integer(index), duration >= 0, duration < floor
      else { continue }
      let runs = joined ?? joinedRunSpans(context)
      joined = runs
      guard (runs[offset] ?? duration) < floor else { continue }
      found.append(
        context.diagnostic(
          "HAPW05", .warning, at: index,
          "a \(duration) ms continuous event is shorter than most motors can render (pulses under "
            + "~\(floor) ms are not felt on ERM motors or web vibrate); make it at least \(floor) ms "
            + "or use a transient"))
    }
    guard let web = context.member("web", of: context.fallbacks),
      context.tree.nodes.kind(at: web) == .array
    else { return }
    for (offset, entry) in context.tree.children(of: web).enumerated() where offset % 2 == 0 {
      guard let value = context.integer(entry), value > 0, value < floor else { continue }
      found.append(
        context.diagnostic(
          "HAPW05", .warning, at: entry,
          "the \(value) ms web vibration is too short to feel (under ~\(floor) ms); make it at "
            + "least \(floor) ms"))
    }
  }

  /// The span of the run of touching or overlapping continuous events each event belongs to,
  /// for the events that are in a run of two or more, by their offset in the track.
  static func joinedRunSpans(_ context: BlockContext) -> [Int: Int] {
    var spans: [(offset: Int, start: Int, end: Int)] = []
    spans.reserveCapacity(context.events.count)
    for offset in context.events.indices
    where context.type(ofEventAt: offset) == .continuous {
      guard let atIndex = context.member(.at, ofEventAt: offset), let at = context.integer(atIndex),
        let durationIndex = context.member(.duration, ofEventAt: offset),
        let duration = context.integer(durationIndex), at >= 0, duration >= 0
      else { continue }
      spans.append((offset, at, at + duration))
    }
    spans.sort { ($0.start, $0.offset) < ($1.start, $1.offset) }
    var result: [Int: Int] = [:]
    var run: [Int] = []
    var runStart = 0
    var runEnd = 0
    func close() {
      if run.count > 1 { for offset in run { result[offset] = runEnd - runStart } }
      run = []
    }
    for span in spans {
      if run.isEmpty || span.start > runEnd {
        close()
        runStart = span.start
        runEnd = span.end
      } else {
        runEnd = max(runEnd, span.end)
      }
      run.append(span.offset)
    }
    close()
    return result
  }
}
