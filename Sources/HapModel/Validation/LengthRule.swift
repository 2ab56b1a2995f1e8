/// HAPW06: a pattern too long for UI feedback — the track, or the web fallback, lasts longer
/// than `UsageThresholds.longestUIFeedback`. The block alone cannot tell an alarm from a button
/// press; `DocumentValidator` drops the warning when the frontmatter category can.
enum LengthRule {
  static func check(_ context: BlockContext, into found: inout [Diagnostic]) {
    let limit = UsageThresholds.longestUIFeedback
    if let track = context.track {
      let length = TimedEvent.all(in: context).lazy.map(\.end).max() ?? 0
      if length > limit {
        found.append(
          context.diagnostic(
            "HAPW06", .warning, at: track,
            "the track lasts \(length) ms; feedback for a UI action should end within \(limit) ms, "
              + "so shorten it (if it is not UI feedback, say so in the frontmatter, e.g. "
              + "`category: alert`, `ambient` or `timer`)"))
      }
    }
    if let web = context.member("web", of: context.fallbacks),
      context.tree.nodes.kind(at: web) == .array
    {
      let total = context.tree.childIndices(of: web).reduce(0) { total, entry in
        guard let value = context.integer(entry) else { return total }
        return min(total + max(value, 0), Int(Int32.max))
      }
      if total > limit {
        found.append(
          context.diagnostic(
            "HAPW06", .warning, at: web,
            "fallbacks.web lasts \(total) ms; feedback for a UI action should end within \(limit) ms"
          ))
      }
    }
  }
}
