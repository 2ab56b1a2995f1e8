import HapModel
import HapRender

/// Playback as the editor sees it: whether it plays, where the playhead is, which device.
public struct PlaybackState: Equatable, Sendable {
  /// What Space plays.
  public enum Target: Equatable, Sendable {
    /// The track itself, as richly as a rumble device can.
    case track
    /// What a platform with a profile would render.
    case platform(Platform, profile: String)
  }

  /// Bumped on every start and stop; ticks carrying another generation are stale.
  public var generation: Int
  public var isPlaying: Bool
  /// Milliseconds since playback started, while playing.
  public var playhead: Int?
  /// How long what plays lasts, in milliseconds.
  public var length: Int
  public var target: Target
  /// What plays, in words, for the status line (`the track (970 ms)`).
  public var description: String
  /// The audition target the playback went to (`adb:SERIAL`, `sound`…), or `nil` for the
  /// rumble device: what the end of playback names.
  public var audition: String?
  /// The attached device's name, or `nil` when none is attached.
  public var deviceName: String?
  /// The track time playback started from (`play-from-cursor`, a looped selection): the
  /// playhead is this plus the time played.
  public var origin: Int = 0
  /// What plays starts again when it ends, until stopped.
  public var loops: Bool = false
  /// The pattern being played (a slice of the track from `origin`), kept to start a loop again.
  public var playing: HapticPattern?
  /// Stillness after each looped pass, in milliseconds (`Ctrl-G` cycles it; issue 22 item 4).
  public var loopGap: Int = 0
  /// Passes of the current loop played so far.
  public var loopPass: Int = 0
  /// A loop is in its pause between passes.
  public var inLoopGap: Bool = false

  /// The pauses `Ctrl-G` steps through, in milliseconds.
  public static let loopGaps = [0, 250, 500, 1000]

  public init(deviceName: String? = nil) {
    generation = 0
    isPlaying = false
    playhead = nil
    length = 0
    target = .track
    description = ""
    self.deviceName = deviceName
  }

  /// Milliseconds between playhead ticks (about 60 per second).
  public static let tickInterval = 16
}
