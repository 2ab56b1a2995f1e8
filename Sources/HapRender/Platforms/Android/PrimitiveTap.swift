/// One primitive of an Android composition, placed at an absolute start time.
struct PrimitiveTap: Equatable, Sendable {
  var primitive: AndroidPrimitive
  /// 0...1, the primitive's `scale`.
  var scale: Double
  /// Start time in ms from the start of the effect.
  var at: Int
}
