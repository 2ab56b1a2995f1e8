/// HAPW05: a pulse shorter than a motor can render — a continuous event or a `fallbacks.web`
/// vibration shorter than `UsageThresholds.shortestPulse`.
enum PulseRule {
  static func check(_ context: BlockContext, into found: inout [Diagnostic]) {
    let floor = UsageThresholds.shortestPulse
    for (offset, event) in context.events.enumerated()
    where context.type(ofEventAt: offset) == .continuous {
      guard let index = context.member("duration", of: event),
        let duration = context.integer(index), duration >= 0, duration < floor
      else { continue }
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
}
