/// What a driver learnt off the run loop and the run loop passes to the reducer on its next
/// turn (`PlaybackDriver.takeReports()`).
public enum PlaybackReport: Equatable, Sendable {
  /// An audition target began playing generation `generation`: what it played and kept.
  case started(generation: Int, summary: String)
  /// A stop (or the cancel before a new play) did not reach the target: why, and the fix.
  case stopFailed(message: String)
}
