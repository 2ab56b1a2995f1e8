/// HAPW04: events too close together to feel apart.
///
/// Two transients starting less than `UsageThresholds.tapSpacing` apart blur into one tap; a
/// silence shorter than `UsageThresholds.shortestGap` next to a continuous event is not felt.
/// A transient inside a continuous event is a deliberate accent and is not reported.
enum SpacingRule {
  static func check(_ context: BlockContext, into found: inout [Diagnostic]) {
    let events = TimedEvent.all(in: context)
    var lastTransient: TimedEvent?
    var coveredUntil: Int?
    var lastEnder: TimedEvent?
    for event in events {
      let atNode = context.member(.at, ofEventAt: event.number - 1)!
      var reported = false
      if event.type == .transient, let previous = lastTransient {
        let spacing = event.at - previous.at
        if spacing < UsageThresholds.tapSpacing {
          reported = true
          found.append(
            context.diagnostic(
              "HAPW04", .warning, at: atNode,
              spacing == 0
                ? "two transients start at \(event.at) ms and play as one tap; remove one or move it"
                : "the transient at \(event.at) ms comes \(spacing) ms after the one at "
                  + "\(previous.at) ms; taps closer than \(UsageThresholds.tapSpacing) ms blur into "
                  + "one on most motors, so space them further apart or merge them"))
        }
      }
      if !reported, let until = coveredUntil, let ender = lastEnder,
        ender.type == .continuous || event.type == .continuous
      {
        let gap = event.at - until
        if gap > 0, gap < UsageThresholds.shortestGap {
          found.append(
            context.diagnostic(
              "HAPW04", .warning, at: atNode,
              "event \(event.number) starts \(gap) ms after the vibration before it stops; a "
                + "motor does not stop and restart in under \(UsageThresholds.shortestGap) ms, so "
                + "leave a longer silence or join the two"))
        }
      }
      if event.type == .transient { lastTransient = event }
      if coveredUntil == nil || event.end >= coveredUntil! {
        coveredUntil = event.end
        lastEnder = event
      }
    }
  }
}
