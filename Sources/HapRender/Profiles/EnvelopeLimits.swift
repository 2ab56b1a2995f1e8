/// What a phone's envelope effects accept, as its `dumpsys vibrator_manager` reports them
/// (Android's `VibratorEnvelopeEffectInfo`).
public struct EnvelopeLimits: Equatable, Sendable {
  /// The most control points one envelope may have.
  public var maxSize: Int
  /// The shortest control point, in milliseconds.
  public var shortestPoint: Int
  /// The longest control point, in milliseconds.
  public var longestPoint: Int

  public init(maxSize: Int, shortestPoint: Int, longestPoint: Int) {
    self.maxSize = maxSize
    self.shortestPoint = shortestPoint
    self.longestPoint = longestPoint
  }

  /// The longest envelope, as Android computes `getMaxDurationMillis()`: the most points, each
  /// as long as a point may be.
  public var maxDuration: Int { maxSize * longestPoint }

  /// Why an envelope whose points last `shortest` to `longest` ms, `total` ms in all, does not
  /// fit; `nil` when it does. The checks are the generated Kotlin's, so the branch a learnt
  /// phone is said to take is the one the app takes on it.
  public func failure(shortest: Int, longest: Int, total: Int) -> String? {
    if shortest < shortestPoint {
      return "this phone's envelope control points last at least \(shortestPoint) ms "
        + "(the envelope needs \(shortest) ms)"
    }
    if longest > longestPoint {
      return "this phone's envelope control points last at most \(longestPoint) ms "
        + "(the envelope needs \(longest) ms)"
    }
    if total > maxDuration {
      return "this phone's envelopes last at most \(maxDuration) ms "
        + "(\(maxSize) points of \(longestPoint) ms; the envelope lasts \(total) ms)"
    }
    return nil
  }
}
