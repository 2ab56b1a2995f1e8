/// HAP006: a continuous event has no `duration`.
enum DurationRule {
  static func check(_ context: BlockContext, into found: inout [Diagnostic]) {
    for (offset, event) in context.events.enumerated()
    where context.type(ofEventAt: offset) == .continuous
      && context.member(.duration, ofEventAt: offset) == nil
    {
      let at = context.start(ofEventAt: offset).map { " at \($0) ms" } ?? ""
      found.append(
        context.diagnostic(
          "HAP006", .error, at: event,
          "continuous event \(offset + 1)\(at) has no duration; add \"duration\" in milliseconds, "
            + "or make it a transient"))
    }
  }
}
