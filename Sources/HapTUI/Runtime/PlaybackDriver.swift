import HapModel
import HapPlayback

/// Plays what the reducer asks for and reports how far it has got.
public protocol PlaybackDriver: AnyObject {
  /// Starts playing; returns why it cannot, or `nil`.
  func start(_ request: PlaybackRequest) -> String?
  /// Stops at once (motors stopped, effects erased).
  func stop()
  /// Milliseconds since the start, while playing.
  var elapsed: Int? { get }
  /// The attached device's name, or `nil` when playback only moves the playhead.
  var deviceName: String? { get }
  /// Why the last playback failed (the device went away…), once it has ended.
  var failure: String? { get }
  /// What the driver learnt off the run loop since the last call (what an audition target
  /// played, a stop that did not reach it), in order; the run loop asks on every turn.
  func takeReports() -> [PlaybackReport]
  /// Stops, and waits (at most 2 s) for the stop to reach the device: on the way out of the
  /// editor, so no motor is left running.
  func finish()
}

extension PlaybackDriver {
  public func takeReports() -> [PlaybackReport] { [] }
  public func finish() { stop() }
}

/// Playback with no device: a monotonic clock runs the playhead and nothing is felt.
final class ClockPlaybackDriver: PlaybackDriver {
  private var startedAt: Int?

  func start(_ request: PlaybackRequest) -> String? {
    startedAt = MonotonicTime.milliseconds()
    return nil
  }

  func stop() {
    startedAt = nil
  }

  var elapsed: Int? { startedAt.map { MonotonicTime.milliseconds() - $0 } }

  var deviceName: String? { nil }

  var failure: String? { nil }
}
