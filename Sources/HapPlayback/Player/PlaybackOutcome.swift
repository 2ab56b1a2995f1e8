/// How a playback ended. Whatever the outcome, the motors were stopped and the effect erased.
public enum PlaybackOutcome: Equatable, Sendable {
  /// The schedule played to its end.
  case finished
  /// `Player.stop()` (or a raised stop signal) ended it early.
  case stopped
  /// The device failed; playback stopped at that point.
  case failed(RumbleDeviceError)
}
