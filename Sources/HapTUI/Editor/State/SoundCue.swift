/// Which part of the attached sound plays with a playback, on the sound's own time axis.
///
/// The sound's time 0 is the track's time 0, so playing the track from `origin` plays the
/// sound from `origin` too; `length` is how long the haptics play, where the sound stops.
public struct SoundCue: Equatable, Sendable {
  /// The sound's time, in milliseconds, heard at the haptics' start instant.
  public var fromMs: Int
  /// How long it plays, in milliseconds (the haptic playback's length).
  public var lengthMs: Int

  public init(fromMs: Int, lengthMs: Int) {
    self.fromMs = fromMs
    self.lengthMs = lengthMs
  }
}
