/// One primitive of an Android composition, placed at an absolute start time.
struct PrimitiveTap: Equatable, Sendable {
  var primitive: AndroidPrimitive
  /// 0...1, the primitive's `scale`.
  var scale: Double
  /// Start time in ms from the start of the effect.
  var at: Int
}

extension [PrimitiveTap] {
  /// How late each tap starts, in ms, when each delay counts from the end of the primitive before
  /// and the primitives play their typical lengths: 0 for a tap that starts at its written time.
  var lateness: [Int] {
    var end = 0
    return map { tap in
      let start = Swift.max(tap.at, end)
      end = start + tap.primitive.typicalLength
      return start - tap.at
    }
  }
}
