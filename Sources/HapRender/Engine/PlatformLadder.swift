import HapModel

/// What one platform can do with each rung; `Ladder` walks the rungs in the spec's order.
protocol PlatformLadder {
  /// Branches that play `token` natively (for the intent rung or, with `rung: .reduced`, for
  /// `fallbacks.reduced`), or why the platform has none.
  func intent(_ token: IntentToken, rung: Rung, input: RenderInput) -> Rendering
  /// Branches that play the track, or why the platform has none.
  func track(_ input: RenderInput) -> Rendering
  /// Branches that play `fallbacks.web`, or why the platform has none.
  func web(_ pattern: [Int], input: RenderInput) -> Rendering
}
