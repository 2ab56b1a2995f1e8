import HapModel

/// Which part of the attached sound plays with a playback, on the sound's own time axis.
///
/// The sound's time 0 is the track's time 0, so playing the track from `origin` plays the
/// sound from `origin` too; `length` is how long the haptics play, where the sound stops.
public struct SoundCue: Equatable, Sendable {
  /// The sound's time, in milliseconds, heard at the haptics' start instant.
  public var fromMs: Int
  /// How long it plays, in milliseconds (the haptic playback's length).
  public var lengthMs: Int
  /// With the sound target chosen (issue 21): the track sonified as a second voice mixed in
  /// from the same instant, `nil` when that voice is muted or the target is another.
  public var voice: HapticPattern?
  /// The attached sound itself is muted (`m`) and only `voice` is heard.
  public var soundMuted: Bool

  public init(
    fromMs: Int, lengthMs: Int, voice: HapticPattern? = nil, soundMuted: Bool = false
  ) {
    self.fromMs = fromMs
    self.lengthMs = lengthMs
    self.voice = voice
    self.soundMuted = soundMuted
  }
}
