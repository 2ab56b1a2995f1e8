/// How one play of a sound went: how it ended, what was written, and when.
public struct SoundPlayback: Equatable, Sendable {
  /// Why the sound ended.
  public enum Ending: Equatable, Sendable {
    /// The last frame was heard.
    case finished
    /// `stop()` ended it first.
    case stopped
    /// The device failed (the message says how).
    case failed(String)
  }

  public var ending: Ending
  /// Frames handed to the device.
  public var framesWritten: Int
  /// Frames passed over because the thread started (or fell) behind the shared clock.
  public var framesSkipped: Int
  /// The instant the first frame was due (the haptics' start), CLOCK_MONOTONIC nanoseconds.
  public var startedAt: UInt64
  /// When the sound ended: its last frame heard, or the stop taken.
  public var endedAt: UInt64

  public init(
    ending: Ending, framesWritten: Int, framesSkipped: Int, startedAt: UInt64, endedAt: UInt64
  ) {
    self.ending = ending
    self.framesWritten = framesWritten
    self.framesSkipped = framesSkipped
    self.startedAt = startedAt
    self.endedAt = endedAt
  }

  /// Milliseconds from the start instant to the end.
  public var playedMilliseconds: Int {
    endedAt > startedAt ? Int((endedAt - startedAt) / 1_000_000) : 0
  }
}
