/// HAP005: track events are not in non-decreasing `at` order.
///
/// Each event that starts before the event just before it is reported, at its `at`; events
/// with the same `at` are in order (the spec asks for non-decreasing).
enum OrderRule {
  static func check(_ context: BlockContext, into found: inout [Diagnostic]) {
    var previous: (number: Int, at: Int)?
    for offset in context.events.indices {
      guard let at = context.start(ofEventAt: offset) else { continue }
      if let previous, at < previous.at {
        found.append(
          context.diagnostic(
            "HAP005", .error, at: context.member(.at, ofEventAt: offset)!,
            "event \(offset + 1) starts at \(at) ms, before event \(previous.number) at "
              + "\(previous.at) ms; order the track by \"at\""))
      }
      previous = (offset + 1, at)
    }
  }
}
