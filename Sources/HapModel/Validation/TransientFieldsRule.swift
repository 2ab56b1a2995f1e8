/// HAPW11: a transient carries `duration` or `curve`, which the spec ignores for transients.
enum TransientFieldsRule {
  static func check(_ context: BlockContext, into found: inout [Diagnostic]) {
    for offset in context.events.indices
    where context.type(ofEventAt: offset) == .transient {
      if let duration = context.member(.duration, ofEventAt: offset) {
        found.append(
          context.diagnostic(
            "HAPW11", .warning, at: duration,
            "duration is ignored for a transient; remove it, or make the event continuous"))
      }
      if let curve = context.member(.curve, ofEventAt: offset) {
        found.append(
          context.diagnostic(
            "HAPW11", .warning, at: curve,
            "curve only shapes continuous events; remove it, or make the event continuous"))
      }
    }
  }
}
