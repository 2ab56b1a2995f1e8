import HapModel
import HapRender

/// Something a pattern can be auditioned on: a phone over adb, feedbackd on a bus, the sound
/// card. Playing returns at once; the caller keeps time and calls `cancel` at the end of the
/// pattern, on a stop, before a new play and at the end of a loop, so nothing runs on.
public protocol AuditionTarget: AnyObject, Sendable {
  /// The name `--target` takes (`adb:SERIAL`, `feedbackd`, `feedbackd:pine@phone`, `sound`).
  var name: String { get }
  /// Starts `pattern` as the target plays it under `settings`.
  func play(_ pattern: HapticPattern, settings: RenderSettings) throws(AuditionFailure)
    -> AuditionStart
  /// Stops whatever the target plays now. Never blocks past its timeout.
  func cancel() throws(AuditionFailure)
}
